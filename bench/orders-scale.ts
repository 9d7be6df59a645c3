// Orders at any scale (docs/orders.md): with 100 000 orders on PostgreSQL, the admin's search
// timed on the server side (the service functions the tRPC procedures call, p50/p95 over RUNS):
// an e-mail fragment, a status + date range, and the 200th page through the keyset cursor; each
// beside the same-run baseline of the old "newest 50" query and, for comparison, the same query
// with the search indexes dropped. Then the CSV export of every order: time and the process's
// memory growth (RSS, sampled every 50 ms) while it streams. Targets: p95 ≤ 100 ms each; the CSV
// ≤ 15 s with memory growing ≤ 100 MB.
//   npx tsx --conditions=react-server bench/orders-scale.ts [orders=100000] [runs=50]
import type { Viewer } from "@/server/auth/port";
import { listOrders } from "@/server/services/orders/admin";
import { exportOrdersCsv } from "@/server/services/orders/export";
import { searchOrders } from "@/server/services/orders/search";
import { adminQuery } from "../tests/setup/databases";
import { benchDatabase, timeP95 } from "./pg-timing";

const ORDERS = Number(process.argv[2] ?? 100_000);
const RUNS = Number(process.argv[3] ?? 50);
const { name: database, open, db } = await benchDatabase("fg_bench_orders");

const time = (name: string, fn: () => Promise<unknown>, runs = RUNS) => timeP95(name, fn, runs, 44);

try {
  // 100 000 orders over 365 days in one INSERT … SELECT: 1 in 20 a test address, names from a
  // few lists so a fragment matches a realistic share (one first name: ~1/12 of the orders).
  const t0 = performance.now();
  await db.$executeRawUnsafe(`
    INSERT INTO "Order" ("id", "email", "firstName", "lastName", "address", "city", "state", "zipCode", "country", "countryCode",
      "productId", "productName", "subtotal", "amount", "currency", "provider", "status", "createdAt", "completedAt", "expiresAt", "updatedAt")
    SELECT 'bench' || lpad(i::text, 7, '0'),
      CASE WHEN i % 20 = 0 THEN 'test' || i || '@example.com'
           ELSE (ARRAY['olivia','emma','amelia','sophia','mia','isla','grace','lily','ava','ella','chloe','zoe'])[1 + i % 12]
             || '.' || (ARRAY['garcia','smith','jones','brown','taylor','wilson','martin','lee','walker','white','hall','young','king'])[1 + (i / 12) % 13]
             || (i % 997) || '@' || (ARRAY['gmail.com','outlook.com','yahoo.co.uk','icloud.com','bigpond.com.au'])[1 + i % 5] END,
      'Jane', 'Doe', '1 Main St', 'Springfield', 'IL', '62701', 'United States', 'US',
      (ARRAY['fertility','intimacy','bundle'])[1 + i % 3], 'Guide', 4700, 4700, (ARRAY['usd','gbp','aud'])[1 + i % 3], 'local',
      (ARRAY['completed','completed','completed','pending','failed'])[1 + i % 5]::"OrderStatus",
      now() - (i * (365 * 86400.0 / ${ORDERS})) * interval '1 second',
      CASE WHEN i % 5 < 3 THEN now() - (i * (365 * 86400.0 / ${ORDERS})) * interval '1 second' END,
      now() - (i * (365 * 86400.0 / ${ORDERS})) * interval '1 second' + interval '30 minutes',
      now()
    FROM generate_series(1, ${ORDERS}) AS i`);
  await db.$executeRawUnsafe(`ANALYZE "Order"`);
  console.log(
    `orders at scale: ${await db.order.count()} orders on PostgreSQL (inserted in ${((performance.now() - t0) / 1000).toFixed(1)} s), ${RUNS} runs each`,
  );

  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const email = { email: "olivia.gar" };
  const statusRange = { status: "completed" as const, from: day(100), to: day(70) };
  // The cursor of the 200th page of the whole table (50 a page), found by paging through.
  let cursor: string | undefined;
  for (let page = 1; page < 200; page++) cursor = (await searchOrders(db, { cursor, limit: 50 })).nextCursor ?? undefined;
  const page200 = { cursor, limit: 50 };

  const queries = [
    ['e-mail fragment "olivia.gar"', email],
    ["completed, 31 days (70–100 days ago)", statusRange],
    ["200th page through the cursor", page200],
  ] as const;
  const baseline = await time("baseline: orders.list (newest 50)", () => listOrders(db));
  const results: number[] = [];
  for (const [name, input] of queries) {
    const p95 = await time(`orders.search: ${name}`, () => searchOrders(db, input));
    results.push(p95);
    console.log(`  ${"".padEnd(44)} ${(p95 / baseline).toFixed(1)}× the baseline; ${(await searchOrders(db, input)).orders.length} rows`);
  }
  console.log(`  target ≤ 100 ms at p95: ${results.every((p) => p <= 100) ? "met" : "NOT met"}`);

  // Without the search indexes (for comparison only): what they buy.
  await db.$executeRawUnsafe(
    `DROP INDEX "Order_email_trgm_idx"; DROP INDEX "Order_status_createdAt_id_idx"; DROP INDEX "Order_createdAt_id_idx"`,
  );
  console.log("without the three search indexes (pg_trgm GIN on email, (status, createdAt, id), (createdAt, id)):");
  for (const [name, input] of queries) await time(`orders.search: ${name}`, () => searchOrders(db, input), 10);
  await db.$executeRawUnsafe(`
    CREATE INDEX "Order_createdAt_id_idx" ON "Order"("createdAt", "id");
    CREATE INDEX "Order_status_createdAt_id_idx" ON "Order"("status", "createdAt", "id");
    CREATE INDEX "Order_email_trgm_idx" ON "Order" USING GIN ("email" gin_trgm_ops);
    ANALYZE "Order";`);

  // The CSV of every order (includeTest: all 100 000), consumed as a client would.
  const viewer: Viewer = { userId: "bench", email: "bench@shop.org" };
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let rssMax = rssBefore;
  const sampler = setInterval(() => (rssMax = Math.max(rssMax, process.memoryUsage().rss)), 50);
  const t = performance.now();
  let bytes = 0;
  let lines = 0;
  const reader = exportOrdersCsv(db, viewer, { includeTest: true }).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    for (const b of value) if (b === 10) lines++;
  }
  const seconds = (performance.now() - t) / 1000;
  clearInterval(sampler);
  const growth = (rssMax - rssBefore) / 1024 / 1024;
  console.log(
    `CSV export: ${lines - 1} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(1)} s; RSS ${Math.round(rssBefore / 1024 / 1024)} → max ${Math.round(rssMax / 1024 / 1024)} MB (+${growth.toFixed(0)} MB)`,
  );
  console.log(`  target ≤ 15 s and ≤ 100 MB growth: ${seconds <= 15 && growth <= 100 ? "met" : "NOT met"}`);
} finally {
  await open.close();
  await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
}
