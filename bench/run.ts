// `npm run bench`: the store's page weight and Lighthouse figures beside a bare Next.js page's,
// measured in the same run (run `npm run build` first). On a shared, noisy machine an absolute
// figure says little; the ratio to the bare page measured minutes apart on the same machine does.
//
// 1. Builds the bare page (bench/bare: one heading, one paragraph, on the store's own next, react
//    and react-dom) and serves it with `next start` on BENCH_PORT+1 (BENCH_REUSE_BARE=1 keeps an
//    existing build of it).
// 2. Serves the store's build on BENCH_PORT on a fresh PostgreSQL database (tests/e2e/serve.ts).
// 3. Prints, for the bare page, `/`, one article and `/checkout`: the initial JavaScript and the
//    HTML document on the wire (gzip), each with its ratio to the bare page's.
// 4. Lighthouse (mobile) on the bare page, `/` and the article, LIGHTHOUSE_RUNS (5) runs each, the
//    pages taking turns: devtools LCP/TBT and simulate's raw LCP (and the same-paint LCP of
//    bench/lighthouse.ts), medians with ratios. LIGHTHOUSE_RUNS=0 skips Lighthouse.
// 5. The cost of a view (bench/throughput.ts): requests/s and p99 of `/`, an article, a product
//    page, `/checkout`, `robots.txt`, `sitemap.xml`, a static script and two images (a public file,
//    one through next/image) beside the bare app's under load, and each process's memory after the
//    same mixed requests. BENCH_THROUGHPUT=0 skips it.
// 6. BENCH_INP=1 also runs bench/inp.ts (interaction latency, 4× CPU slowdown, headed and headless)
//    against the store and the bare app's panel page, with ratios.
//
// The checkout load test (`npx tsx bench/checkout-load.ts`) and the checkout CPU comparison with a
// bare route handler (`npx tsx bench/checkout-cpu.ts`) are separate: they need their own apps.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { waitForApp } from "../tests/setup/wait-for-app";
import { documentBytes, pageScripts } from "./js-bytes";
import { auditInTurns, type Medians, type Throttling } from "./lighthouse";
import { compareThroughput, storefrontPaths } from "./throughput";

const port = Number(process.env.BENCH_PORT ?? 3300);
const base = `http://127.0.0.1:${port}`;
const bareBase = `http://127.0.0.1:${port + 1}`;
const article = "/blog/natural-fertility-boost-methods";
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

if (!fs.existsSync(".next/BUILD_ID")) {
  console.error("bench: no production build; run `npm run build` first");
  process.exit(1);
}

if (process.env.BENCH_REUSE_BARE === "1" && fs.existsSync("bench/bare/.next/BUILD_ID")) console.log("bench: reusing the bare page's build");
else {
  console.log("bench: building the bare page (bench/bare) with the store's next, react and react-dom …");
  execFileSync("node_modules/.bin/next", ["build", "bench/bare"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
}

const servers: ChildProcess[] = [
  spawn("node_modules/.bin/next", ["start", "bench/bare", "-p", String(port + 1), "-H", "127.0.0.1"], {
    stdio: ["ignore", "ignore", "inherit"],
  }),
  spawn("node_modules/.bin/tsx", ["tests/e2e/serve.ts", String(port)], { stdio: ["ignore", "ignore", "inherit"] }),
];
const stop = (server: ChildProcess) =>
  new Promise((resolve) => (server.exitCode !== null ? resolve(null) : (server.once("exit", resolve), server.kill("SIGTERM"))));

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (value: number, bare: number) => `${(value / bare).toFixed(2)}×`;
const cell = (text: string, width = 22) => text.padEnd(width);

/** One line of the comparison: a label, the bare page's figure, then each page's figure with its ratio. */
function row(label: string, bare: number, values: number[], format: (n: number) => string) {
  console.log(`${cell(label, 34)}${cell(format(bare), 14)}${values.map((v) => cell(`${format(v)} (${ratio(v, bare)})`)).join("")}`);
}

try {
  await Promise.all([
    waitForApp(`${bareBase}/`, { timeoutMs: 60_000, ok: true, server: servers[0] }),
    waitForApp(`${base}/terms`, { timeoutMs: 120_000, ok: true, server: servers[1] }),
  ]);
  const pages = ["/", article, "/checkout"];
  // Warm each page once (the region pages behind `/` are rendered on their first visit).
  for (const page of pages) await fetch(`${base}${page}`).then((res) => res.text());

  const bareJs = await pageScripts(`${bareBase}/`);
  const js = await Promise.all(pages.map((page) => pageScripts(`${base}${page}`)));
  const bareDoc = await documentBytes(`${bareBase}/`);
  const docs = await Promise.all(pages.map((page) => documentBytes(`${base}${page}`)));

  console.log(
    `\n${cell("figure (ratio to the bare page)", 34)}${cell("bare page", 14)}${pages.map((p) => cell(p.length > 20 ? "article" : p)).join("")}`,
  );
  row(
    "initial JavaScript, gzip",
    bareJs.bytes,
    js.map((j) => j.bytes),
    kb,
  );
  row(
    "  scripts",
    bareJs.scripts,
    js.map((j) => j.scripts),
    String,
  );
  row(
    "HTML document, gzip",
    bareDoc.wire,
    docs.map((d) => d.wire),
    kb,
  );
  row(
    "HTML document, uncompressed",
    bareDoc.raw,
    docs.map((d) => d.raw),
    kb,
  );

  if (runs > 0) {
    const urls = { bare: `${bareBase}/`, home: `${base}/`, article: `${base}${article}` };
    const methods = (process.env.LIGHTHOUSE_THROTTLING?.split(",") as Throttling[] | undefined) ?? ["devtools", "simulate"];
    console.log(`\nlighthouse (mobile), median of ${runs} runs, pages in turns: ${cell("bare page", 14)}${cell("/")}article`);
    for (const method of methods) {
      const m: Record<string, Medians> = auditInTurns(urls, runs, method);
      const line = (label: string, pick: (x: Medians) => number) =>
        row(`  ${method}: ${label}`, pick(m.bare!), [pick(m.home!), pick(m.article!)], (n) => `${n} ms`);
      line("LCP", (x) => x.lcpMs);
      line("TBT", (x) => x.tbtMs);
      if (method === "simulate") line("same-paint LCP", (x) => x.samePaintLcpMs);
      console.log(
        `  ${method}: performance ${m.bare!.performance} / ${m.home!.performance} / ${m.article!.performance}, CLS ${m.home!.cls} / ${m.article!.cls}`,
      );
      for (const [key, x] of Object.entries(m)) {
        console.log(`    ${key} runs (LCP/TBT): ${x.runs.map((r) => `${r.lcpMs}/${r.tbtMs}`).join(", ")}`);
        // What Lantern's LCP graph starts from: the requests already finished at the observed LCP.
        if (method === "simulate")
          console.log(
            `      finished before the observed LCP (ms: requests, of them scripts, KB): ${x.runs
              .map(
                (r) =>
                  `${r.observedLcpMs}: ${r.finishedBeforeLcp.requests}/${r.finishedBeforeLcp.of}, ${r.finishedBeforeLcp.scripts} js, ${(r.finishedBeforeLcp.bytes / 1024).toFixed(0)}`,
              )
              .join("; ")}`,
          );
      }
    }
  }

  if (process.env.BENCH_THROUGHPUT !== "0") await compareThroughput(base, bareBase, storefrontPaths);

  if (process.env.BENCH_INP === "1") execFileSync("node_modules/.bin/tsx", ["bench/inp.ts", base, bareBase], { stdio: "inherit" });
} finally {
  await Promise.all(servers.map(stop));
}
