import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { DeliveryState } from "@/lib/validation/order-search";
import type { Db } from "@/server/db/open";
import { notTestOrder } from "@/server/services/orders/filters";

/**
 * The orders whose latest e-mail with a reported delivery (receipt, links, refund: the outbox
 * rows that name the order) is in `state` (docs/product.md#delivery). An order whose links
 * bounced and were then resent and delivered to a corrected address is no longer "bounced".
 */
export async function ordersWithDelivery(db: Db, state: DeliveryState): Promise<string[]> {
  const rows = await db.$queryRaw<{ orderId: string }[]>(Prisma.sql`
    SELECT "orderId" FROM (
      SELECT DISTINCT ON ("orderId") "orderId", "delivery"
      FROM "EmailOutbox"
      WHERE "orderId" IS NOT NULL AND "delivery" IS NOT NULL
      ORDER BY "orderId", "createdAt" DESC, "id" DESC
    ) latest
    WHERE "delivery"::text = ${state}`);
  return rows.map((r) => r.orderId);
}

/** /admin's "N buyers have not received their links": the real (not test) orders whose latest e-mail bounced. */
export async function undeliveredOrderCount(db: Db) {
  const ids = await ordersWithDelivery(db, "bounced");
  if (ids.length === 0) return 0;
  return db.order.count({ where: { AND: [notTestOrder, { id: { in: ids } }] } });
}
