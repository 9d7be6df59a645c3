// A broadcast to the list (docs/product.md#broadcasts), measured on PostgreSQL in a database of
// its own: SUBSCRIBERS confirmed newsletter subscribers (plus a few unsubscribed and suppressed),
// the admin's "Send now", then the first job run — which freezes the audience into recipients
// in one INSERT … SELECT — and the local job engine sending at the mail rate for SEND_S seconds.
// Prints the request's time, the time to queue, the process's memory growth while queueing, and
// the send rate (the local mail adapter: the rate is the pacing's, not a provider's).
//   npx tsx --import ./bench/server-only-off.mjs bench/broadcast.ts [subscribers=50000] [send seconds=20]
import { setJobQueue } from "@/server/jobs";
import { localJobQueue } from "@/server/jobs/local";
import { workflows } from "@/server/jobs/workflows";
import { workflowSteps } from "@/server/workflow-steps";
import { audienceCount } from "@/server/services/broadcasts/audience";
import { createBroadcast, scheduleBroadcast } from "@/server/services/broadcasts/broadcasts";
import { sendBroadcastBatch } from "@/server/services/broadcasts/send";
import { broadcastStats } from "@/server/services/broadcasts/stats";
import { adminQuery } from "../tests/setup/databases";
import { benchDatabase } from "./pg-timing";

const SUBSCRIBERS = Number(process.argv[2] ?? 50_000);
const SEND_S = Number(process.argv[3] ?? 20);
const { name: database, open, db } = await benchDatabase("fg_bench_broadcast");
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const engine = localJobQueue({ db: async () => db, workflows, steps: workflowSteps, pollMs: 100, throttle: true, log: () => {} });
setJobQueue(engine);

try {
  const actor = { userId: "bench", email: "bench-admin@mail.fertility-readers.org" };
  await db.$executeRawUnsafe(`
    INSERT INTO "Subscriber" ("id", "email", "source", "confirmationSentAt", "createdAt", "updatedAt")
    SELECT 'bs' || lpad(i::text, 6, '0'), 'reader' || lpad(i::text, 6, '0') || '@mail.fertility-readers.org', 'newsletter', now(), now(), now()
    FROM generate_series(1, ${SUBSCRIBERS}) AS i`);
  await db.$executeRawUnsafe(
    `INSERT INTO "Unsubscribe" ("email", "source") SELECT "email", 'page' FROM "Subscriber" WHERE "id" LIKE 'bs%' AND "id" LIKE '%00'`,
  );
  await db.$executeRawUnsafe(
    `INSERT INTO "EmailSuppression" ("email", "reason") SELECT "email", 'bounced' FROM "Subscriber" WHERE "id" LIKE 'bs%' AND "id" LIKE '%13'`,
  );
  const audience = { subscribers: true, allBuyers: false, products: [] };
  const c0 = performance.now();
  const count = await audienceCount(db, audience);
  const countedIn = performance.now() - c0;
  const { id } = await createBroadcast(db, actor, {
    subject: "Bench letter",
    preheader: "",
    body: "Hello **reader**. [Blog](https://fertility.example.net/blog)",
    audience,
  });

  const r0 = performance.now();
  const scheduled = await scheduleBroadcast(db, actor, { id, timeZone: "UTC" });
  const requestIn = performance.now() - r0;
  // The queued job is run here once by hand (its first run freezes the audience), then the engine takes over.
  await db.scheduledJob.deleteMany({ where: { name: "broadcast-send" } });
  global.gc?.();
  const before = process.memoryUsage();
  const t0 = performance.now();
  const sendAt = scheduled.scheduledAt.toISOString();
  const first = await sendBroadcastBatch(db, { broadcastId: id, sendAt, runKey: `${id}:${Date.parse(sendAt)}:0` }, { batch: 1, paceMs: 0 });
  const queuedIn = performance.now() - t0;
  const after = process.memoryUsage();
  const recipients = await db.broadcastRecipient.count({ where: { broadcastId: id } });
  console.log(`broadcast: ${SUBSCRIBERS} subscribers on PostgreSQL (1 % unsubscribed, 1 % suppressed), the local job engine`);
  console.log(
    `  audience counted in SQL: ${count} in ${secs(countedIn)}; "Send now" answered in ${secs(requestIn)} (no per-recipient work)`,
  );
  console.log(
    `  first job run froze ${recipients} recipients (and sent 1) in ${secs(queuedIn)}; memory growth: rss ${mb(after.rss - before.rss)}, heap ${mb(after.heapUsed - before.heapUsed)} (${first})`,
  );

  engine.start();
  const s0 = performance.now();
  await new Promise((resolve) => setTimeout(resolve, SEND_S * 1000));
  // Read at the deadline: each run queues the next at once, so the engine's loop would go on to the end.
  const stats = await broadcastStats(db, id);
  const seconds = (performance.now() - s0) / 1000;
  await Promise.race([engine.stop(), new Promise((resolve) => setTimeout(resolve, 15_000))]);
  const failed = await db.scheduledJob.findFirst({ where: { lastError: { not: null } }, select: { lastError: true } });
  const sentHere = stats.sent - 1;
  console.log(
    `  sent ${sentHere} in ${seconds.toFixed(1)} s: ${(sentHere / seconds).toFixed(2)} e-mails/s (the mail rate is 2/s); still queued ${stats.queued}${failed ? `; last error: ${failed.lastError}` : ""}`,
  );
  console.log(`  at that rate all ${recipients} take ${(recipients / Math.max(sentHere / seconds, 0.01) / 3600).toFixed(1)} h`);
} finally {
  await open.close().catch(() => {});
  await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
}
