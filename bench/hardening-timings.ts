// Two figures of docs/production.md (items 9 and 10) against a running production server
// (tests/e2e/serve.ts <port>, best started with TRUSTED_PROXY_HOPS=1 so each request has its own
// client address):
//
// - "Forgot password?" for an account vs for a stranger: the median time of the answer (the
//   same text either way); with the lookup in a background job the two should not differ.
// - `/` and the prefetch `/?_rsc=…` of a server bound to 127.0.0.1: the region rewrite used to
//   fetch the page from the server itself over HTTP (the prefetch hung on /auth).
//
//   npx tsx bench/hardening-timings.ts 3401 [runs]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import pg from "pg";

const port = process.argv[2] ?? "3401";
const runs = Number(process.argv[3] ?? 15);
const base = `http://127.0.0.1:${port}`;
// The Origin Better Auth trusts: the build's NEXT_PUBLIC_SITE_URL (SWEEP_ORIGIN for a build made for another port).
const origin = process.env.SWEEP_ORIGIN ?? base;
const { databaseUrl } = JSON.parse(fs.readFileSync(path.join(os.tmpdir(), `fg-e2e-${port}.json`), "utf8")) as { databaseUrl: string };

let n = 0;
const freshIp = () => `10.77.${(++n >> 8) & 255}.${n & 255}`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const range = (xs: number[]) => `${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)}`;

async function timed(url: string, init: RequestInit = {}, timeoutMs = 60_000) {
  const started = performance.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  const text = await response.text();
  return { ms: performance.now() - started, status: response.status, text };
}

// An account to ask for.
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const account = `timing-${randomUUID().slice(0, 8)}@mail.fertility-buyers.org`;
await client.query(`INSERT INTO "User" (id, email, "emailVerified") VALUES ($1, $2, true)`, [randomUUID(), account]);

// The limit of 5 per 15 minutes would answer 429 after five: its windows are emptied before
// each request (outside the timed part), the same for both kinds of address.
const reset = async (email: string) => {
  await client.query(`DELETE FROM "RateLimit"`);
  return timed(`${base}/api/auth/request-password-reset`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, "x-forwarded-for": freshIp() },
    body: JSON.stringify({ email, redirectTo: "/auth/reset" }),
  });
};

// Warm up both paths, then alternate.
await reset(account);
await reset(`warm-${randomUUID().slice(0, 8)}@mail.fertility-buyers.org`);
const times = { account: [] as number[], stranger: [] as number[] };
const texts = new Set<string>();
for (let i = 0; i < runs; i++) {
  for (const who of ["account", "stranger"] as const) {
    const answer = await reset(who === "account" ? account : `nobody-${randomUUID().slice(0, 8)}@mail.fertility-buyers.org`);
    if (answer.status !== 200) throw new Error(`request-password-reset answered ${answer.status}: ${answer.text}`);
    texts.add(answer.text);
    times[who].push(answer.ms);
  }
}
await client.end();
console.log(
  `Forgot password? (n = ${runs} each): account median ${median(times.account).toFixed(1)} ms (${range(times.account)}), stranger median ${median(times.stranger).toFixed(1)} ms (${range(times.stranger)}), ratio ${(median(times.account) / median(times.stranger)).toFixed(2)}; ${texts.size} distinct answer text(s)`,
);

// `/` and its prefetch, as the browser on /auth asks for them.
for (const [label, url, headers] of [
  ["GET /", `${base}/`, {}],
  ["prefetch /?_rsc=", `${base}/?_rsc=sweep`, { rsc: "1", "next-router-prefetch": "1", "next-url": "/auth" }],
] as const) {
  const ms: number[] = [];
  let status = 0;
  for (let i = 0; i < Math.min(runs, 10); i++) {
    try {
      const answer = await timed(url, { headers }, 40_000);
      ms.push(answer.ms);
      status = answer.status;
    } catch (error) {
      ms.push(40_000);
      status = 0;
      console.log(`  ${label}: no answer in 40 s (${error instanceof Error ? error.name : String(error)})`);
      break; // one hang is the finding; do not wait out ten
    }
  }
  console.log(`${label}: status ${status}, median ${median(ms).toFixed(1)} ms (${range(ms)}, n = ${ms.length})`);
}
