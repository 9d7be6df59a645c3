// Orders at any scale (docs/orders.md): first what the dashboard's running totals cost a write
// (20 000 orders inserted with and without their triggers, rolled back); then, with 100 000 (or
// 1 000 000) orders on PostgreSQL (loaded with the triggers off and the totals filled after, as a
// bulk import would), timed on the server side (the service functions the tRPC procedures call,
// p50/p95 over RUNS): what `/admin` reads before its first byte (the first page of orders and the
// stats, in parallel as the page reads them) and in all (with the chart and the undelivered count,
// which stream in after), `orders.stats` alone, and the admin's search: an e-mail fragment, a
// status + date range, the 200th page through the keyset cursor and the latest delivery (bounced,
// delivered); each beside the same-run baseline of the old "newest 50" query and, for comparison,
// the same searches with their indexes dropped. Then the CSV export of every order: time and the
// process's memory growth (RSS, and the V8 heap, sampled every 50 ms) while it streams, from a
// start taken after a collection when the process runs with --expose-gc (without it, the start may
// still hold the searches' garbage), and the heap after a collection at the end. Last, the order
// page (`orders.get`). Targets: p95 ≤ 100 ms each; the CSV ≤ 15 s a 100 000 orders with memory
// growing ≤ 100 MB.
//   node --expose-gc --conditions=react-server --import tsx bench/orders-scale.ts [orders=100000] [runs=50]
import type { Viewer } from "@/server/auth/port";
import { searchInputOf } from "@/lib/validation/order-search";
import { undeliveredOrderCount } from "@/server/services/mail-delivery/mail-delivery";
import { listOrders, orderStats, revenueByDay } from "@/server/services/orders/admin";
import { exportOrdersCsv } from "@/server/services/orders/export";
import { searchOrders } from "@/server/services/orders/search";
import type { Prisma } from "@/generated/prisma/client";
import { adminQuery } from "../tests/setup/databases";
import { latestDeliveryBackfillStatements, tallyBackfillStatements } from "../tests/setup/backfills";
import { benchDatabase, timeP95 } from "./pg-timing";

const ORDERS = Number(process.argv[2] ?? 100_000);
const RUNS = Number(process.argv[3] ?? 50);
const { name: database, open, db } = await benchDatabase("fg_bench_orders");

class RolledBack extends Error {}

const time = (name: string, fn: () => Promise<unknown>, runs = RUNS) => timeP95(name, fn, runs, 44);

try {
  // The orders over 365 days in one INSERT … SELECT: 1 in 20 a test address, names from a few
  // lists so a fragment matches a realistic share (one first name: ~1/12 of the orders). Of 100:
  // 80 completed, 8 pending, 7 failed, 3 refunded, 1 partly refunded, 1 disputed (lost); every
  // refund or lost dispute has its Refund row, every paid order its confirmation e-mail (1 in 200
  // of them bounced), as the outbox holds them in production.
  const insertOrders = (tx: Prisma.TransactionClient, count: number, prefix: string) =>
    tx.$executeRawUnsafe(`
    INSERT INTO "Order" ("id", "email", "firstName", "lastName", "address", "city", "state", "zipCode", "country", "countryCode",
      "productId", "productName", "subtotal", "amount", "currency", "provider", "status", "refundedAmount", "disputeStatus",
      "createdAt", "completedAt", "expiresAt", "updatedAt")
    SELECT '${prefix}' || lpad(i::text, 7, '0'),
      CASE WHEN i % 20 = 0 THEN 'test' || i || '@example.com'
           ELSE (ARRAY['olivia','emma','amelia','sophia','mia','isla','grace','lily','ava','ella','chloe','zoe'])[1 + i % 12]
             || '.' || (ARRAY['garcia','smith','jones','brown','taylor','wilson','martin','lee','walker','white','hall','young','king'])[1 + (i / 12) % 13]
             || (i % 997) || '@' || (ARRAY['gmail.com','outlook.com','yahoo.co.uk','icloud.com','bigpond.com.au'])[1 + i % 5] END,
      'Jane', 'Doe', '1 Main St', 'Springfield', 'IL', '62701', 'United States', 'US',
      (ARRAY['fertility','intimacy','bundle'])[1 + i % 3], 'Guide', 4700, 4700, (ARRAY['usd','gbp','aud'])[1 + i % 3], 'local',
      s::"OrderStatus", CASE s WHEN 'refunded' THEN 4700 WHEN 'partially_refunded' THEN 2000 WHEN 'disputed' THEN 4700 ELSE 0 END,
      CASE WHEN s = 'disputed' THEN 'lost' END,
      t, CASE WHEN s NOT IN ('pending', 'failed') THEN t + interval '40 seconds' END, t + interval '30 minutes', now()
    FROM (SELECT i, now() - (i * (365 * 86400.0 / ${count})) * interval '1 second' AS t,
            CASE WHEN (i::bigint * 7919) % 100 < 80 THEN 'completed' WHEN (i::bigint * 7919) % 100 < 88 THEN 'pending'
                 WHEN (i::bigint * 7919) % 100 < 95 THEN 'failed' WHEN (i::bigint * 7919) % 100 < 98 THEN 'refunded'
                 WHEN (i::bigint * 7919) % 100 < 99 THEN 'partially_refunded' ELSE 'disputed' END AS s
          FROM generate_series(1, ${count}) AS i) g`);
  const long = { timeout: 3_600_000, maxWait: 60_000 };
  // What the running totals' triggers cost a write (docs/decisions/017): 20 000 orders inserted
  // with and without them, each in a transaction rolled back.
  for (const triggers of [true, false]) {
    const started = performance.now();
    await db
      .$transaction(async (tx) => {
        if (!triggers) await tx.$executeRawUnsafe(`SET LOCAL session_replication_role = replica`);
        await insertOrders(tx, 20_000, "probe");
        await tx.$executeRawUnsafe(`SET CONSTRAINTS ALL IMMEDIATE`); // the deferred totals run now, inside the timing
        throw new RolledBack();
      }, long)
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
    console.log(
      `20 000 orders in one statement ${triggers ? "with" : "without"} the totals' triggers: ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }

  // The orders themselves are loaded as a bulk import would be: triggers off, then the totals
  // filled by the statements of their migration.
  const t0 = performance.now();
  await db.$transaction(async (tx) => {
    await tx.$executeRawUnsafe(`SET LOCAL session_replication_role = replica`);
    await insertOrders(tx, ORDERS, "bench");
  }, long);
  await db.$transaction(async (tx) => {
    await tx.$executeRawUnsafe(`SET LOCAL session_replication_role = replica`);
    await tx.$executeRawUnsafe(`
    INSERT INTO "Refund" ("id", "orderId", "kind", "amount", "currency", "source", "createdAt")
    SELECT 'r' || "id", "id", CASE WHEN "status" = 'disputed' THEN 'dispute' ELSE 'refund' END, "refundedAmount", "currency",
      'admin', "completedAt" + interval '3 days'
    FROM "Order" WHERE "refundedAmount" > 0`);
  }, long);
  for (const statement of tallyBackfillStatements()) await db.$executeRawUnsafe(statement);
  // The e-mails too, then each order's latest delivery set by its migration's statement.
  await db.$transaction(async (tx) => {
    await tx.$executeRawUnsafe(`SET LOCAL session_replication_role = replica`);
    await tx.$executeRawUnsafe(`
    INSERT INTO "EmailOutbox" ("id", "idempotencyKey", "to", "subject", "template", "html", "text", "status", "transport",
      "orderId", "delivery", "createdAt", "sentAt")
    SELECT 'm' || "id", 'confirmation:' || "id", "email", 'Your guide', 'order-confirmation', '<p>Thank you</p>', 'Thank you',
      'sent', 'resend', "id", (CASE WHEN hashtext("id") % 200 = 0 THEN 'bounced' ELSE 'delivered' END)::"EmailDelivery",
      "completedAt", "completedAt"
    FROM "Order" WHERE "completedAt" IS NOT NULL`);
    // Each paid order's two jobs, as the local engine leaves them: the receipt sent, the review
    // request done. The order page lists an order's jobs.
    await tx.$executeRawUnsafe(`
    INSERT INTO "ScheduledJob" ("id", "name", "payload", "runAt", "status", "attempts", "idempotencyKey", "outcome", "finishedAt", "createdAt", "updatedAt")
    SELECT w || ':' || "id", w, jsonb_build_object('orderId', "id", 'cartId', NULL), "completedAt", 'done', 1, w || ':' || "id",
      'sent', "completedAt", "completedAt", "completedAt"
    FROM "Order", unnest(ARRAY['order-confirmation', 'review-request']) AS w WHERE "completedAt" IS NOT NULL`);
  }, long);
  for (const statement of latestDeliveryBackfillStatements()) await db.$executeRawUnsafe(statement);
  await db.$executeRawUnsafe(`VACUUM ANALYZE "Order"`);
  await db.$executeRawUnsafe(`VACUUM ANALYZE "Refund"`);
  await db.$executeRawUnsafe(`VACUUM ANALYZE "EmailOutbox"`);
  await db.$executeRawUnsafe(`VACUUM ANALYZE "ScheduledJob"`);
  console.log(
    `orders at scale: ${await db.order.count()} orders, ${await db.refund.count()} refunds, ${await db.emailOutbox.count()} e-mails, ${await db.scheduledJob.count()} jobs on PostgreSQL (inserted and vacuumed in ${((performance.now() - t0) / 1000).toFixed(1)} s), ${RUNS} runs each`,
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
    ["latest e-mail bounced", { delivery: "bounced" as const }],
    ["latest e-mail delivered", { delivery: "delivered" as const }],
  ] as const;
  const baseline = await time("baseline: orders.list (newest 50)", () => listOrders(db));
  const results: number[] = [];
  // What /admin reads on the server before its first byte (src/app/admin/page.tsx), in parallel;
  // then everything it reads, the chart and the undelivered count streaming in after.
  const adminPage = await time("/admin before its first byte: page 1, stats", () =>
    Promise.all([searchOrders(db, searchInputOf({})), orderStats(db)]),
  );
  results.push(adminPage);
  console.log(`  ${"".padEnd(44)} ${(adminPage / baseline).toFixed(1)}× the baseline`);
  await time("/admin in all: + the chart, the undelivered count", () =>
    Promise.all([searchOrders(db, searchInputOf({})), orderStats(db), revenueByDay(db), undeliveredOrderCount(db)]),
  );
  const stats = await time("orders.stats (counts, revenue)", () => orderStats(db));
  results.push(stats);
  console.log(`  ${"".padEnd(44)} ${(stats / baseline).toFixed(1)}× the baseline`);
  await time("orders.chart (30 days)", () => revenueByDay(db));
  await time("orders.undelivered", () => undeliveredOrderCount(db));
  for (const [name, input] of queries) {
    const p95 = await time(`orders.search: ${name}`, () => searchOrders(db, input));
    results.push(p95);
    console.log(`  ${"".padEnd(44)} ${(p95 / baseline).toFixed(1)}× the baseline; ${(await searchOrders(db, input)).orders.length} rows`);
  }
  console.log(`  target ≤ 100 ms at p95: ${results.every((p) => p <= 100) ? "met" : "NOT met"}`);

  // Without the search indexes (for comparison only): what they buy. Skipped above 200 000
  // orders, where each scan without them takes seconds.
  if (ORDERS <= 200_000) {
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
  }

  // The CSV of every order (includeTest: all of them), consumed as a client would.
  const viewer: Viewer = { userId: "bench", email: "bench@shop.org" };
  if (!global.gc) console.log("  (no --expose-gc: the starting figures are not taken after a collection)");
  global.gc?.();
  const { rss: rssBefore, heapUsed: heapBefore } = process.memoryUsage();
  let rssMax = rssBefore;
  let heapMax = heapBefore;
  const sampler = setInterval(() => {
    const { rss, heapUsed } = process.memoryUsage();
    rssMax = Math.max(rssMax, rss);
    heapMax = Math.max(heapMax, heapUsed);
  }, 50);
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
  const mb = (n: number) => Math.round(n / 1024 / 1024);
  console.log(
    `CSV export: ${lines - 1} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(1)} s; RSS ${mb(rssBefore)} → max ${mb(rssMax)} MB (+${growth.toFixed(0)} MB)`,
  );
  global.gc?.();
  console.log(
    `  heap used ${mb(heapBefore)} → max ${mb(heapMax)} MB while streaming (+${mb(heapMax - heapBefore)} MB)${global.gc ? `, ${mb(process.memoryUsage().heapUsed)} MB after a collection` : ""}`,
  );
  const budget = 15 * Math.max(1, ORDERS / 100_000);
  console.log(`  target ≤ ${budget} s and ≤ 100 MB growth: ${seconds <= budget && growth <= 100 ? "met" : "NOT met"}`);

  // The order page (orders.get), after the export: its services' modules hold about 80 MB of heap
  // here (through tsx), which, loaded before, would raise the export's starting heap and with it
  // what the collector lets grow. An order from the middle of the year, with its e-mails, jobs and grants.
  const { getOrder } = await import("@/server/services/orders/history");
  const [middle] = await db.$queryRawUnsafe<{ id: string }[]>(
    `SELECT "id" FROM "Order" WHERE "completedAt" IS NOT NULL ORDER BY "createdAt" OFFSET ${Math.floor(ORDERS / 2)} LIMIT 1`,
  );
  const page = await time("orders.get (the order page)", () => getOrder(db, middle!.id));
  console.log(`  target ≤ 100 ms at p95: ${page <= 100 ? "met" : "NOT met"}`);
} finally {
  await open.close();
  await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
}
