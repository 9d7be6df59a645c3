import "server-only";
import { formatMoney } from "@/lib/money";
import type { Db } from "@/server/db/open";
import { notTestOrder, notTestOrderSql } from "./order-filters";

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
    select: { id: true, email: true, productName: true, amount: true, currency: true, status: true, createdAt: true, expiresAt: true },
  });
  // expiresAt is the payment session's end: only an unpaid order can run out (a paid one keeps it).
  return rows.map((r) => ({ ...r, expired: r.status === "pending" && r.expiresAt !== null && r.expiresAt < now }));
}

/**
 * Dashboard figures: order counts by status and revenue of completed orders only, per currency.
 * One pass over the table (grouped by status and currency) rather than one query per figure.
 */
export async function orderStats(db: Db) {
  const groups = await db.$queryRaw<{ status: string; currency: string; orders: bigint; amount: bigint | null }[]>`
    SELECT "status"::text AS status, "currency", COUNT(*)::bigint AS orders, SUM("amount")::bigint AS amount
    FROM "Order" WHERE ${notTestOrderSql} GROUP BY 1, 2`;
  const count = (status: string) => groups.filter((g) => g.status === status).reduce((n, g) => n + Number(g.orders), 0);
  const revenue = groups
    .filter((g) => g.status === "completed")
    .sort((a, b) => a.currency.localeCompare(b.currency))
    .map((g) => {
      const amount = Number(g.amount ?? 0);
      return { currency: g.currency, amount, orders: Number(g.orders), display: formatMoney(amount, g.currency) };
    });
  return { orders: { pending: count("pending"), completed: count("completed"), failed: count("failed") }, revenue };
}

export type ChartDay = { day: string; currency: string; revenue: number; orders: number };

/**
 * The chart: completed orders and their revenue per day (UTC: timestamps are stored in UTC; by completion) and currency over the
 * last 30 days including today, test and demo orders left out. Days without sales are absent; the
 * chart fills them.
 */
export async function revenueByDay(db: Db, now = new Date()): Promise<{ from: string; to: string; days: ChartDay[] }> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (CHART_DAYS - 1) * 86_400_000);
  const rows = await db.$queryRaw<{ day: Date; currency: string; revenue: bigint; orders: bigint }[]>`
    SELECT date_trunc('day', COALESCE("completedAt", "createdAt")) AS day, "currency",
           SUM("amount")::bigint AS revenue, COUNT(*)::bigint AS orders
    FROM "Order"
    WHERE "status" = 'completed' AND COALESCE("completedAt", "createdAt") >= ${from} AND ${notTestOrderSql}
    GROUP BY 1, 2 ORDER BY 1, 2`;
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return {
    from: iso(from),
    to: iso(new Date(today)),
    days: rows.map((r) => ({ day: iso(new Date(r.day)), currency: r.currency, revenue: Number(r.revenue), orders: Number(r.orders) })),
  };
}
