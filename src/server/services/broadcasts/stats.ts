import "server-only";
import type { Db } from "@/server/db/open";
import { AppError } from "@/server/errors";
import { broadcastMessages as m } from "@/lib/messages";

/** A click counts an order of the same address paid within this long after it. */
export const REVENUE_WINDOW_DAYS = 7;

type Counts = {
  recipients: bigint | number;
  queued: bigint | number;
  sent: bigint | number;
  skipped: bigint | number;
  delivered: bigint | number;
  bounced: bigint | number;
  complained: bigint | number;
  unsubscribed: bigint | number;
  clickers: bigint | number;
  clicks: bigint | number | null;
};

/**
 * `broadcasts.stats` (docs/product.md#broadcasts): recipients and what became of them — sent, and
 * as the mail provider reported (delivered, bounced, complained: the outbox row of each e-mail,
 * joined by its key) — how many unsubscribed after it reached them, the clicks of its signed
 * links, and the revenue of the orders an address that clicked paid within seven days of its
 * first click (net of refunds, per currency). No open pixel: opens are not counted.
 */
export async function broadcastStats(db: Db, id: string) {
  const b = await db.broadcast.findUnique({ where: { id }, select: { id: true } });
  if (!b) throw new AppError("NOT_FOUND", m.notFound);
  const [counts] = await db.$queryRaw<Counts[]>`
    SELECT count(*) AS "recipients",
      count(*) FILTER (WHERE r."status" = 'queued') AS "queued",
      count(*) FILTER (WHERE r."status" = 'sent') AS "sent",
      count(*) FILTER (WHERE r."status" LIKE 'skipped%') AS "skipped",
      count(e."id") FILTER (WHERE e."delivery" = 'delivered') AS "delivered",
      count(e."id") FILTER (WHERE e."delivery" = 'bounced') AS "bounced",
      count(e."id") FILTER (WHERE e."delivery" = 'complained') AS "complained",
      count(*) FILTER (WHERE r."sentAt" IS NOT NULL AND (
        EXISTS (SELECT 1 FROM "Unsubscribe" u WHERE u."email" = r."email" AND u."createdAt" >= r."sentAt")
        OR EXISTS (SELECT 1 FROM "MailTopicOptOut" t WHERE t."email" = r."email" AND t."topic" = 'news' AND t."createdAt" >= r."sentAt")
      )) AS "unsubscribed",
      count(r."clickedAt") AS "clickers",
      sum(r."clicks") AS "clicks"
    FROM "BroadcastRecipient" r
    LEFT JOIN "EmailOutbox" e ON e."idempotencyKey" = 'broadcast:' || r."broadcastId" || ':' || r."email"
    WHERE r."broadcastId" = ${id}`;
  const revenue = await db.$queryRaw<{ currency: string; amount: bigint | number; orders: bigint | number }[]>`
    SELECT o."currency", sum(o."amount" - o."refundedAmount") AS "amount", count(*) AS "orders"
    FROM "BroadcastRecipient" r
    JOIN "Order" o ON lower(o."email") = r."email"
      AND o."status" IN ('completed', 'partially_refunded')
      AND o."completedAt" >= r."clickedAt"
      AND o."completedAt" < r."clickedAt" + make_interval(days => ${REVENUE_WINDOW_DAYS})
    WHERE r."broadcastId" = ${id} AND r."clickedAt" IS NOT NULL
    GROUP BY o."currency" ORDER BY o."currency"`;
  const n = (v: bigint | number | null | undefined) => Number(v ?? 0);
  return {
    recipients: n(counts?.recipients),
    queued: n(counts?.queued),
    sent: n(counts?.sent),
    skipped: n(counts?.skipped),
    delivered: n(counts?.delivered),
    bounced: n(counts?.bounced),
    complained: n(counts?.complained),
    unsubscribed: n(counts?.unsubscribed),
    clickers: n(counts?.clickers),
    clicks: n(counts?.clicks),
    revenue: revenue.map((r) => ({ currency: r.currency, amount: n(r.amount), orders: n(r.orders) })),
  };
}
