// Load benchmark of checkout.createSession and the Stripe webhook against the BUILT app on
// PostgreSQL (`npm run build` first), with the real Stripe SDK pointed at a local fake Stripe.
// 200 concurrent connections; afterwards every order is counted: none lost, none fulfilled twice,
// and the dashboard's running totals agree with the count.
//   npx tsx bench/checkout-load.ts [orders=1000] [replays=3]
import { execFileSync, spawn } from "node:child_process";
import autocannon from "autocannon";
import pg from "pg";
import Stripe from "stripe";
import { startFakeResend } from "../tests/mocks/fake-resend";
import { startFakeStripe, WEBHOOK_SECRET } from "../tests/mocks/fake-stripe";
import { adminQuery, databaseUrl, uniqueName } from "../tests/setup/databases";
import { waitForApp } from "../tests/setup/wait-for-app";

const orders = Number(process.argv[2] ?? 1000);
const replays = Number(process.argv[3] ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 200);
const port = 3400 + Math.floor(Math.random() * 100);
const base = `http://127.0.0.1:${port}`;

const stripe = await startFakeStripe();
// A store that takes payments must deliver e-mail (src/server/production-guard.ts): a local fake Resend.
const resend = await startFakeResend();
const database = uniqueName("fg_bench");
await adminQuery(`CREATE DATABASE "${database}"`);
const env = {
  ...process.env,
  DATABASE_URL: databaseUrl(database),
  NEXT_PUBLIC_SITE_URL: base,
  STRIPE_SECRET_KEY: "sk_test_bench",
  // Signs session cookies: a production server refuses to start without it (src/server/production-guard.ts).
  BETTER_AUTH_SECRET: "bench-only-better-auth-secret-0123456789abcdef",
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE: `http://127.0.0.1:${stripe.port}`,
  RESEND_API_KEY: "re_bench",
  RESEND_BASE_URL: resend.url,
  // The load generator plays many buyers behind one proxy (X-Forwarded-For), each with its own address.
  TRUSTED_PROXY_HOPS: "1",
  NODE_ENV: "production" as const,
};
execFileSync("npm", ["run", "--silent", "db:prepare"], { env, stdio: "inherit" });
const server = spawn("node_modules/.bin/next", ["start", "-p", String(port), "-H", "127.0.0.1"], { env, stdio: "ignore", detached: true });
const db = new pg.Client({ connectionString: env.DATABASE_URL });

const count = async (sql: string) => Number((await db.query<{ n: string }>(sql)).rows[0]!.n);
const line = (name: string, r: autocannon.Result) =>
  console.log(
    `  ${name}: ${r.requests.average.toFixed(0)} req/s, latency p50 ${r.latency.p50} ms / p99 ${r.latency.p99} ms, ` +
      `${r["2xx"]} 2xx, ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`,
  );

try {
  await waitForApp(base, { server });
  await db.connect();
  console.log(`checkout load: ${orders} orders, ${connections} connections, webhook replays ×${replays}`);

  let n = 0;
  const sessions = await autocannon({
    url: base,
    connections,
    amount: orders,
    requests: [
      {
        method: "POST",
        path: "/api/trpc/checkout.createSession",
        setupRequest: (req) => {
          const i = ++n;
          const form = {
            email: `bench${i}@shop.example`,
            firstName: "Bench",
            lastName: "Buyer",
            address: "1 Main St",
            city: "Austin",
            state: "TX",
            zipCode: "73301",
            country: "United States",
            product: "fertility",
          };
          return {
            ...req,
            headers: { "content-type": "application/json", "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
            body: JSON.stringify({ json: form }),
          };
        },
      },
    ],
  });
  line("checkout.createSession", sessions);

  const rows = (
    await db.query<{ providerSessionId: string }>(`SELECT "providerSessionId" FROM "Order" WHERE "providerSessionId" IS NOT NULL`)
  ).rows;
  const stored = await count(`SELECT count(*) AS n FROM "Order"`);
  console.log(`  orders stored: ${stored} (2xx answers: ${sessions["2xx"]}), with a Stripe session: ${rows.length}`);
  for (const { providerSessionId } of rows) stripe.pay(providerSessionId);

  const events = rows
    .flatMap(({ providerSessionId }, i) =>
      Array.from({ length: replays }, () => {
        const payload = JSON.stringify({
          id: `evt_bench_${i}`,
          object: "event",
          type: "checkout.session.completed",
          api_version: "2025-01-01",
          created: Math.floor(Date.now() / 1000),
          data: { object: { id: providerSessionId, object: "checkout.session" } },
        });
        return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
      }),
    )
    .sort(() => Math.random() - 0.5);
  let e = 0;
  const webhooks = await autocannon({
    url: base,
    connections,
    amount: events.length,
    requests: [
      {
        method: "POST",
        path: "/api/webhooks/stripe",
        setupRequest: (req) => {
          const event = events[e++ % events.length]!;
          return { ...req, headers: { "content-type": "application/json", "stripe-signature": event.signature }, body: event.payload };
        },
      },
    ],
  });
  line("webhook (checkout.session.completed)", webhooks);

  const completed = await count(`SELECT count(*) AS n FROM "Order" WHERE status = 'completed'`);
  const events1 = await count(`SELECT count(*) AS n FROM "PaymentEvent"`);
  // The confirmation e-mails are written by the background engine after each payment, a few a
  // second: wait for them while their number still grows (it stalls for 30 s at most).
  const mailsSql = `SELECT count(*) AS n FROM "EmailOutbox" WHERE template = 'order-confirmation'`;
  const waited = performance.now();
  for (let mails = await count(mailsSql), grew = Date.now(); mails < completed && Date.now() - grew < 30_000;) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = await count(mailsSql);
    if (now > mails) [mails, grew] = [now, Date.now()];
  }
  const mails = await count(mailsSql);
  console.log(`  confirmation e-mails: ${mails} after ${((performance.now() - waited) / 1000).toFixed(0)} s of waiting for the engine`);
  const grants = await count(`SELECT count(*) AS n FROM "DownloadGrant"`);
  console.log(
    `  after the run: ${completed}/${rows.length} orders completed, ${events1} events recorded, ${mails} confirmation e-mails, ${grants} download grants`,
  );
  // The dashboard's running totals (docs/orders.md#figures-at-any-size), written by every checkout
  // and webhook at once, against a recount of the orders.
  const tallied = await count(`SELECT COALESCE(SUM("orders"), 0) AS n FROM "OrderTally" WHERE "status" = 'completed'`);
  const talliedPending = await count(`SELECT COALESCE(SUM("orders"), 0) AS n FROM "OrderTally" WHERE "status" = 'pending'`);
  const pending = await count(`SELECT count(*) AS n FROM "Order" WHERE status = 'pending'`);
  console.log(`  running totals: ${tallied} completed (counted: ${completed}), ${talliedPending} pending (counted: ${pending})`);
  const ok =
    tallied === completed &&
    talliedPending === pending &&
    stored === sessions["2xx"] &&
    rows.length === stored &&
    completed === rows.length &&
    events1 === rows.length &&
    mails === rows.length &&
    grants === rows.length &&
    sessions.errors === 0 &&
    webhooks.errors === 0 &&
    webhooks.non2xx === 0;
  console.log(ok ? "  no order lost, none fulfilled twice" : "  MISMATCH: see the counts above");
  process.exitCode = ok ? 0 : 1;
} finally {
  await db.end().catch(() => {});
  try {
    process.kill(-server.pid!, "SIGTERM");
  } catch {
    // already stopped
  }
  await stripe.close();
  await resend.close();
  await new Promise((r) => setTimeout(r, 500));
  await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
}
