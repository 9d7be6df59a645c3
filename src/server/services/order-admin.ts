import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { formatMoney } from "@/lib/money";
import type { Db } from "@/server/db/open";

/** SPEC §7: the orders table's limit. */
export const ORDERS_LIMIT = 50;

/**
 * SPEC §7's exclusions: test and demo local parts, an admin local part, example and test
 * domains, localhost, and the payment provider's domain.
 */
const notTestOrder: Prisma.OrderWhereInput = {
  NOT: [
    { email: { startsWith: "test", mode: "insensitive" } },
    { email: { startsWith: "demo", mode: "insensitive" } },
    { email: { startsWith: "admin@", mode: "insensitive" } },
    { email: { contains: "@example.", mode: "insensitive" } },
    { email: { contains: "@test.", mode: "insensitive" } },
    { email: { endsWith: ".test", mode: "insensitive" } },
    { email: { contains: "localhost", mode: "insensitive" } },
    { email: { endsWith: "stripe.com", mode: "insensitive" } },
  ],
};

/** The admin orders table: newest first, 50 rows, test and demo orders left out. */
export async function listOrders(db: Db) {
  const rows = await db.order.findMany({
    where: notTestOrder,
    orderBy: { createdAt: "desc" },
    take: ORDERS_LIMIT,
    select: { id: true, email: true, productName: true, amount: true, currency: true, status: true, createdAt: true, expiresAt: true },
  });
  const now = new Date();
  return rows.map((r) => ({ ...r, expired: r.status === "pending" && r.expiresAt !== null && r.expiresAt < now }));
}

/** Dashboard figures: order counts by status and revenue of completed orders only, per currency. */
export async function orderStats(db: Db) {
  const [byStatus, revenue] = await Promise.all([
    db.order.groupBy({ by: ["status"], where: notTestOrder, _count: { _all: true } }),
    db.order.groupBy({ by: ["currency"], where: { ...notTestOrder, status: "completed" }, _sum: { amount: true }, orderBy: { currency: "asc" } }),
  ]);
  const count = (status: string) => byStatus.find((s) => s.status === status)?._count._all ?? 0;
  return {
    orders: { pending: count("pending"), completed: count("completed"), failed: count("failed") },
    revenue: revenue.map((r) => ({ currency: r.currency, amount: r._sum.amount ?? 0, display: formatMoney(r._sum.amount ?? 0, r.currency) })),
  };
}
