// Benchmark: what a page view costs the server, as a ratio to the bare page measured in the same
// run (docs/performance.md#the-cost-of-a-view). For each path, autocannon loads the bare page and
// then the store's path, taking turns, at the same connections with `Accept-Encoding: gzip`, and
// prints requests/s and p99 with their ratios; the small files (a script, two images) against the
// same kind of file in the bare app. Then it sends the same mixed storefront requests to
// both servers and prints each process's resident memory after them. Not a test: it prints figures.
//
// Run through `npm run bench` (which serves both apps), or against two servers already running:
//   npx tsx bench/throughput.ts http://127.0.0.1:3300 http://127.0.0.1:3301
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import autocannon from "autocannon";
import { documentBytes } from "./js-bytes";

type Load = { rps: number; p99: number; non2xx: number; errors: number; cpuMs: number };

const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const mixedRequests = Number(process.env.BENCH_MIXED ?? 10_000);
// Only the memory line, without the throughput table (for work on the process's memory).
const memoryOnly = process.env.BENCH_MEMORY_ONLY === "1";
const gzip = { "accept-encoding": "gzip" };

/**
 * Loads a URL; besides the rate, the CPU time the serving process spent per answered request,
 * which a busy machine moves far less than the rate (other processes take turns, not CPU time).
 */
async function load(url: string, duration = seconds, headers: Record<string, string> = gzip): Promise<Load> {
  const pid = pidOf(url);
  const before = cpuTicks(pid);
  const result = await autocannon({ url, connections, duration, headers });
  const cpuMs = ((cpuTicks(pid) - before) * 10) / Math.max(result.requests.total, 1);
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors, cpuMs };
}

/** User and system CPU time of a process so far, in clock ticks (`/proc/<pid>/stat` fields 14 and 15; 100 a second on Linux). */
function cpuTicks(pid: string): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(") ") + 2).split(" "); // after the command's name, which may hold spaces
  return Number(fields[11]) + Number(fields[12]);
}

/** The first script of a page: a static file served from `.next/static`. */
async function firstScript(base: string): Promise<string> {
  const html = await textOf(`${base}/`);
  const src = /<script[^>]+src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error(`no script on ${base}/`);
  return src;
}

/**
 * A page's text, asked twice if need be: after a long pause (Lighthouse runs before this bench in
 * `npm run bench`) fetch may reuse a kept-alive connection the server has just closed (EPIPE).
 */
async function textOf(url: string): Promise<string> {
  try {
    return await (await fetch(url)).text();
  } catch {
    return await (await fetch(url)).text();
  }
}

/** The process listening on a URL's port (Linux: `ss`). */
function pidOf(url: string): string {
  const port = new URL(url).port;
  const listening = execFileSync("ss", ["-ltnpH", `sport = :${port}`], { encoding: "utf8" });
  const pid = /pid=(\d+)/.exec(listening)?.[1];
  if (!pid) throw new Error(`no process listens on port ${port}`);
  return pid;
}

/** Resident memory (MB) of the process listening on a URL's port. */
function residentMb(url: string): number {
  const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pidOf(url)}/status`, "utf8"))?.[1];
  return Number(rss) / 1024;
}

/** The storefront paths whose cost per view is compared: a landing page, an article, a product page, checkout and two small files. */
export const storefrontPaths = [
  "/",
  "/blog/natural-fertility-boost-methods",
  "/digital-fertility-guide",
  "/checkout",
  "/robots.txt",
  "/sitemap.xml",
];

/** The landing's cover, served as it is, and a buyer's photo as the landing asks next/image for it. */
const publicImage = "/images/landing-guide-cover.svg";
const optimizedImage = `/_next/image?url=${encodeURIComponent("/images/testimonials/jessica-m.webp")}&w=96&q=75`;

const pad = (text: string, width: number) => text.padEnd(width);
const ms = (n: number) => `${n.toFixed(0)} ms`;

/** Prints the throughput table and the memory line; `pages` are the store's paths to load. */
export async function compareThroughput(base: string, bareBase: string, pages: string[]) {
  if (!memoryOnly) {
    await throughputTable(base, bareBase, pages);
    await weightTable(base, bareBase, pages[0] ?? "/");
  }
  await compareMemory(base, bareBase, pages);
}

async function throughputTable(base: string, bareBase: string, pages: string[]) {
  const staticPaths = { store: await firstScript(base), bare: await firstScript(bareBase) };
  const rows: { label: string; store: string; bare: string; headers?: Record<string, string> }[] = [
    ...pages.map((page) => ({ label: page, store: `${base}${page}`, bare: `${bareBase}/` })),
    // What the app pays when a CDN or reverse proxy in front compresses (docs/production.md#compression):
    // the same request with no Accept-Encoding, so neither server compresses.
    { label: `${pages[0]} (no compression)`, store: `${base}${pages[0]}`, bare: `${bareBase}/`, headers: {} },
    { label: "a static script", store: new URL(staticPaths.store, base).href, bare: new URL(staticPaths.bare, bareBase).href },
    // The same files in both apps (bench/bare/public/images is the store's public/images).
    { label: "an image from public/", store: `${base}${publicImage}`, bare: `${bareBase}${publicImage}` },
    { label: "an image through next/image", store: `${base}${optimizedImage}`, bare: `${bareBase}${optimizedImage}` },
  ];
  console.log(`\nthroughput: ${connections} connections, gzip, ${seconds} s each, bare and store taking turns`);
  console.log(
    `${pad("path", 40)}${pad("bare req/s", 12)}${pad("store req/s", 13)}${pad("ratio", 8)}${pad("bare p99", 10)}${pad("store p99", 11)}${pad("p99 ratio", 11)}CPU per request, bare / store (ratio)`,
  );
  for (const row of rows) {
    await load(row.store, 1, row.headers); // warm: the first views of a region page render it
    const bare = await load(row.bare, seconds, row.headers);
    const store = await load(row.store, seconds, row.headers);
    const refused = store.non2xx + store.errors > 0 ? `  (${store.non2xx} non-2xx, ${store.errors} errors)` : "";
    console.log(
      `${pad(row.label, 40)}${pad(bare.rps.toFixed(0), 12)}${pad(store.rps.toFixed(0), 13)}${pad(`${(store.rps / bare.rps).toFixed(2)}×`, 8)}` +
        `${pad(ms(bare.p99), 10)}${pad(ms(store.p99), 11)}${pad(`${(store.p99 / Math.max(bare.p99, 1)).toFixed(2)}×`, 11)}` +
        `${bare.cpuMs.toFixed(2)} / ${store.cpuMs.toFixed(2)} ms (${(store.cpuMs / Math.max(bare.cpuMs, 0.01)).toFixed(1)}×)${refused}`,
    );
  }
}

/** The bare app's pages of a given document weight in KB (bench/bare/app/weight). */
const weights = ["25", "60", "120", "270"];

/**
 * What the bytes alone cost: the bare page against the bare app's pages of growing weight (static
 * markup, nothing else), and the store's first page among them, each with its document's size raw
 * and gzip. Where the store's page sits on that line says how much of its cost is its weight.
 */
async function weightTable(base: string, bareBase: string, storePage: string) {
  const rows = [
    ...weights.map((kb) => ({ label: `bare page of ~${kb} KB`, url: `${bareBase}/weight/${kb}` })),
    { label: `the store's ${storePage}`, url: `${base}${storePage}` },
  ];
  console.log(`\nwhat a document's weight costs: each against the bare page, ${connections} connections, gzip, ${seconds} s each`);
  console.log(`${pad("document", 28)}${pad("raw / gzip", 20)}${pad("ratio", 8)}${pad("p99 ratio", 11)}CPU per request`);
  for (const row of rows) {
    await load(row.url, 1);
    const bare = await load(`${bareBase}/`);
    const weighed = await load(row.url);
    const { raw, wire } = await documentBytes(row.url);
    console.log(
      `${pad(row.label, 28)}${pad(`${kb(raw)} / ${kb(wire)}`, 20)}${pad(`${(weighed.rps / bare.rps).toFixed(2)}×`, 8)}` +
        `${pad(`${(weighed.p99 / Math.max(bare.p99, 1)).toFixed(2)}×`, 11)}${weighed.cpuMs.toFixed(2)} ms (bare ${bare.cpuMs.toFixed(2)} ms)`,
    );
  }
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

async function compareMemory(base: string, bareBase: string, pages: string[]) {
  // The same count of requests to each: the store's pages in turn, the bare page over and over.
  const mixed = (base_: string, paths: string[]) =>
    autocannon({ url: base_, connections, amount: mixedRequests, headers: gzip, requests: [{ setupRequest: pick(paths) }] });
  await Promise.all([mixed(bareBase, ["/"]), mixed(base, pages)]);
  const [bareMb, storeMb] = [residentMb(bareBase), residentMb(base)];
  console.log(
    `memory after ${mixedRequests} mixed requests: bare ${bareMb.toFixed(0)} MB, store ${storeMb.toFixed(0)} MB (${(storeMb / bareMb).toFixed(2)}×)`,
  );
}

/** An autocannon request hook that walks through `paths` in turn. */
function pick(paths: string[]) {
  let i = 0;
  return (request: autocannon.Request) => ({ ...request, path: paths[i++ % paths.length] });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, bareBase] = process.argv.slice(2);
  if (!base || !bareBase) {
    console.error("usage: npx tsx bench/throughput.ts <store base URL> <bare base URL>");
    process.exit(1);
  }
  await compareThroughput(base, bareBase, storefrontPaths);
}
