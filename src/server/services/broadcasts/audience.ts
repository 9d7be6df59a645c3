import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { Audience } from "@/lib/validation/broadcasts";
import type { Db } from "@/server/db/open";
import { notTestOrderSql } from "@/server/services/orders/filters";

/** Orders that make their address a buyer: paid, and not (wholly) refunded or disputed. */
const paid = Prisma.sql`o."status" IN ('completed', 'partially_refunded')`;

/**
 * A broadcast's audience as one SQL query of distinct lower-cased addresses (docs/product.md#broadcasts):
 * the union of the chosen parts — newsletter subscribers whose sign-up was confirmed to them,
 * every buyer, the buyers of chosen guides (the bundle counts for its guides) — minus unsubscribed,
 * suppressed and "news"-off addresses and the store's test addresses. A buyer whose only orders
 * were refunded or disputed is no buyer.
 */
export function audienceSql(audience: Audience): Prisma.Sql {
  const parts: Prisma.Sql[] = [];
  if (audience.subscribers) {
    parts.push(Prisma.sql`SELECT lower(s."email") AS "email" FROM "Subscriber" s
      WHERE s."confirmationSentAt" IS NOT NULL OR s."leadMagnetSentAt" IS NOT NULL`);
  }
  if (audience.allBuyers) {
    parts.push(Prisma.sql`SELECT lower(o."email") AS "email" FROM "Order" o WHERE ${paid}`);
  } else if (audience.products.length) {
    const kinds = Prisma.join(audience.products.map((k) => Prisma.sql`${k}::"ProductKind"`));
    parts.push(Prisma.sql`SELECT lower(o."email") AS "email" FROM "Order" o
      WHERE ${paid} AND (
        o."productId" IN (SELECT p."id" FROM "Product" p WHERE p."kind" IN (${kinds}))
        OR o."productId" IN (SELECT bi."bundleId" FROM "BundleItem" bi JOIN "Product" p ON p."id" = bi."productId" WHERE p."kind" IN (${kinds}))
      )`);
  }
  if (!parts.length) return Prisma.sql`SELECT NULL::text AS "email" WHERE false`;
  return Prisma.sql`SELECT DISTINCT a."email" FROM (${Prisma.join(parts, " UNION ")}) a
    WHERE ${notTestOrderSql}
      AND NOT EXISTS (SELECT 1 FROM "Unsubscribe" u WHERE u."email" = a."email")
      AND NOT EXISTS (SELECT 1 FROM "EmailSuppression" x WHERE x."email" = a."email")
      AND NOT EXISTS (SELECT 1 FROM "MailTopicOptOut" t WHERE t."email" = a."email" AND t."topic" = 'news')`;
}

/** How many addresses the audience holds now, counted in the database. */
export async function audienceCount(db: Db, audience: Audience): Promise<number> {
  const rows = await db.$queryRaw<{ n: bigint | number }[]>`SELECT count(*) AS "n" FROM (${audienceSql(audience)}) q`;
  return Number(rows[0]?.n ?? 0);
}

/** Freezes the audience into the broadcast's recipients (one row per address; a repeat adds none). */
export async function queueRecipients(db: Pick<Db, "$executeRaw">, broadcastId: string, audience: Audience): Promise<number> {
  return db.$executeRaw`
    INSERT INTO "BroadcastRecipient" ("broadcastId", "email", "status")
    SELECT ${broadcastId}, q."email", 'queued' FROM (${audienceSql(audience)}) q
    ON CONFLICT DO NOTHING`;
}
