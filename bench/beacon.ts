// Benchmark: does POST /api/beacon hold 500 requests/s with p99 ≤ 50 ms (docs/insights.md)?
// The BUILT store (`npm run build`) and the bare app (bench/bare, built by `npm run bench` or
// `npx next build bench/bare`; its /api/beacon parses the body and inserts one row with plain
// `pg`, nothing else) are served with `next start` on one fresh PostgreSQL database, and each is
// sent page views at a fixed rate (autocannon's overallRate) in turns, BENCH_BEACON_ROUNDS (3)
// rounds of BENCH_BEACON_SECONDS (15) each. Every request is a different browser (its own
// X-Forwarded-For behind one trusted proxy hop, so the per-address limit of 120 a minute is not
// what is measured; the store-wide 200 000 an hour is in force). Prints the rate achieved, p50,
// p99, failures, and the store's p99 as a multiple of the bare handler's in the same run.
//   npx tsx bench/beacon.ts            ports BENCH_PORT (3300) and BENCH_PORT+1
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import autocannon from "autocannon";
import pg from "pg";
import { adminQuery, databaseUrl, uniqueName } from "../tests/setup/databases";
import { waitForApp } from "../tests/setup/wait-for-app";

const port = Number(process.env.BENCH_PORT ?? 3300);
const rate = Number(process.env.BENCH_BEACON_RATE ?? 500);
const seconds = Number(process.env.BENCH_BEACON_SECONDS ?? 15);
const rounds = Number(process.env.BENCH_BEACON_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_BEACON_CONNECTIONS ?? 50);

if (!fs.existsSync(".next/BUILD_ID") || !fs.existsSync("bench/bare/.next/BUILD_ID")) {
  console.error("beacon: build the store (`npm run build`) and the bare app (`npx next build bench/bare`) first");
  process.exit(1);
}

const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const pages = ["/", "/blog/natural-fertility-boost-methods", "/digital-fertility-guide?utm_source=newsletter&utm_medium=email", "/checkout?product=fertility"];
let visitor = 0;

type Round = { rps: number; p50: number; p99: number; ok: number; failed: number };

async function load(base: string, duration: number): Promise<Round> {
  const result = await autocannon({
    url: base,
    connections,
    overallRate: rate,
    duration,
    requests: [
      {
        method: "POST",
        path: "/api/beacon",
        setupRequest: (req) => {
          const i = ++visitor;
          const body = JSON.stringify({ u: pages[i % pages.length], r: i % 3 === 0 ? "https://www.google.com/" : "" });
          const headers = {
            "content-type": "text/plain;charset=UTF-8",
            "user-agent": chrome,
            "cf-ipcountry": ["US", "GB", "AU"][i % 3]!,
            "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
          };
          return { ...req, headers, body };
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result["2xx"],
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

const database = uniqueName("fg_beacon");
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
const line = (name: string, r: Round) =>
  `${name} ${r.rps.toFixed(0).padStart(4)} req/s, p50 ${String(r.p50).padStart(3)} ms, p99 ${String(r.p99).padStart(4)} ms, ${r.failed} failed`;

try {
  await Promise.all([waitForApp(`${storeBase}/terms`, { server: store, timeoutMs: 60_000 }), waitForApp(`${bareBase}/`, { server: bare, timeoutMs: 60_000 })]);
  // Warm both (JIT, connection pools, Prisma's query compiler, the day's salt).
  await load(storeBase, 3);
  await load(bareBase, 3);
  console.log(`beacon: ${rate} requests/s for ${seconds} s × ${rounds} rounds, ${connections} connections, the store and the bare handler in turns`);
  const results: { store: Round; bare: Round }[] = [];
  for (let round = 0; round < rounds; round++) {
    const s = await load(storeBase, seconds);
    const b = await load(bareBase, seconds);
    results.push({ store: s, bare: b });
    console.log(`  round ${round + 1}: ${line("store", s)} | ${line("bare", b)} | p99 ${(s.p99 / Math.max(1, b.p99)).toFixed(2)}×`);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const s = { rps: median(results.map((r) => r.store.rps)), p99: median(results.map((r) => r.store.p99)), failed: results.reduce((n, r) => n + r.store.failed, 0) };
  const b = { rps: median(results.map((r) => r.bare.rps)), p99: median(results.map((r) => r.bare.p99)) };
  const db = new pg.Client({ connectionString: env.DATABASE_URL });
  await db.connect();
  const stored = Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM "InsightEvent" WHERE visitor <> 'bare-visitor'`)).rows[0]!.n);
  await db.end();
  console.log(`  median: store ${s.rps.toFixed(0)} req/s, p99 ${s.p99} ms; bare ${b.rps.toFixed(0)} req/s, p99 ${b.p99} ms; store p99 ${(s.p99 / Math.max(1, b.p99)).toFixed(2)}× the bare handler's`);
  console.log(`  the store stored ${stored} events (page views and their steps), ${s.failed} requests failed`);
  const held = s.rps >= rate * 0.98 && s.failed === 0;
  console.log(`  target (holds ${rate}/s with p99 ≤ 50 ms): ${held && s.p99 <= 50 ? "met" : "NOT met"}`);
} finally {
  for (const server of servers) server.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
}
