// Benchmark: does the beacon route hold 500 requests/s with p99 ≤ 50 ms (docs/insights.md)?
// Measured on the handler itself, in this process, on a fresh PostgreSQL database: the route's
// own `POST` export (src/app/api/beacon/route.ts: body cap, rate limit, JSON and schema check, bot
// filter, visitor hash, insert) beside a bare handler doing the minimum — parse the body, insert
// one row with plain `pg` — under the same open-loop load in the same run, in turns.
// Open loop: a request is started every 1000/RATE ms whether or not earlier ones finished, and its
// latency is counted from when it was due (so a stall is not hidden by waiting for it).
// Every request is a different browser (its own X-Forwarded-For behind one trusted proxy hop, so
// the per-address limit of 120 a minute is not what is measured; the store-wide 200 000 an hour
// applies). Not measured here: Next's HTTP server in front (bench/checkout-cpu.ts measures that
// layer for the checkout); a built app adds its request handling to both sides alike.
//   npx tsx --conditions=react-server bench/beacon.ts [rate=500] [seconds=15] [rounds=3]
import { randomBytes } from "node:crypto";
import pg from "pg";
import { adminQuery, databaseUrl, uniqueName } from "../tests/setup/databases";
import { percentile } from "./pg-timing";

const RATE = Number(process.argv[2] ?? 500);
const SECONDS = Number(process.argv[3] ?? 15);
const ROUNDS = Number(process.argv[4] ?? 3);

const database = uniqueName("fg_bench_beacon");
await adminQuery(`CREATE DATABASE "${database}"`);
const url = databaseUrl(database);
const { execFileSync } = await import("node:child_process");
execFileSync("npm", ["run", "--silent", "db:prepare"], { env: { ...process.env, DATABASE_URL: url }, stdio: "ignore" });
// The app reads its settings once, at import (src/env.js): set them first.
process.env.DATABASE_URL = url;
process.env.TRUSTED_PROXY_HOPS = "1";
const { POST } = await import("@/app/api/beacon/route");
const { getDb, getOpenDatabase } = await import("@/server/db");

const pool = new pg.Pool({ connectionString: url, max: 10 });
/** The baseline: the beacon's minimum, with none of the route's checks, hash or Prisma. */
async function bare(request: Request) {
  const body = JSON.parse(await request.text()) as { u: string };
  const now = new Date();
  await pool.query(
    `INSERT INTO "InsightEvent" ("id", "day", "visitor", "kind", "path", "country", "device", "createdAt") VALUES ($1, $2, 'bare-visitor', 'pageview', $3, 'unknown', 'desktop', $4)`,
    [`bare${randomBytes(10).toString("hex")}`, now.toISOString().slice(0, 10), String(body.u).slice(0, 200), now],
  );
  return new Response(null, { status: 204 });
}

const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const pages = [
  "/",
  "/blog/natural-fertility-boost-methods",
  "/digital-fertility-guide?utm_source=newsletter&utm_medium=email",
  "/checkout?product=fertility",
];
let visitor = 0;
const request = () => {
  const i = ++visitor;
  return new Request("http://localhost:3000/api/beacon", {
    method: "POST",
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      "user-agent": chrome,
      "cf-ipcountry": ["US", "GB", "AU"][i % 3]!,
      "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    },
    body: JSON.stringify({ u: pages[i % pages.length], r: i % 3 === 0 ? "https://www.google.com/" : "" }),
  });
};

type Handler = (req: Request) => Promise<Response>;
async function load(handler: Handler, seconds: number) {
  const total = Math.round(RATE * seconds);
  const interval = 1000 / RATE;
  const latencies: number[] = [];
  let failed = 0;
  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(
      handler(request())
        .then((res) => {
          if (res.status !== 204) failed++;
        })
        .catch(() => void failed++)
        .finally(() => latencies.push(performance.now() - due)),
    );
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  return { rps: total / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), failed };
}

const route = (req: Request) => POST(req as never, undefined as never) as Promise<Response>;
const fmt = (r: Awaited<ReturnType<typeof load>>) =>
  `${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${r.failed} failed`;
try {
  await load(route, 2); // warm up: connections, Prisma's query compiler, the day's salt
  await load(bare, 2);
  console.log(
    `beacon handler: ${RATE} requests/s open loop for ${SECONDS} s × ${ROUNDS} rounds, the route and the bare handler in turns (PostgreSQL)`,
  );
  const results: { route: Awaited<ReturnType<typeof load>>; bare: Awaited<ReturnType<typeof load>> }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const r = await load(route, SECONDS);
    const b = await load(bare, SECONDS);
    results.push({ route: r, bare: b });
    console.log(`  round ${round + 1}: route ${fmt(r)} | bare ${fmt(b)} | p99 ${(r.p99 / b.p99).toFixed(2)}×`);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const r99 = median(results.map((r) => r.route.p99));
  const b99 = median(results.map((r) => r.bare.p99));
  const rps = median(results.map((r) => r.route.rps));
  const failed = results.reduce((n, r) => n + r.route.failed, 0);
  // CPU per request (this process: the handler, Prisma or pg, the load generator alike), closed
  // loop, 10 in flight: steadier than latency on a shared machine.
  const cpuPerRequest = async (handler: Handler, n = 3000) => {
    const before = process.cpuUsage();
    for (let i = 0; i < n; i += 10) await Promise.all(Array.from({ length: 10 }, () => handler(request())));
    const used = process.cpuUsage(before);
    return (used.user + used.system) / 1000 / n;
  };
  const cpu = { route: [] as number[], bare: [] as number[] };
  for (let round = 0; round < ROUNDS; round++) {
    cpu.route.push(await cpuPerRequest(route));
    cpu.bare.push(await cpuPerRequest(bare));
  }
  const [routeCpu, bareCpu] = [median(cpu.route), median(cpu.bare)];
  console.log(
    `  CPU per request (closed loop, 10 in flight, median of ${ROUNDS}): route ${routeCpu.toFixed(3)} ms, bare ${bareCpu.toFixed(3)} ms, ${(routeCpu / bareCpu).toFixed(2)}×`,
  );
  const db = await getDb();
  const stored = await db.insightEvent.count({ where: { visitor: { not: "bare-visitor" } } });
  console.log(
    `  median: route ${rps.toFixed(0)} req/s, p99 ${r99.toFixed(1)} ms; bare p99 ${b99.toFixed(1)} ms; route ÷ bare ${(r99 / b99).toFixed(2)}×`,
  );
  console.log(`  stored ${stored} events from the route (page views and their steps); ${failed} route requests failed`);
  console.log(`  target (holds ${RATE}/s with p99 ≤ 50 ms): ${rps >= RATE * 0.98 && failed === 0 && r99 <= 50 ? "met" : "NOT met"}`);
} finally {
  await pool.end();
  await (await getOpenDatabase()).close();
  await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
}
