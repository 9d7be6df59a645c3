import "server-only";
import { formatMoney } from "@/lib/money";
import type { Db } from "@/server/db/open";
import { notTestOrder, notTestOrderSql } from "@/server/services/orders/filters";

/** docs/product.md#admin: the orders table's limit. */
export const ORDERS_LIMIT = 50;
/** The dashboard chart's span. */
export const CHART_DAYS = 30;

/** The admin orders table: newest first, 50 rows, test and demo orders left out. */
export async function listOrders(db: Db, now = new Date()) {
  const rows = await db.order.findMany({
    where: notTestOrder,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: ORDERS_LIMIT,
    select: {
      id: true,
      email: true,
      productName: true,
      amount: true,
      currency: true,
      status: true,
      createdAt: true,
      expiresAt: true,
      refundedAmount: true,
    },
  });
  // expiresAt is the payment session's end: only an unpaid order can run out (a paid one keeps it).
  return rows.map((r) => ({ ...r, expired: r.status === "pending" && r.expiresAt !== null && r.expiresAt < now }));
}

/**
 * Dashboard figures: order counts by status (refunded, partly refunded and disputed orders apart)
 * and revenue per currency counting money kept: everything paid, less everything given back
 * (the Refund ledger: refunds and lost chargebacks), both net of tax (0 unless tax is collected:
 * docs/product.md#tax). Read from the running totals the database's triggers keep
 * (`OrderTally`, `RefundTally`: docs/orders.md#figures-at-any-size), a few rows at any size.
 */
export async function orderStats(db: Db) {
  const [groups, givenBack] = await Promise.all([
    db.$queryRaw<{ status: string; currency: string; orders: bigint; amount: bigint | null }[]>`
      SELECT "status"::text AS status, "currency", SUM("orders")::bigint AS orders, SUM("net")::bigint AS amount
      FROM "OrderTally" WHERE NOT "test" GROUP BY 1, 2 HAVING SUM("orders") <> 0`,
    db.$queryRaw<{ currency: string; amount: bigint }[]>`
      SELECT "currency", SUM("net")::bigint AS amount FROM "RefundTally" WHERE NOT "test" GROUP BY 1`,
  ]);
  const count = (status: string) => groups.filter((g) => g.status === status).reduce((n, g) => n + Number(g.orders), 0);
  const paid = groups.filter((g) => paidStatuses.includes(g.status));
  const revenue = [...new Set(paid.map((g) => g.currency))]
    .sort((a, b) => a.localeCompare(b))
    .map((currency) => {
      const of = paid.filter((g) => g.currency === currency);
      const refunded = Number(givenBack.find((r) => r.currency === currency)?.amount ?? 0);
      const amount = of.reduce((n, g) => n + Number(g.amount ?? 0), 0) - refunded;
      // Orders that kept (some of) their money: completed and partly refunded.
      const orders = of
        .filter((g) => g.status === "completed" || g.status === "partially_refunded")
        .reduce((n, g) => n + Number(g.orders), 0);
      return {
        currency,
        amount,
        orders,
        display: formatMoney(amount, currency),
        refunded,
        refundedDisplay: formatMoney(refunded, currency),
      };
    });
  return {
    orders: {
      pending: count("pending"),
      completed: count("completed"),
      failed: count("failed"),
      partiallyRefunded: count("partially_refunded"),
      refunded: count("refunded"),
      disputed: count("disputed"),
    },
    revenue,
  };
}
/** Statuses of paid orders: their money came in, though some of it may have gone back (docs/refunds.md). */
const paidStatuses = ["completed", "partially_refunded", "refunded", "disputed"];

export type ChartDay = { day: string; currency: string; revenue: number; orders: number };

/**
 * The chart: money kept per day (UTC: timestamps are stored in UTC) and currency over the last 30
 * days including today, test and demo orders left out. A sale counts on its completion day; money
 * given back (the Refund ledger) is subtracted on the day it went, and an order whose money all
 * went back leaves the day's count then (docs/refunds.md). Days without either are absent; the
 * chart fills them.
 */
export async function revenueByDay(db: Db, now = new Date()): Promise<{ from: string; to: string; days: ChartDay[] }> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (CHART_DAYS - 1) * 86_400_000);
  // Two reads at once: the sales per day from their running totals (`OrderSalesDay`, kept by the
  // database's triggers), and the span's refunds, each joined to its order once. From those come
  // the money given back per day and the orders with nothing kept, on the day the last of their
  // money went back: an order's refunds after one in the span are in the span too, so the latest of
  // its refunds in the span is its latest of all, and the refunds before the span are never read.
  const [sales, refunds] = await Promise.all([
    db.$queryRaw<{ day: Date; currency: string; revenue: bigint; orders: bigint }[]>`
      SELECT "day", "currency", SUM("net")::bigint AS revenue, SUM("orders")::bigint AS orders
      FROM "OrderSalesDay" WHERE "day" >= ${from} AND NOT "test"
      GROUP BY 1, 2 HAVING SUM("orders") <> 0`,
    db.$queryRaw<{ kind: "back" | "gone"; day: Date; currency: string; n: bigint }[]>`
      WITH span AS MATERIALIZED (
        SELECT r."orderId", r."createdAt", r."currency", r."amount" - r."taxAmount" AS net, o."currency" AS "orderCurrency",
          (o."status" = 'refunded' OR (o."status" = 'disputed' AND o."disputeStatus" = 'lost')) AS "nothingKept"
        FROM "Refund" r JOIN "Order" o ON o."id" = r."orderId"
        WHERE r."createdAt" >= ${from} AND ${notTestOrderSql})
      SELECT 'back' AS kind, date_trunc('day', "createdAt") AS day, "currency", SUM(net)::bigint AS n FROM span GROUP BY 2, 3
      UNION ALL
      SELECT 'gone', date_trunc('day', "last"), "orderCurrency", COUNT(*)::bigint FROM (
        SELECT "orderId", "orderCurrency", MAX("createdAt") AS "last" FROM span WHERE "nothingKept" GROUP BY 1, 2
      ) gone GROUP BY 2, 3`,
  ]);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const days = new Map<string, ChartDay>();
  const at = (day: Date, currency: string) => {
    const key = `${iso(new Date(day))} ${currency}`;
    let row = days.get(key);
    if (!row) days.set(key, (row = { day: iso(new Date(day)), currency, revenue: 0, orders: 0 }));
    return row;
  };
  for (const r of sales) Object.assign(at(r.day, r.currency), { revenue: Number(r.revenue), orders: Number(r.orders) });
  for (const r of refunds) {
    const row = at(r.day, r.currency);
    if (r.kind === "back") row.revenue -= Number(r.n);
    else row.orders -= Number(r.n);
  }
  return {
    from: iso(from),
    to: iso(new Date(today)),
    days: [...days.values()].sort((a, b) => a.day.localeCompare(b.day) || a.currency.localeCompare(b.currency)),
  };
}
