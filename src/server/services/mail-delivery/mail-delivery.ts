import "server-only";
import type { Db } from "@/server/db/open";
import { notTestOrderSql } from "@/server/services/orders/filters";

/**
 * /admin's "N buyers have not received their links": the real (not test) orders whose latest
 * e-mail with a reported delivery bounced (`Order.latestDelivery`, kept by the database from the
 * outbox: docs/orders.md#delivery-at-any-size). An order whose links bounced and were then resent
 * and delivered to a corrected address no longer counts.
 */
export async function undeliveredOrderCount(db: Db) {
  const [row] = await db.$queryRaw<{ n: number }[]>`
    SELECT COUNT(*)::int AS n FROM "Order" WHERE "latestDelivery" = 'bounced' AND ${notTestOrderSql}`;
  return row?.n ?? 0;
}
