// Time to the first order row on /admin: an admin opens the dashboard (a fresh page, signed in,
// 60 orders in the table) and the clock runs from the navigation's start to the moment the
// first `order-row` is in the document (a MutationObserver installed before the HTML is parsed).
// Two BUILT apps side by side on one PostgreSQL database, runs alternating, so the figure is a
// ratio to a same-run baseline: the baseline is an older build of the app (a `git archive` of an
// earlier commit, built with its own port's NEXT_PUBLIC_SITE_URL), the candidate this tree.
//   NEXT_PUBLIC_SITE_URL=http://127.0.0.1:3602 npm run build   (in the baseline's folder)
//   NEXT_PUBLIC_SITE_URL=http://127.0.0.1:3601 npm run build   (here)
//   npx tsx bench/admin-first-row.ts <baselineDir>:3602 .:3601 [runs=5]
// Prints, per app, the median of the runs: first row, the HTML's first byte, and how many
// /api/trpc requests the page had sent by then.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { chromium, type BrowserContext } from "@playwright/test";
import { E2E_CLIENT_HEADER, E2E_OWNER_EMAIL, signInThroughApi } from "../tests/e2e/accounts";
import { adminQuery, databaseUrl, uniqueName } from "../tests/setup/databases";
import { waitForApp } from "../tests/setup/wait-for-app";

const apps = process.argv.slice(2, 4).map((arg) => {
  const [dir, port] = arg.split(":");
  return { dir: path.resolve(dir!), port: Number(port), label: path.resolve(dir!) === process.cwd() ? "this tree" : dir! };
});
if (apps.length !== 2 || apps.some((a) => !a.port))
  throw new Error("usage: npx tsx bench/admin-first-row.ts <baselineDir>:<port> <candidateDir>:<port> [runs]");
const RUNS = Number(process.argv[4] ?? 5);
const ORDERS = 60;

const database = uniqueName("fg_bench_first_row");
await adminQuery(`CREATE DATABASE "${database}"`);
const env = {
  ...process.env,
  DATABASE_URL: databaseUrl(database),
  ALLOW_TEST_PAYMENTS: "1",
  NODE_ENV: "production" as const,
  NEXT_TELEMETRY_DISABLED: "1",
  BETTER_AUTH_SECRET: "bench-only-better-auth-secret-0123456789abcdef",
  ADMIN_EMAILS: E2E_OWNER_EMAIL,
  CLIENT_IP_HEADER: E2E_CLIENT_HEADER,
};
execFileSync("npm", ["run", "--silent", "db:prepare"], { env, stdio: "ignore" });
const db = new pg.Client({ connectionString: env.DATABASE_URL });
await db.connect();
const query = async <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows as T[];

const servers: ChildProcess[] = [];
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

type Run = { firstRow: number; firstByte: number; trpcBefore: number };

/** One fresh page of `context` on /admin: the moments, from the navigation's start. */
async function measure(context: BrowserContext, base: string): Promise<Run> {
  const page = await context.newPage();
  let trpc = 0;
  let firstRowSeen = false;
  page.on("request", (request) => {
    if (!firstRowSeen && request.url().includes("/api/trpc/")) trpc++;
  });
  await page.goto(`${base}/admin`, { waitUntil: "commit" });
  await page.waitForFunction(() => (window as unknown as { __firstRow?: number }).__firstRow !== undefined, undefined, { timeout: 30_000 });
  firstRowSeen = true;
  const run = await page.evaluate(() => ({
    firstRow: (window as unknown as { __firstRow: number }).__firstRow,
    firstByte: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).responseStart,
  }));
  await page.close();
  return { ...run, trpcBefore: trpc };
}

try {
  for (let i = 0; i < ORDERS; i++) {
    await db.query(
      `INSERT INTO "Order" (id, email, "firstName", "lastName", address, city, state, "zipCode", country, "countryCode", "productId", "productName", subtotal, amount, currency, status, provider, "createdAt", "completedAt", "updatedAt")
       VALUES ($1, $2, 'Jane', 'Doe', '1 Main St', 'Springfield', 'IL', '62701', 'United States', 'US', 'fertility', 'The Science of Natural Fertility & Gender Selection', 4700, 4700, 'usd', 'completed', 'local', now() - make_interval(hours => $3), now() - make_interval(hours => $3), now())`,
      [`bench_row_${i}`, `buyer${i}@mail.fertility-buyers.org`, i * 7],
    );
  }
  const contexts: BrowserContext[] = [];
  for (const app of apps) {
    const base = `http://127.0.0.1:${app.port}`;
    const server = spawn(path.join(app.dir, "node_modules/.bin/next"), ["start", "-p", String(app.port), "-H", "127.0.0.1"], {
      cwd: app.dir,
      env: { ...env, NEXT_PUBLIC_SITE_URL: base },
      stdio: "ignore",
      detached: true,
    });
    servers.push(server);
    await waitForApp(base, { server, timeoutMs: 60_000 });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(() => {
      const w = window as unknown as { __firstRow?: number };
      new MutationObserver((_, observer) => {
        if (document.querySelector('[data-testid="order-row"]')) {
          w.__firstRow = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await signInThroughApi(context.request, base, query, E2E_OWNER_EMAIL);
    await measure(context, base); // warm-up: the server's first render, the database's connections
    contexts.push(context);
  }

  const runs: Run[][] = apps.map(() => []);
  for (let i = 0; i < RUNS; i++) {
    for (const [k, app] of apps.entries()) runs[k]!.push(await measure(contexts[k]!, `http://127.0.0.1:${app.port}`));
  }
  console.log(
    `/admin, time to the first order row (${ORDERS} orders, chromium 1280 px, production builds, median of ${RUNS}, runs alternating):`,
  );
  const medians = runs.map((r) => median(r.map((x) => x.firstRow)));
  for (const [k, app] of apps.entries()) {
    const r = runs[k]!;
    console.log(
      `  ${k === 0 ? "baseline " : "candidate"} ${app.label.padEnd(20)} first row ${medians[k]!.toFixed(0).padStart(5)} ms   HTML first byte ${median(
        r.map((x) => x.firstByte),
      )
        .toFixed(0)
        .padStart(
          5,
        )} ms   /api/trpc requests before the row ${median(r.map((x) => x.trpcBefore))}   (runs: ${r.map((x) => x.firstRow.toFixed(0)).join(", ")})`,
    );
  }
  console.log(`  candidate / baseline: ${(medians[1]! / medians[0]!).toFixed(2)}`);
} finally {
  await browser.close();
  await db.end().catch(() => {});
  for (const server of servers) if (server.pid) process.kill(-server.pid, "SIGTERM");
  await new Promise((r) => setTimeout(r, 1000));
  await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
}
