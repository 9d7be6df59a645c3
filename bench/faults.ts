// Faults bench (after `npm run build`): two processes of the built app on one PostgreSQL database,
// the real Stripe and Resend SDKs pointed at local fakes, the database behind a TCP proxy this
// script can cut. Three faults, then a table of what was seen:
//   1. `kill -9` of one process during 500 concurrent checkouts (a load balancer sends the
//      requests the dead process dropped to the other), then every paid session's webhook
//      delivered 3 times, shuffled → the other keeps answering, no order lost or half-written,
//      each paid order completed once, each receipt e-mailed once;
//   2. the mail provider answering 500 during 100 purchases, then recovering → orders complete,
//      receipts delivered once it is back, none twice;
//   3. the database unreachable for 10 s → API calls answer 503 with a clear message, and the app
//      serves again by itself.
//   npx tsx --conditions=react-server bench/faults.ts   (ports FAULTS_PORT and FAULTS_PORT+1, default 3414 and 3415)
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import pg from "pg";
import Stripe from "stripe";
import { unavailableText } from "../src/lib/messages";
import { startFakeResend } from "../tests/mocks/fake-resend";
import { startFakeStripe, WEBHOOK_SECRET } from "../tests/mocks/fake-stripe";
import { startTcpProxy } from "../tests/mocks/tcp-proxy";
import { adminQuery, databaseUrl, uniqueName } from "../tests/setup/databases";
import { waitForApp } from "../tests/setup/wait-for-app";

const CHECKOUTS = Number(process.env.FAULTS_CHECKOUTS ?? 500);
const MAIL_PURCHASES = Number(process.env.FAULTS_MAIL_PURCHASES ?? 100);
const OUTAGE_MS = 10_000;
const basePort = Number(process.env.FAULTS_PORT ?? 3414);
const ports = [basePort, basePort + 1] as const;
const urls = ports.map((p) => `http://127.0.0.1:${p}`);

const stripe = await startFakeStripe();
const resend = await startFakeResend();
const database = uniqueName("fg_faults");
await adminQuery(`CREATE DATABASE "${database}"`);
const direct = databaseUrl(database);
const proxy = await startTcpProxy({ host: new URL(direct).hostname, port: Number(new URL(direct).port || 5432) });
const env = {
  ...process.env,
  DATABASE_URL: proxy.through(direct),
  NEXT_PUBLIC_SITE_URL: urls[0]!,
  STRIPE_SECRET_KEY: "sk_test_faults",
  // Signs session cookies: a production server refuses to start without it (src/server/production-guard.ts).
  BETTER_AUTH_SECRET: "faults-only-better-auth-secret-0123456789abcdef",
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE: `http://127.0.0.1:${stripe.port}`,
  RESEND_API_KEY: "re_faults",
  RESEND_BASE_URL: resend.url,
  TRUSTED_PROXY_HOPS: "1",
  JOBS_POLL_INTERVAL_MS: "500",
  NODE_ENV: "production" as const,
};
execFileSync("npm", ["run", "--silent", "db:prepare"], { env: { ...env, DATABASE_URL: direct }, stdio: "inherit" });
const db = new pg.Client({ connectionString: direct });
await db.connect();

const servers: (ChildProcess | undefined)[] = [];
const start = (i: 0 | 1) => {
  servers[i] = spawn("node_modules/.bin/next", ["start", "-p", String(ports[i]), "-H", "127.0.0.1"], {
    env,
    stdio: "ignore",
    detached: true,
  });
};
const killHard = (i: 0 | 1) => {
  try {
    process.kill(-servers[i]!.pid!, "SIGKILL");
  } catch {
    // already gone
  }
};

const count = async (sql: string) => Number((await db.query<{ n: string }>(sql)).rows[0]!.n);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0;
let ip = 0;
const nextIp = () => `10.${(++ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`;
const rows: [string, string, string][] = [];

/** One checkout form, for buyer `i`. */
const form = (tag: string, i: number) => ({
  email: `${tag}${i}@mail.fertility-buyers.org`,
  firstName: "Fault",
  lastName: "Buyer",
  address: "1 Main St",
  city: "Austin",
  state: "TX",
  zipCode: "73301",
  country: "United States",
  product: "fertility",
});

/** checkout.createSession on `base`: the session id, or the failure. */
async function createSession(base: string, body: object) {
  const t0 = Date.now();
  const res = await fetch(`${base}/api/trpc/checkout.createSession`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": nextIp() },
    body: JSON.stringify({ json: body }),
  });
  const json = (await res.json()) as { result?: { data: { json: { sessionId: string } } }; error?: { json?: { message?: string } } };
  return { status: res.status, sessionId: json.result?.data.json.sessionId, ms: Date.now() - t0, error: json.error?.json?.message };
}

/** A signed Stripe event for a session, as Stripe delivers it. */
function webhook(sessionId: string, eventId: string) {
  const payload = JSON.stringify({
    id: eventId,
    object: "event",
    type: "checkout.session.completed",
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: sessionId, object: "checkout.session" } },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
}

async function deliver(base: string, events: { payload: string; signature: string }[], concurrency = 50) {
  const statuses: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < events.length) {
        const event = events[next++]!;
        const res = await fetch(`${base}/api/webhooks/stripe`, {
          method: "POST",
          headers: { "content-type": "application/json", "stripe-signature": event.signature },
          body: event.payload,
        }).catch(() => null);
        statuses.push(res?.status ?? 0);
        await res?.text();
      }
    }),
  );
  return statuses;
}

async function waitFor(what: () => Promise<boolean>, timeoutMs: number) {
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    if (await what()) return Date.now() - t0;
    await sleep(500);
  }
  return null;
}

const deliveredOnce = (emails: string[]) => {
  const delivered = new Map<string, number>();
  for (const r of resend.received)
    if (r.status === 200) for (const to of [r.body.to].flat()) delivered.set(String(to), (delivered.get(String(to)) ?? 0) + 1);
  const counts = emails.map((e) => delivered.get(e) ?? 0);
  return {
    once: counts.filter((c) => c === 1).length,
    twice: counts.filter((c) => c > 1).length,
    none: counts.filter((c) => c === 0).length,
  };
};

try {
  start(0);
  start(1);
  await Promise.all(urls.map((u, i) => waitForApp(`${u}/api/trpc/settings.public`, { timeoutMs: 120_000, ok: true, server: servers[i] })));
  console.log(`faults: two app processes on ${urls.join(" and ")}, one PostgreSQL database (${database}) behind a TCP proxy`);

  // 1. kill -9 during concurrent checkouts ---------------------------------------------------
  // A is killed once it has answered a third of its share, with the rest of its share in flight.
  let answeredByA = 0;
  let killedAt = 0;
  const outcomes = await Promise.all(
    Array.from({ length: CHECKOUTS }, async (_, i) => {
      const target = i % 2;
      try {
        const result = await createSession(urls[target]!, form("killed", i));
        if (target === 0 && ++answeredByA === Math.floor(CHECKOUTS / 6) && !killedAt) {
          killedAt = Date.now();
          killHard(0);
        }
        return { ...result, by: target, retried: false, at: Date.now() };
      } catch {
        // The process died under this request (or refused it): the load balancer sends it to the other.
        const result = await createSession(urls[1]!, form("killed", i)).catch((e: Error) => ({
          status: 0,
          sessionId: undefined,
          ms: 0,
          error: e.message,
        }));
        return { ...result, by: 1, retried: true, at: Date.now() };
      }
    }),
  );
  const ok = outcomes.filter((o) => o.status === 200 && o.sessionId);
  const refusals = new Map<string, number>();
  for (const o of outcomes.filter((o) => o.status !== 200)) {
    const key = `${o.status} from ${o.by === 0 ? "the killed process" : "the survivor"}: ${o.error ?? "no message"}`;
    refusals.set(key, (refusals.get(key) ?? 0) + 1);
  }
  const refused = [...refusals].map(([what, n]) => `${n} × ${what}`).join("; ");
  const byBAfter = outcomes.filter((o) => o.by === 1 && o.at > killedAt);
  const sessionIds = ok.map((o) => o.sessionId!);
  const stored = await count(`SELECT count(*) AS n FROM "Order" WHERE email LIKE 'killed%'`);
  const withSession = (
    await db.query<{ providerSessionId: string }>(
      `SELECT "providerSessionId" FROM "Order" WHERE email LIKE 'killed%' AND "providerSessionId" IS NOT NULL`,
    )
  ).rows.map((r) => r.providerSessionId);
  const lost = sessionIds.filter((id) => !withSession.includes(id)).length;
  const interrupted = await count(`SELECT count(*) AS n FROM "Order" WHERE email LIKE 'killed%' AND "providerSessionId" IS NULL`);
  rows.push([
    `\`kill -9\` of one of two app processes during ${CHECKOUTS} concurrent checkouts`,
    "checkout answers",
    `${ok.length}/${CHECKOUTS} got a payment URL (the killed process had answered ${answeredByA}; ${outcomes.filter((o) => o.retried).length} it dropped were resent to the other); the survivor answered ${byBAfter.filter((o) => o.status === 200).length}/${byBAfter.length} after the kill, p50 ${pct(
      byBAfter.map((o) => o.ms),
      50,
    )} ms, p99 ${pct(
      byBAfter.map((o) => o.ms),
      99,
    )} ms${refused ? `; not served: ${refused}` : ""}`,
  ]);
  rows.push([
    "",
    "orders",
    `${stored} stored: ${ok.length - lost} whose payment URL was given, ${lost} lost (a URL given without its order), ${stored - (ok.length - lost)} stored by the killed process for requests it never answered (pending; nobody has their URL, so they expire unpaid; ${interrupted} of them before their payment session existed)`,
  ]);

  for (const id of sessionIds) stripe.pay(id);
  const events = sessionIds.flatMap((id, i) => [0, 1, 2].map(() => webhook(id, `evt_faults_${i}`))).sort(() => Math.random() - 0.5);
  const t1 = Date.now();
  const hookStatuses = await deliver(urls[1]!, events);
  const hookMs = Date.now() - t1;
  const completed = await count(`SELECT count(*) AS n FROM "Order" WHERE email LIKE 'killed%' AND status = 'completed'`);
  const paymentEvents = await count(`SELECT count(*) AS n FROM "PaymentEvent" WHERE id LIKE 'evt_faults_%'`);
  const grants = await count(
    `SELECT count(*) AS n FROM "DownloadGrant" g JOIN "Order" o ON o.id = g."orderId" WHERE o.email LIKE 'killed%'`,
  );
  const halfWritten = await count(
    `SELECT count(*) AS n FROM "Order" o WHERE o.email LIKE 'killed%' AND ((o.status = 'completed') <> EXISTS (SELECT 1 FROM "DownloadGrant" g WHERE g."orderId" = o.id) OR (o.status = 'completed') <> EXISTS (SELECT 1 FROM "PaymentEvent" e WHERE e."orderId" = o.id))`,
  );
  const buyers = ok.map((o) => outcomes.indexOf(o)).map((i) => form("killed", i).email);
  const mailMs = await waitFor(
    async () =>
      (await count(
        `SELECT count(*) AS n FROM "EmailOutbox" WHERE template = 'order-confirmation' AND status = 'sent' AND "to" LIKE 'killed%'`,
      )) >= completed,
    300_000,
  );
  const mails = deliveredOnce(buyers);
  rows.push([
    "",
    `webhooks, each delivered 3× shuffled, to the survivor`,
    `${hookStatuses.filter((s) => s === 200).length}/${events.length} answered 200 in ${(hookMs / 1000).toFixed(1)} s; ${completed}/${sessionIds.length} paid orders completed, ${paymentEvents} events recorded, ${grants} download grants, ${halfWritten} half-written; receipts: ${mails.once} delivered once, ${mails.twice} twice, ${mails.none} missing${mailMs === null ? " (gave up waiting)" : ` (all sent ${(mailMs / 1000).toFixed(0)} s after the webhooks)`}`,
  ]);

  // 2. the mail provider down during purchases ----------------------------------------------
  resend.state.failing = true;
  const purchases = await Promise.all(
    Array.from({ length: MAIL_PURCHASES }, async (_, i) => {
      const session = await createSession(urls[1]!, form("maildown", i));
      if (!session.sessionId) return { session, hook: 0 };
      stripe.pay(session.sessionId);
      const event = webhook(session.sessionId, `evt_maildown_${i}`);
      const res = await fetch(`${urls[1]}/api/webhooks/stripe`, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": event.signature },
        body: event.payload,
      });
      await res.text();
      return { session, hook: res.status };
    }),
  );
  const completedWhileDown = await count(`SELECT count(*) AS n FROM "Order" WHERE email LIKE 'maildown%' AND status = 'completed'`);
  await sleep(5000); // the first attempts fail against the provider
  const failedAttempts = resend.received.filter((r) => r.status === 500).length;
  resend.state.failing = false;
  const recoveredAt = Date.now();
  const recoverMs = await waitFor(
    async () =>
      (await count(
        `SELECT count(*) AS n FROM "EmailOutbox" WHERE template = 'order-confirmation' AND status = 'sent' AND "to" LIKE 'maildown%'`,
      )) >= completedWhileDown,
    300_000,
  );
  const mailDown = deliveredOnce(Array.from({ length: MAIL_PURCHASES }, (_, i) => form("maildown", i).email));
  rows.push([
    `mail provider answering 500 during ${MAIL_PURCHASES} purchases`,
    "orders, then receipts",
    `${purchases.filter((p) => p.hook === 200).length}/${MAIL_PURCHASES} webhooks answered 200 and ${completedWhileDown}/${MAIL_PURCHASES} orders completed while it failed (${failedAttempts} refused sends); after it recovered: ${mailDown.once} receipts delivered once, ${mailDown.twice} twice, ${mailDown.none} missing${recoverMs === null ? " (gave up waiting)" : `, the last ${((Date.now() - recoveredAt) / 1000).toFixed(0)} s later (the engine's first retry waits 30 s)`}`,
  ]);

  // 3. the database unreachable for 10 s ----------------------------------------------------
  const calls: { t: number; status: number; ms: number; text: string }[] = [];
  const t0 = Date.now();
  let outageStart = 0;
  let outageEnd = 0;
  const probe = (async () => {
    while (Date.now() - t0 < OUTAGE_MS + 12_000) {
      const started = Date.now();
      const res = await fetch(
        `${urls[1]}/api/trpc/checkout.quote?input=${encodeURIComponent(JSON.stringify({ json: { product: "intimacy", countryCode: "UK" } }))}`,
      ).catch(() => null);
      calls.push({ t: started, status: res?.status ?? 0, ms: Date.now() - started, text: (await res?.text()) ?? "" });
      await sleep(200);
    }
  })();
  await sleep(2000);
  outageStart = Date.now();
  proxy.pause();
  await sleep(OUTAGE_MS);
  proxy.resume();
  outageEnd = Date.now();
  await probe;
  const during = calls.filter((c) => c.t >= outageStart + 100 && c.t + c.ms <= outageEnd);
  const after = calls.filter((c) => c.t >= outageEnd);
  const firstOk = after.find((c) => c.status === 200);
  rows.push([
    `database unreachable for ${OUTAGE_MS / 1000} s (TCP proxy cut)`,
    "API calls (checkout.quote, every 200 ms)",
    `during: ${during.filter((c) => c.status === 503 && c.text.includes(unavailableText)).length}/${during.length} answered 503 "${unavailableText}" (p99 ${pct(
      during.map((c) => c.ms),
      99,
    )} ms), ${during.filter((c) => c.status >= 500 && c.status !== 503).length} other 5xx; after: first 200 ${firstOk ? firstOk.t + firstOk.ms - outageEnd : "—"} ms after it came back, ${after.filter((c) => c.status === 200).length}/${after.length} answered 200; process restarted: ${servers[1]!.exitCode === null ? "no" : "it died"}`,
  ]);

  console.log("\n| fault | measured | result |\n|---|---|---|");
  for (const [fault, what, result] of rows) console.log(`| ${fault} | ${what} | ${result} |`);
  const good =
    lost === 0 &&
    halfWritten === 0 &&
    completed === sessionIds.length &&
    paymentEvents === sessionIds.length &&
    mails.twice === 0 &&
    mails.none === 0 &&
    byBAfter.every((o) => o.status === 200) &&
    completedWhileDown === MAIL_PURCHASES &&
    mailDown.once === MAIL_PURCHASES &&
    during.length > 0 &&
    during.every((c) => c.status === 503) &&
    after.at(-1)?.status === 200 &&
    servers[1]!.exitCode === null;
  console.log(good ? "\nfaults: every expectation held" : "\nfaults: MISMATCH, see the table");
  process.exitCode = good ? 0 : 1;
} finally {
  await db.end().catch(() => {});
  killHard(0);
  try {
    process.kill(-servers[1]!.pid!, "SIGTERM");
  } catch {
    // already stopped
  }
  await sleep(1000);
  killHard(1);
  await proxy.close();
  await stripe.close();
  await resend.close();
  await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
}
