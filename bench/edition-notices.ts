// "Tell past buyers" of a new edition (docs/product.md#editions), measured on PostgreSQL in a
// database of its own: BUYERS completed orders of the intimacy guide, an edition published, then
// the campaign queued (one INSERT … SELECT) and sent by the local job engine at the mail rate.
// Prints the time to queue, the process's memory growth while queueing, and the send rate over
// SEND_S seconds (the local mail adapter: the rate is the pacing's, not a provider's).
//   npx tsx --import ./bench/server-only-off.mjs bench/edition-notices.ts [buyers=10000] [send seconds=20]
import { setJobQueue } from "@/server/jobs";
import { localJobQueue } from "@/server/jobs/local";
import { workflows } from "@/server/jobs/workflows";
import { workflowSteps } from "@/server/workflow-steps";
import { editionCampaign, tellPastBuyers } from "@/server/services/downloads/edition-notices";
import { publishEdition } from "@/server/services/downloads/editions";
import { adminQuery } from "../tests/setup/databases";
import { benchDatabase } from "./pg-timing";

const BUYERS = Number(process.argv[2] ?? 10_000);
const SEND_S = Number(process.argv[3] ?? 20);
const { name: database, open, db } = await benchDatabase("fg_bench_edition_notices");
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const engine = localJobQueue({ db: async () => db, workflows, steps: workflowSteps, pollMs: 100, throttle: true, log: () => {} });
setJobQueue(engine);

try {
  const actor = { userId: "bench", email: "bench@example.com" };
  await db.$executeRawUnsafe(`
    INSERT INTO "Order" ("id", "email", "firstName", "lastName", "address", "city", "state", "zipCode", "country", "countryCode",
      "productId", "productName", "subtotal", "amount", "currency", "provider", "status", "createdAt", "completedAt", "updatedAt")
    SELECT 'ed' || lpad(i::text, 6, '0'), 'buyer' || i || '@example.com', 'Jane', 'Doe', '1 Main St', 'Springfield', 'IL', '62701',
      'United States', 'US', 'intimacy', 'Guide', 4700, 4700, 'usd', 'local', 'completed', now(), now(), now()
    FROM generate_series(1, ${BUYERS}) AS i`);
  await db.$executeRawUnsafe(
    `INSERT INTO "DownloadGrant" ("id", "orderId", "productId") SELECT 'g' || "id", "id", 'intimacy' FROM "Order" WHERE "id" LIKE 'ed%'`,
  );
  await db.storedFile.create({
    data: {
      key: "single/bench-edition.pdf",
      folder: "single",
      name: "bench-edition.pdf",
      size: 1000,
      contentType: "application/pdf",
      provider: "local",
    },
  });
  const edition = await publishEdition(db, actor, {
    product: "intimacy",
    key: "single/bench-edition.pdf",
    label: "2nd edition",
    whatChanged: "Bench",
  });

  global.gc?.();
  const before = process.memoryUsage();
  const t0 = performance.now();
  const { queued } = await tellPastBuyers(db, actor, edition.id);
  const queuedIn = performance.now() - t0;
  const after = process.memoryUsage();
  console.log(`edition notices: ${BUYERS} past buyers of one guide on PostgreSQL, the local job engine`);
  console.log(
    `  queued ${queued} notices in ${(queuedIn / 1000).toFixed(2)} s; memory growth: rss ${mb(after.rss - before.rss)}, heap ${mb(after.heapUsed - before.heapUsed)}`,
  );

  engine.start();
  const s0 = performance.now();
  await new Promise((resolve) => setTimeout(resolve, SEND_S * 1000));
  await engine.stop();
  const jobs = await db.scheduledJob.groupBy({ by: ["name", "status"], _count: { _all: true } });
  const failed = await db.scheduledJob.findFirst({ where: { lastError: { not: null } }, select: { lastError: true } });
  console.log(
    `  jobs: ${jobs.map((j) => `${j.name} ${j.status} ${j._count._all}`).join(", ")}${failed ? `; last error: ${failed.lastError}` : ""}`,
  );
  const counts = await editionCampaign(db, edition.id);
  const outbox = await db.emailOutbox.count({ where: { template: "edition-notice" } });
  const seconds = (performance.now() - s0) / 1000;
  console.log(
    `  sent ${counts.sent} in ${seconds.toFixed(1)} s: ${(counts.sent / seconds).toFixed(2)} e-mails/s (the mail rate is 2/s); outbox rows ${outbox}, still queued ${counts.queued}`,
  );
  console.log(`  at that rate all ${queued} take ${(queued / Math.max(counts.sent / seconds, 0.01) / 60).toFixed(0)} min`);
} finally {
  await open.close();
  await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
}
