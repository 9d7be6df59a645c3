// Benchmark: what the LCP of a page (`/` by default) is made of. Serves variants of the built
// page's own HTML through a local proxy (the rest of its requests go to the build), loads each in
// chromium with Lighthouse devtools' mobile throttling (4× CPU; 562.5 ms request latency,
// 1.44 Mbit/s down, 675 kbit/s up; 412×823 at 1.75×), and prints the median LCP of
// BENCH_LCP_RUNS (9) loads per variant, in turns, with the style, layout and paint time before it
// (at 4×) and the ratio to the bare page:
//
// - the page as served;
// - without the inline theme script (it reads the stored theme before the first paint);
// - with its JSON-LD blocks moved from the top to the end of <main>;
// - on `/`: without what follows the hero (the sections below it; the page's scripts kept), and
//   without both.
//
// Only the second is the page as served; the others move or remove something, to show what each costs
// (docs/decisions/018-figures-reported-short-not-tuned.md). A benchmark, not a test.
//   npx tsx bench/lcp-parts.ts http://127.0.0.1:3300 http://127.0.0.1:3301 [path]   store, bare page
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { chromium } from "@playwright/test";
import { themeScript } from "../src/lib/theme";

const [store = "http://127.0.0.1:3300", bare = "http://127.0.0.1:3301", path = "/"] = process.argv.slice(2);
const runs = Number(process.env.BENCH_LCP_RUNS ?? 9);

const served = await (await fetch(`${store}${path}`)).text();
const cut = (html: string, from: number, to: number) => html.slice(0, from) + html.slice(to);
const scriptTag = `<script>${themeScript}</script>`;
if (!served.includes(scriptTag)) throw new Error("lcp-parts: the page no longer has the theme script");
const jsonLd = served.match(/<script type="application\/ld\+json">.*?<\/script>/gs) ?? [];
const withJsonLdLast = jsonLd.reduce((html, block) => html.replace(block, ""), served).replace("</main>", `${jsonLd.join("")}</main>`);
const variants: Record<string, { html: string; upstream: string }> = {
  "bare page": { html: await (await fetch(`${bare}/`)).text(), upstream: bare },
  "the page as served": { html: served, upstream: store },
  "without the theme script": { html: served.replace(scriptTag, ""), upstream: store },
  ...(jsonLd.length ? { "JSON-LD at the end of <main>": { html: withJsonLdLast, upstream: store } } : {}),
};
const heroEnd = served.indexOf("</section>", served.indexOf('data-section="hero"')) + "</section>".length;
if (served.includes('data-section="hero"')) {
  const heroOnly = cut(served, heroEnd, served.indexOf("</main>"));
  variants["without what follows the hero"] = { html: heroOnly, upstream: store };
  variants["without both"] = { html: heroOnly.replace(scriptTag, ""), upstream: store };
}

let current = variants["bare page"]!;
const proxy = http.createServer((req, res) => {
  const send = (status: number, type: string, body: Buffer) => {
    res.writeHead(status, { "content-type": type, "content-encoding": "gzip", "cache-control": "no-store" });
    res.end(zlib.gzipSync(body));
  };
  if (req.url === (current.upstream === bare ? "/" : path)) return send(200, "text/html; charset=utf-8", Buffer.from(current.html));
  fetch(current.upstream + req.url)
    .then(async (r) => send(r.status, r.headers.get("content-type") ?? "application/octet-stream", Buffer.from(await r.arrayBuffer())))
    .catch(() => send(502, "text/plain", Buffer.from("upstream")));
});
await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; args?: { data?: { documentLoaderURL?: string } } };
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});

/** One throttled load of the current variant: its LCP and the main-thread work before it, in ms. */
async function load() {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", (e) => events.push(...(e.value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.start", {
    categories: "devtools.timeline,disabled-by-default-devtools.timeline,loading,blink.user_timing",
    transferMode: "ReportEvents",
  });
  await page.goto(current.upstream === bare ? `${base}/` : `${base}${path}`, { waitUntil: "load" });
  await page.waitForTimeout(500);
  await cdp.send("Tracing.end");
  await complete;
  await context.close();
  const start = events.find((e) => e.name === "navigationStart" && e.args?.data?.documentLoaderURL?.startsWith(base));
  const lcp = events.filter((e) => e.name === "largestContentfulPaint::Candidate").at(-1);
  if (!start || !lcp) throw new Error(`lcp-parts: no navigation (${Boolean(start)}) or no LCP (${Boolean(lcp)}) in the trace`);
  const before = (...names: string[]) =>
    events
      .filter((e) => names.includes(e.name) && e.ph === "X" && e.ts >= start.ts && e.ts <= lcp.ts)
      .reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;
  return {
    lcp: (lcp.ts - start.ts) / 1000,
    style: before("UpdateLayoutTree"),
    layout: before("Layout"),
    paint: before("PrePaint", "Paint"),
  };
}

const results = new Map<string, Awaited<ReturnType<typeof load>>[]>();
try {
  for (let run = 0; run < runs; run++) {
    for (const [name, variant] of Object.entries(variants)) {
      current = variant;
      results.set(name, [...(results.get(name) ?? []), await load()]);
    }
  }
} finally {
  await browser.close();
  proxy.close();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const bareLcp = median(results.get("bare page")!.map((r) => r.lcp));
console.log(`LCP parts of ${store}${path}, ${runs} loads each in turns (devtools throttling; ms at 4× CPU; medians)`);
for (const [name, rows] of results) {
  const m = (key: keyof (typeof rows)[number]) => median(rows.map((r) => r[key]));
  console.log(
    `  ${name.padEnd(32)} LCP ${m("lcp").toFixed(0).padStart(4)} ms (${(m("lcp") / bareLcp).toFixed(2)}×)  ` +
      `style ${m("style").toFixed(1).padStart(5)}  layout ${m("layout").toFixed(1).padStart(5)}  paint ${m("paint").toFixed(1).padStart(5)}  ` +
      `(runs ${rows.map((r) => r.lcp.toFixed(0)).join(", ")})`,
  );
}
