// Live-update latency of the admin dashboard: an order committed by ANOTHER process (this script,
// through its own PostgreSQL connection) → its row on the screen of an admin's /admin page, served
// by the BUILT app (`npm run build` first) on a PostgreSQL database of its own. The browser notes
// the moment each row appears (MutationObserver); the script notes each commit; both read the
// same clock. Prints p50 / p95 / max. Target: ≤ 1 s at p95.
//   npx tsx bench/admin-live.ts [orders=30] [gapMs=300]
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { chromium } from "@playwright/test";
import { E2E_CLIENT_HEADER, E2E_OWNER_EMAIL, signInThroughApi } from "../tests/e2e/accounts";
import { adminQuery, databaseUrl, uniqueName } from "../tests/setup/databases";
import { waitForApp } from "../tests/setup/wait-for-app";

const ORDERS = Number(process.argv[2] ?? 30);
const GAP_MS = Number(process.argv[3] ?? 300);
const port = Number(process.env.BENCH_PORT ?? 3500 + Math.floor(Math.random() * 100)); // the build's NEXT_PUBLIC_SITE_URL port
const base = `http://127.0.0.1:${port}`;
const database = uniqueName("fg_bench_live");
await adminQuery(`CREATE DATABASE "${database}"`);
const env = {
  ...process.env,
  DATABASE_URL: databaseUrl(database),
  NEXT_PUBLIC_SITE_URL: base,
  ALLOW_TEST_PAYMENTS: "1",
  NODE_ENV: "production" as const,
  BETTER_AUTH_SECRET: "bench-only-better-auth-secret-0123456789abcdef",
  ADMIN_EMAILS: E2E_OWNER_EMAIL,
  CLIENT_IP_HEADER: E2E_CLIENT_HEADER,
};
execFileSync("npm", ["run", "--silent", "db:prepare"], { env, stdio: "ignore" });
const server = spawn("node_modules/.bin/next", ["start", "-p", String(port), "-H", "127.0.0.1"], { env, stdio: "ignore", detached: true });
const db = new pg.Client({ connectionString: env.DATABASE_URL });
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;

try {
  await waitForApp(base, { server, timeoutMs: 60_000 });
  await db.connect();
  // The admin signs in through the app's sign-in API, as the e2e fixture does (tests/e2e/accounts.ts).
  const context = await browser.newContext();
  const query = async <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows as T[];
  await signInThroughApi(context.request, base, query, E2E_OWNER_EMAIL);
  const page = await context.newPage();
  await page.goto(`${base}/admin`);
  await page.waitForSelector('[data-testid="live-status"][data-state="live"]', { timeout: 30_000 });
  await page.evaluate(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { __seen: Record<string, number> }).__seen = seen;
    new MutationObserver(() => {
      for (const row of document.querySelectorAll<HTMLElement>("[data-order-id]")) {
        const id = row.dataset.orderId!;
        seen[id] ??= performance.timeOrigin + performance.now();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });

  const committed: Record<string, number> = {};
  for (let i = 0; i < ORDERS; i++) {
    const id = `bench_live_${i}_${randomBytes(3).toString("hex")}`;
    await db.query(
      `INSERT INTO "Order" (id, email, "firstName", "lastName", address, city, state, "zipCode", country, "countryCode", "productId", "productName", subtotal, amount, currency, status, provider, "completedAt", "updatedAt")
       VALUES ($1, $2, 'Jane', 'Doe', '1 Main St', 'Springfield', 'IL', '62701', 'United States', 'US', 'fertility', 'The Science of Natural Fertility & Gender Selection', 4700, 4700, 'usd', 'completed', 'local', now(), now())`,
      [id, `live${i}@mail.fertility-buyers.org`],
    );
    committed[id] = Date.now();
    await new Promise((r) => setTimeout(r, GAP_MS));
  }
  await page.waitForFunction((n) => Object.keys((window as unknown as { __seen: object }).__seen).length >= n, ORDERS, { timeout: 30_000 });
  const seen = await page.evaluate(() => (window as unknown as { __seen: Record<string, number> }).__seen);
  const latencies = Object.entries(committed).map(([id, t]) => seen[id]! - t);
  console.log(
    `admin live updates: ${ORDERS} orders committed by another process, one every ${GAP_MS} ms, PostgreSQL LISTEN/NOTIFY → SSE → table`,
  );
  console.log(
    `  commit → row on screen: p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms`,
  );
  console.log(`  target ≤ 1000 ms at p95: ${percentile(latencies, 95) <= 1000 ? "met" : "NOT met"}`);
} finally {
  await browser.close();
  await db.end().catch(() => {});
  if (server.pid) process.kill(-server.pid, "SIGTERM");
  await new Promise((r) => setTimeout(r, 1000));
  await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
}
