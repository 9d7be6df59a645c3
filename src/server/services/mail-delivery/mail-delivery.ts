import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { DeliveryState } from "@/lib/validation/order-search";
import type { Db } from "@/server/db/open";
import { notTestOrderSql } from "@/server/services/orders/filters";

/**
 * The ids of `ordersWithDelivery`, as a statement: from the e-mails in `state` (the index on
 * "delivery"), those no later reported e-mail of the same order follows (the index on "orderId").
 * The latest per order without sorting every reported e-mail of the store.
 */
const latestDeliveryIn = (state: DeliveryState) => Prisma.sql`
  SELECT DISTINCT e."orderId" FROM "EmailOutbox" e
  WHERE e."orderId" IS NOT NULL AND e."delivery" = CAST(${state} AS "EmailDelivery")
    AND NOT EXISTS (
      SELECT 1 FROM "EmailOutbox" l
      WHERE l."orderId" = e."orderId" AND l."delivery" IS NOT NULL
        AND (l."createdAt" > e."createdAt" OR (l."createdAt" = e."createdAt" AND l."id" > e."id")))`;

/**
 * The orders whose latest e-mail with a reported delivery (receipt, links, refund: the outbox
 * rows that name the order) is in `state` (docs/product.md#delivery). An order whose links
 * bounced and were then resent and delivered to a corrected address is no longer "bounced".
 */
export async function ordersWithDelivery(db: Db, state: DeliveryState): Promise<string[]> {
  const rows = await db.$queryRaw<{ orderId: string }[]>(latestDeliveryIn(state));
  return rows.map((r) => r.orderId);
}

/** /admin's "N buyers have not received their links": the real (not test) orders whose latest e-mail bounced. */
export async function undeliveredOrderCount(db: Db) {
  const [row] = await db.$queryRaw<{ n: number }[]>`
    SELECT COUNT(*)::int AS n FROM "Order" WHERE "id" IN (${latestDeliveryIn("bounced")}) AND ${notTestOrderSql}`;
  return row?.n ?? 0;
}
