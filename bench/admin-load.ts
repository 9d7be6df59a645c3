// The admin dashboard's data load with 10 000 orders in the table: the three queries the /admin
// page makes (orders.list, orders.stats, orders.chart, in parallel as the page sends them) timed
// on the server side, on a PostgreSQL database of its own. Target: ≤ 100 ms at p95.
//   npx tsx --conditions=react-server bench/admin-load.ts [orders=10000] [runs=50]
import { listOrders, orderStats, revenueByDay } from "@/server/services/orders/admin";
import { adminQuery } from "../tests/setup/databases";
import { benchDatabase, timeP95 } from "./pg-timing";

const ORDERS = Number(process.argv[2] ?? 10_000);
const RUNS = Number(process.argv[3] ?? 50);
const { name: database, open, db } = await benchDatabase("fg_bench_admin");

const time = (name: string, fn: () => Promise<unknown>) => timeP95(name, fn, RUNS, 36);

try {
  const now = Date.now();
  const statuses = ["completed", "completed", "completed", "pending", "failed"] as const;
  const currencies = ["usd", "gbp", "aud"];
  for (let start = 0; start < ORDERS; start += 1000) {
    await db.order.createMany({
      data: Array.from({ length: Math.min(1000, ORDERS - start) }, (_, j) => {
        const i = start + j;
        const createdAt = new Date(now - Math.floor((i / ORDERS) * 60 * 86_400_000)); // spread over 60 days
        const status = statuses[i % statuses.length]!;
        return {
          email: i % 20 === 0 ? `test${i}@example.com` : `buyer${i}@mail.fertility-buyers.org`,
          firstName: "Jane",
          lastName: "Doe",
          address: "1 Main St",
          city: "Springfield",
          state: "IL",
          zipCode: "62701",
          country: "United States",
          countryCode: "US" as const,
          productId: "fertility",
          productName: "The Science of Natural Fertility & Gender Selection",
          subtotal: 4700,
          amount: 4700,
          currency: currencies[i % 3]!,
          provider: "local",
          status,
          createdAt,
          completedAt: status === "completed" ? createdAt : null,
          expiresAt: new Date(createdAt.getTime() + 30 * 60_000),
        };
      }),
    });
  }
  await db.$executeRawUnsafe(`ANALYZE "Order"`);
  console.log(`admin dashboard load: ${await db.order.count()} orders on PostgreSQL, ${RUNS} runs each`);
  await time("orders.list (newest 50)", () => listOrders(db));
  await time("orders.stats (counts, revenue)", () => orderStats(db));
  await time("orders.chart (30 days)", () => revenueByDay(db));
  const p95 = await time("the page's three, in parallel", () => Promise.all([listOrders(db), orderStats(db), revenueByDay(db)]));
  console.log(`  target ≤ 100 ms at p95: ${p95 <= 100 ? "met" : "NOT met"}`);
} finally {
  await open.close();
  await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
}
