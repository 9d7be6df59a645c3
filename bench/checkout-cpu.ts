// Benchmark: server CPU per checkout.createSession request, against a bare Next route handler
// doing the same SQL (bench/bare/app/api/checkout/route.js: plain `pg`, no tRPC, Prisma,
// validation or superjson), both under the same load in the same run. Both built apps (`npm run
// build`, and bench/bare built by `npm run bench` or `next build bench/bare`) are served with
// `next start` on one fresh PostgreSQL database; the store with the local payment gateway (no
// Stripe: its HTTP round trip would be the same for both and is not the store's code).
//
// Each round sends BENCH_CPU_REQUESTS (1000) checkouts with BENCH_CPU_CONNECTIONS (10) concurrent
// connections to the store, then to the bare handler, and reads each server's CPU time
// (user + system, /proc/<pid>/stat of the server and its child processes) before and after;
// every request is a new buyer (its own e-mail and X-Forwarded-For). Rounds alternate so a burst
// of load on the shared machine hits both alike; the figure is the median of BENCH_CPU_ROUNDS (7).
// The store's process also runs its in-process job poller (one query a second), counted in.
//
//   npx tsx bench/checkout-cpu.ts            ports BENCH_PORT (3300) and BENCH_PORT+1
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import autocannon from "autocannon";
import pg from "pg";
import { adminQuery, databaseUrl, uniqueName } from "../tests/setup/databases";
import { waitForApp } from "../tests/setup/wait-for-app";

const port = Number(process.env.BENCH_PORT ?? 3300);
const requests = Number(process.env.BENCH_CPU_REQUESTS ?? 1000);
const connections = Number(process.env.BENCH_CPU_CONNECTIONS ?? 10);
const rounds = Number(process.env.BENCH_CPU_ROUNDS ?? 7);
const warmup = Number(process.env.BENCH_CPU_WARMUP ?? 3000);
const ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim());

if (!fs.existsSync(".next/BUILD_ID") || !fs.existsSync("bench/bare/.next/BUILD_ID")) {
  console.error("checkout-cpu: build the store (`npm run build`) and the bare app (`npx next build bench/bare`) first");
  process.exit(1);
}

/** CPU seconds (user + system) used so far by a process and all its descendants. */
function cpuSeconds(pid: number): number {
  let ticks = 0;
  const visit = (p: number) => {
    try {
      const stat = fs.readFileSync(`/proc/${p}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
      for (const task of fs.readdirSync(`/proc/${p}/task`)) {
        const children = fs.readFileSync(`/proc/${p}/task/${task}/children`, "utf8").trim();
        for (const child of children ? children.split(" ") : []) visit(Number(child));
      }
    } catch {
      // the process ended meanwhile
    }
  };
  visit(pid);
  return ticks / ticksPerSecond;
}

/** Empties the bench database's rate-limit windows. */
async function clearRateLimits() {
  const client = new pg.Client({ connectionString: databaseUrl(database) });
  await client.connect();
  await client.query(`DELETE FROM "RateLimit"`).finally(() => client.end());
}

let buyer = 0;
/** Sends `amount` checkouts to `path`; returns how many answered 2xx and the server's CPU seconds. */
async function load(base: string, path: string, pid: number, amount: number) {
  const before = cpuSeconds(pid);
  const result = await autocannon({
    url: base,
    connections,
    amount,
    requests: [
      {
        method: "POST",
        path,
        setupRequest: (req) => {
          const i = ++buyer;
          const form = {
            email: `cpu${i}@shop.example`,
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
  await new Promise((resolve) => setTimeout(resolve, 300)); // late work of the last requests
  const codes = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith("2"))
    .map(([code, { count }]) => `${code}×${count}`);
  return {
    ok: result["2xx"],
    failed: result.non2xx + result.errors,
    codes: codes.join(" "),
    cpu: cpuSeconds(pid) - before,
    rps: result.requests.average,
    p50: result.latency.p50,
  };
}

const database = uniqueName("fg_cpu");
await adminQuery(`CREATE DATABASE "${database}"`);
const env = {
  ...process.env,
  DATABASE_URL: databaseUrl(database),
  NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
  ALLOW_TEST_PAYMENTS: "1",
  BETTER_AUTH_SECRET: "bench-only-better-auth-secret-0123456789abcdef",
  TRUSTED_PROXY_HOPS: "1",
  NODE_ENV: "production" as const,
};
execFileSync("npm", ["run", "--silent", "db:prepare"], { env, stdio: ["ignore", "ignore", "inherit"] });
const servers: ChildProcess[] = [
  spawn("node_modules/.bin/next", ["start", "-p", String(port), "-H", "127.0.0.1"], { env, stdio: "ignore" }),
  spawn("node_modules/.bin/next", ["start", "bench/bare", "-p", String(port + 1), "-H", "127.0.0.1"], { env, stdio: "ignore" }),
];
const [store, bare] = servers as [ChildProcess, ChildProcess];
const storeBase = `http://127.0.0.1:${port}`;
const bareBase = `http://127.0.0.1:${port + 1}`;

try {
  await Promise.all([
    waitForApp(`${storeBase}/terms`, { server: store, timeoutMs: 60_000 }),
    waitForApp(`${bareBase}/`, { server: bare, timeoutMs: 60_000 }),
  ]);
  // Warm both (JIT, connection pools) to a steady state: after a few hundred requests each, both
  // apps still got cheaper from round to round through all the measured rounds, so each round's
  // ratio measured where each app was in its own warm-up; hence BENCH_CPU_WARMUP (3000).
  await clearRateLimits();
  await load(storeBase, "/api/trpc/checkout.createSession", store.pid!, warmup);
  await load(bareBase, "/api/checkout", bare.pid!, warmup);
  console.log(`checkout CPU: ${requests} requests × ${rounds} rounds, ${connections} connections, the store and the bare handler in turns`);
  const perRequest: { store: number; bare: number }[] = [];
  for (let round = 0; round < rounds; round++) {
    // Both apps count into the same store-wide window (3 000 checkouts an hour) on the one
    // database: emptied before each round, so any number of rounds stays under it.
    await clearRateLimits();
    const s = await load(storeBase, "/api/trpc/checkout.createSession", store.pid!, requests);
    const b = await load(bareBase, "/api/checkout", bare.pid!, requests);
    if (s.failed || b.failed)
      console.log(`  round ${round + 1}: FAILED requests: store ${s.failed} ${s.codes}, bare ${b.failed} ${b.codes}`);
    const ms = { store: (s.cpu * 1000) / s.ok, bare: (b.cpu * 1000) / b.ok };
    perRequest.push(ms);
    console.log(
      `  round ${round + 1}: store ${ms.store.toFixed(2)} ms CPU/request (${s.rps.toFixed(0)} req/s, p50 ${s.p50} ms), ` +
        `bare ${ms.bare.toFixed(2)} ms (${b.rps.toFixed(0)} req/s, p50 ${b.p50} ms): ${(ms.store / ms.bare).toFixed(2)}×`,
    );
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const s = median(perRequest.map((r) => r.store));
  const b = median(perRequest.map((r) => r.bare));
  const ratio = median(perRequest.map((r) => r.store / r.bare));
  console.log(`  median: store ${s.toFixed(2)} ms, bare ${b.toFixed(2)} ms of CPU per request; ratio ${ratio.toFixed(2)}× (target ≤ 1.5×)`);
} finally {
  for (const server of servers) server.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
}
