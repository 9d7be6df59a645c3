// Benchmark: JavaScript of one page on the wire. Fetches the page's HTML, collects every
// <script src>, fetches each with Accept-Encoding: gzip and sums the compressed bytes (a file
// the server sends uncompressed is gzipped here, as a CDN would). Not a test: it prints figures.
// `nomodule` scripts (Next's legacy polyfills) are listed but not counted: browsers that run
// modules never download them. Chunks a page imports later (lazy widgets) are not in the HTML,
// so they are not counted either: that is the point of loading them lazily.
//
//   npx tsx bench/js-bytes.ts http://127.0.0.1:3300/ [--json]
import { request } from "node:http";
import { request as requestTls } from "node:https";
import { gunzipSync, gzipSync } from "node:zlib";

type Fetched = { status: number; encoding: string | undefined; body: Buffer };

/** GET with gzip accepted; the body is returned exactly as sent (no decompression). */
function get(url: string): Promise<Fetched> {
  const send = url.startsWith("https:") ? requestTls : request;
  return new Promise((resolve, reject) => {
    const req = send(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

async function text(url: string): Promise<string> {
  const res = await fetch(url); // fetch decompresses: this is only for reading the HTML
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.text();
}

type Script = { src: string; noModule: boolean };

/** The page's <script src> tags (absolute URLs, document order, no repeats), marking `nomodule` ones. */
export function scriptSources(html: string, pageUrl: string): Script[] {
  const seen = new Map<string, Script>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = /\ssrc=["']([^"']+)["']/i.exec(tag)?.[1];
    if (!src) continue;
    const url = new URL(src.replace(/&amp;/g, "&"), pageUrl).href;
    if (!seen.has(url)) seen.set(url, { src: url, noModule: /\snomodule\b/i.test(tag) });
  }
  return [...seen.values()];
}

export type ScriptRow = { src: string; wire: number; noModule: boolean; servedGzip: boolean };

/** Every script of one page with its bytes on the wire, and the total of the counted (module) ones. */
export async function pageScripts(pageUrl: string) {
  const srcs = scriptSources(await text(pageUrl), pageUrl);
  const rows: ScriptRow[] = await Promise.all(
    srcs.map(async ({ src, noModule }) => {
      const res = await get(src);
      if (res.status !== 200) throw new Error(`${src} answered ${res.status}`);
      const wire = res.encoding === "gzip" ? res.body.length : gzipSync(res.body).length;
      return { src: new URL(src).pathname, wire, noModule, servedGzip: res.encoding === "gzip" };
    }),
  );
  const counted = rows.filter((row) => !row.noModule);
  return { rows, scripts: counted.length, bytes: counted.reduce((sum, row) => sum + row.wire, 0) };
}

/** The HTML document on the wire: its gzip bytes (gzipped here if the server sent it plain) and its raw bytes. */
export async function documentBytes(pageUrl: string) {
  const res = await get(pageUrl);
  if (res.status !== 200) throw new Error(`${pageUrl} answered ${res.status}`);
  const wire = res.encoding === "gzip" ? res.body.length : gzipSync(res.body).length;
  const raw = res.encoding === "gzip" ? gunzipSync(res.body).length : res.body.length;
  return { wire, raw };
}

async function main() {
  const args = process.argv.slice(2);
  const pageUrl = args.find((a) => !a.startsWith("--")) ?? "http://127.0.0.1:3300/";
  const json = args.includes("--json");
  const { rows, scripts, bytes: total } = await pageScripts(pageUrl);
  const legacy = rows.length - scripts;
  const legacyBytes = rows.reduce((sum, row) => sum + (row.noModule ? row.wire : 0), 0);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);

  if (json) {
    console.log(JSON.stringify({ url: pageUrl, scripts, bytes: total, kb: +kb(total), noModuleBytes: legacyBytes }));
    return;
  }
  for (const row of rows.sort((a, b) => b.wire - a.wire)) {
    const notes = [row.noModule && "nomodule, not counted", !row.servedGzip && "gzipped here"].filter(Boolean);
    console.log(`${kb(row.wire).padStart(7)} KB  ${row.src}${notes.length ? `  (${notes.join(", ")})` : ""}`);
  }
  console.log(`\n${pageUrl}: ${scripts} scripts, ${total} bytes = ${kb(total)} KB gzip (${(total / 1000).toFixed(1)} kB)`);
  if (legacy) console.log(`not counted: ${legacy} nomodule script(s), ${kb(legacyBytes)} KB, fetched only by browsers without modules`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
