// Outgoing webhooks (docs/webhooks.md), measured on PostgreSQL in a database of its own: EVENTS
// order.completed events to 3 local endpoints, one of which answers 503 for its first DOWN_S
// seconds. Two local job engines (two "server processes") share the database, as two instances
// of the app would. Reports whether every event reached every endpoint exactly once by
// `webhook-id` (each accepted message counted at the receiver, signatures verified), none lost,
// and the throughput.
//
// The back-off is SHORTENED for this run only (1 s, 2 s, 5 s, 10 s, 15 s, 20 s, then 30 s) so the
// down endpoint recovers within minutes; the store's own schedule (5 s, 5 min, 30 min, 2 h …) is
// the workflow's, unchanged.
//   npx tsx --conditions=react-server bench/webhooks.ts [events=1000] [down seconds=60]
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { setJobQueue } from "@/server/jobs";
import { localJobQueue } from "@/server/jobs/local";
import { workflows } from "@/server/jobs/workflows";
import { workflowSteps } from "@/server/workflow-steps";
import { createWebhookEndpoint, raiseWebhookEvent } from "@/server/services/webhooks/webhooks";
import { adminQuery } from "../tests/setup/databases";
import { benchDatabase, percentile } from "./pg-timing";

const EVENTS = Number(process.argv[2] ?? 1000);
const DOWN_S = Number(process.argv[3] ?? 60);
const SHORT_BACKOFF_MS = [1000, 2000, 5000, 10_000, 15_000, 20_000, 30_000, 30_000, 30_000, 30_000, 30_000];

const { name: database, open, db } = await benchDatabase("fg_bench_webhooks");

type Receiver = {
  name: string;
  server: http.Server;
  accepted: Map<string, number>;
  attempts: number;
  refused: number;
  badSignatures: number;
  orderIds: Set<string>;
  lastAcceptedAt: number;
  secret?: string;
};

const started = Date.now();
function receiver(name: string, downForMs: number): Receiver {
  const r: Receiver = {
    name,
    server: http.createServer(),
    accepted: new Map(),
    attempts: 0,
    refused: 0,
    badSignatures: 0,
    orderIds: new Set(),
    lastAcceptedAt: 0,
  };
  r.server.on("request", (req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      r.attempts++;
      if (Date.now() - started < downForMs) {
        r.refused++;
        res.writeHead(503).end("down");
        return;
      }
      try {
        const event = new Webhook(r.secret!).verify(body, req.headers as Record<string, string>) as { data: { id: string } };
        r.orderIds.add(event.data.id);
      } catch {
        r.badSignatures++;
      }
      const id = String(req.headers["webhook-id"]);
      r.accepted.set(id, (r.accepted.get(id) ?? 0) + 1);
      r.lastAcceptedAt = Date.now();
      res.writeHead(200).end("ok");
    });
  });
  return r;
}

const receivers = [receiver("A", 0), receiver("B", 0), receiver(`C (503 for ${DOWN_S} s)`, DOWN_S * 1000)];
await Promise.all(receivers.map((r) => new Promise<void>((resolve) => r.server.listen(0, "127.0.0.1", resolve))));

// The same steps, the delivery's back-off shortened (see above).
const benchSteps = {
  ...workflowSteps,
  "webhook-delivery": {
    ...workflowSteps["webhook-delivery"],
    retryDelayMs: (retry: number) => SHORT_BACKOFF_MS[Math.min(retry, SHORT_BACKOFF_MS.length) - 1]!,
  },
};
const quiet = () => {};
const engines = [0, 1].map(() => localJobQueue({ db: async () => db, workflows, steps: benchSteps, pollMs: 100, batch: 10, log: quiet }));
setJobQueue(engines[0]);

try {
  const actor = { userId: "bench", email: "bench@example.com" };
  for (const r of receivers) {
    const { secret } = await createWebhookEndpoint(db, actor, {
      url: `http://127.0.0.1:${(r.server.address() as AddressInfo).port}/hooks`,
      events: ["order.completed"],
    });
    r.secret = secret;
  }
  await db.$executeRawUnsafe(`
    INSERT INTO "Order" ("id", "email", "firstName", "lastName", "address", "city", "state", "zipCode", "country", "countryCode",
      "productId", "productName", "subtotal", "amount", "currency", "provider", "status", "createdAt", "completedAt", "updatedAt")
    SELECT 'hook' || lpad(i::text, 6, '0'), 'buyer' || i || '@example.com', 'Jane', 'Doe', '1 Main St', 'Springfield', 'IL', '62701',
      'United States', 'US', 'fertility', 'Guide', 4700, 4700, 'usd', 'local', 'completed', now(), now(), now()
    FROM generate_series(1, ${EVENTS}) AS i`);
  const orderIds = (await db.order.findMany({ where: { id: { startsWith: "hook" } }, select: { id: true } })).map((o) => o.id);

  for (const e of engines) e.start();
  const t0 = performance.now();
  const raiseMs: number[] = [];
  for (const id of orderIds) {
    const t = performance.now();
    await raiseWebhookEvent(db, "order.completed", id, id);
    raiseMs.push(performance.now() - t);
  }
  const raisedIn = performance.now() - t0;
  // A retried fulfilment raises every event again: nothing may be sent twice.
  for (const id of orderIds.slice(0, 100)) await raiseWebhookEvent(db, "order.completed", id, id);

  const expected = EVENTS * receivers.length;
  const deadline = Date.now() + (DOWN_S + 300) * 1000;
  let delivered = 0;
  let healthyDoneAt = 0;
  while (Date.now() < deadline) {
    delivered = await db.webhookDelivery.count({ where: { status: "delivered" } });
    if (!healthyDoneAt && receivers.slice(0, 2).every((r) => r.accepted.size >= EVENTS)) healthyDoneAt = performance.now();
    if (delivered >= expected) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const doneIn = performance.now() - t0;
  await Promise.all(engines.map((e) => e.stop()));

  const rows = await db.webhookDelivery.groupBy({ by: ["status"], _count: { _all: true } });
  const attempts = await db.webhookDelivery.aggregate({ _sum: { attempts: true }, _max: { attempts: true } });
  console.log(
    `webhooks: ${EVENTS} order.completed events × ${receivers.length} endpoints on PostgreSQL, 2 local engines, back-off shortened to ${SHORT_BACKOFF_MS.slice(
      0,
      7,
    )
      .map((ms) => ms / 1000 + " s")
      .join(", ")} …`,
  );
  console.log(
    `  raising the events: ${(raisedIn / 1000).toFixed(1)} s (${(EVENTS / (raisedIn / 1000)).toFixed(0)} events/s; per event p50 ${percentile(raiseMs, 50).toFixed(1)} ms, p95 ${percentile(raiseMs, 95).toFixed(1)} ms)`,
  );
  for (const r of receivers) {
    const dupes = [...r.accepted.values()].filter((n) => n > 1).length;
    const lost = orderIds.filter((id) => !r.orderIds.has(id)).length;
    console.log(
      `  endpoint ${r.name.padEnd(18)} requests ${String(r.attempts).padStart(5)}  answered 503 ${String(r.refused).padStart(5)}  accepted webhook-ids ${r.accepted.size}  accepted twice ${dupes}  orders missing ${lost}  bad signatures ${r.badSignatures}`,
    );
  }
  console.log(
    `  deliveries by status: ${rows.map((r) => `${r.status} ${r._count._all}`).join(", ")}; attempts ${attempts._sum.attempts} (at most ${attempts._max.attempts} for one)`,
  );
  if (healthyDoneAt)
    console.log(
      `  the two healthy endpoints had all ${2 * EVENTS} in ${((healthyDoneAt - t0) / 1000).toFixed(1)} s: ${((2 * EVENTS) / ((healthyDoneAt - t0) / 1000)).toFixed(0)} deliveries/s`,
    );
  console.log(
    `  all ${expected} delivered in ${(doneIn / 1000).toFixed(1)} s (the down endpoint's last at ${((receivers[2]!.lastAcceptedAt - started) / 1000).toFixed(1)} s after the start)`,
  );
  const exactlyOnce = receivers.every(
    (r) =>
      r.accepted.size === EVENTS && [...r.accepted.values()].every((n) => n === 1) && r.orderIds.size === EVENTS && r.badSignatures === 0,
  );
  console.log(
    `  every event to every endpoint exactly once by webhook-id, none lost: ${exactlyOnce && delivered === expected ? "YES" : "NO"}`,
  );
  if (!exactlyOnce || delivered !== expected) process.exitCode = 1;
} finally {
  await Promise.all(receivers.map((r) => new Promise((resolve) => r.server.close(resolve))));
  await open.close();
  await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
}
