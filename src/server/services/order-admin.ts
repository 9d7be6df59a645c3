import "server-only";
import { formatMoney } from "@/lib/money";
import type { Db } from "@/server/db/open";
import { notTestOrder, notTestOrderSql } from "./order-filters";

/** SPEC §7: the orders table's limit. */
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

/** Dashboard figures: order counts by status and revenue of completed orders only, per currency. */
export async function orderStats(db: Db) {
  const [byStatus, revenue] = await Promise.all([
    db.order.groupBy({ by: ["status"], where: notTestOrder, _count: { _all: true } }),
    db.order.groupBy({
      by: ["currency"],
      where: { ...notTestOrder, status: "completed" },
      _sum: { amount: true },
      _count: { _all: true },
      orderBy: { currency: "asc" },
    }),
  ]);
  const count = (status: string) => byStatus.find((s) => s.status === status)?._count._all ?? 0;
  return {
    orders: { pending: count("pending"), completed: count("completed"), failed: count("failed") },
    revenue: revenue.map((r) => ({
      currency: r.currency,
      amount: r._sum.amount ?? 0,
      orders: r._count._all,
      display: formatMoney(r._sum.amount ?? 0, r.currency),
    })),
  };
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
