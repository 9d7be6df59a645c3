import "server-only";
import type { Db } from "@/server/db/open";
import { notTestOrderSql } from "@/server/services/orders/filters";

/**
 * The money that left the store in a range of days, per currency (lower case, as the funnel's
 * revenue is keyed): the Refund ledger's refunds and lost chargebacks, on the day each went,
 * test orders aside, net of their tax share (docs/product.md#tax). The admin dashboard's revenue subtracts the same rows.
 */
export async function givenBackInRange(db: Db, from: Date, toExclusive: Date): Promise<Record<string, number>> {
  const rows = await db.$queryRaw<{ currency: string; amount: bigint }[]>`
    SELECT lower(r."currency") AS currency, SUM(r."amount" - r."taxAmount")::bigint AS amount
    FROM "Refund" r JOIN "Order" o ON o."id" = r."orderId"
    WHERE r."createdAt" >= ${from} AND r."createdAt" < ${toExclusive} AND ${notTestOrderSql}
    GROUP BY 1`;
  return Object.fromEntries(rows.map((r) => [r.currency, Number(r.amount)]));
}
