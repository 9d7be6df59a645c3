// Shared by the server-side benchmarks on PostgreSQL: a database of their own (migrated and
// seeded, dropped by the caller's `drop()`), and p50/p95 timing of a function after a warm-up.
import { execFileSync } from "node:child_process";
import { openDatabase } from "@/server/db/open";
import { adminQuery, databaseUrl, uniqueName } from "../tests/setup/databases";

/** A new PostgreSQL database named `<prefix>_…`, with the migrations and the seed applied. */
export async function benchDatabase(prefix: string) {
  const name = uniqueName(prefix);
  await adminQuery(`CREATE DATABASE "${name}"`);
  const url = databaseUrl(name);
  execFileSync("npm", ["run", "--silent", "db:prepare"], { env: { ...process.env, DATABASE_URL: url }, stdio: "ignore" });
  const open = await openDatabase({ kind: "postgres", url });
  return { name, url, open, db: open.db };
}

export const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;

/** Runs `fn` 3 times to warm up (connections, query plans), then `runs` times; prints p50 and p95, returns p95. */
export async function timeP95(name: string, fn: () => Promise<unknown>, runs: number, width = 36) {
  for (let i = 0; i < 3; i++) await fn();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  const p95 = percentile(ms, 95);
  console.log(`  ${name.padEnd(width)} p50 ${percentile(ms, 50).toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms`);
  return p95;
}
