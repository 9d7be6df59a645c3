// Lighthouse (mobile preset: 4× CPU slowdown, slow-4G network) against a running built app,
// driving Debian's chromium. Prints performance score, LCP, CLS and TBT per page, the median of
// LIGHTHOUSE_RUNS runs, for both of Lighthouse's throttling methods, and whether each target is met:
//
// - devtools: the page really loads through Chrome's throttled network and CPU, as on a phone.
// - simulate (Lighthouse's default): the page loads at full speed and Lantern replays the trace
//   on a model of the slow network. It counts as needed for LCP every script that finished
//   downloading before the observed LCP unless it can prove the script ran after it; it cannot
//   when the script's evaluation task is shorter than 10 ms, because Lantern prunes such tasks
//   from its graph. Served from localhost the scripts usually arrive before the first
//   paint, so the estimate includes downloading all of the framework's JavaScript, even when
//   the LCP element is the text of the first paint and needs none of it. This is Lighthouse
//   issue GoogleChrome/lighthouse#16539, open as of Lighthouse 13.5.0; its maintainers agreed to
//   clamp the simulated LCP to the simulated FCP when both are the same paint. The "same-paint"
//   column prints that figure next to the raw one, for runs where the observed FCP and LCP are
//   one paint; a run where they differ keeps its raw LCP.
//
// A benchmark, not a test.
//   npx tsx bench/lighthouse.ts http://127.0.0.1:3300 / /blog/natural-fertility-boost-methods
import { execFileSync } from "node:child_process";

type Audit = { numericValue: number; details?: { items?: Record<string, number | string>[] } };
type Report = { categories: { performance: { score: number } }; audits: Record<string, Audit> };
export type Throttling = "simulate" | "devtools";

const flags = "--headless --no-sandbox --disable-gpu --disable-background-networking";
export const targets = { performance: 95, lcpMs: 1500, cls: 0.05 };

/** Runs one Lighthouse performance audit and returns its headline figures. */
export function audit(url: string, throttling: Throttling = "simulate") {
  const json = execFileSync(
    "node_modules/.bin/lighthouse",
    [
      url,
      `--chrome-flags=${flags}`,
      "--only-categories=performance",
      `--throttling-method=${throttling}`,
      "--output=json",
      "--output-path=stdout",
      "--quiet",
    ],
    { env: { ...process.env, CHROME_PATH: "/usr/bin/chromium" }, maxBuffer: 256 * 1024 * 1024 },
  ).toString();
  return figures(JSON.parse(json) as Report);
}

/** The headline figures of one report; `samePaint` when the observed FCP and LCP are one paint. */
export function figures(report: Report) {
  const numeric = (id: string) => report.audits[id]!.numericValue;
  const observed = report.audits.metrics?.details?.items?.[0] as Record<string, number> | undefined;
  const samePaint = observed !== undefined && observed.observedFirstContentfulPaint === observed.observedLargestContentfulPaint;
  const lcpMs = Math.round(numeric("largest-contentful-paint"));
  // The requests that had finished when the LCP was painted in the real (unthrottled) load: the
  // ones Lantern's LCP graph keeps unless it can prove they were not needed (see above).
  const lcpAt = observed?.observedLargestContentfulPaint;
  const requests = (report.audits["network-requests"]?.details?.items ?? []) as {
    url: string;
    networkEndTime: number;
    transferSize: number;
    resourceType?: string;
  }[];
  const beforeLcp = lcpAt === undefined ? [] : requests.filter((r) => r.networkEndTime <= lcpAt);
  return {
    performance: Math.round(report.categories.performance.score * 100),
    lcpMs,
    samePaint,
    samePaintLcpMs: samePaint ? Math.round(numeric("first-contentful-paint")) : lcpMs,
    cls: Number(numeric("cumulative-layout-shift").toFixed(3)),
    tbtMs: Math.round(numeric("total-blocking-time")),
    observedLcpMs: lcpAt === undefined ? undefined : Math.round(lcpAt),
    finishedBeforeLcp: {
      requests: beforeLcp.length,
      scripts: beforeLcp.filter((r) => r.resourceType === "Script").length,
      bytes: beforeLcp.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      of: requests.length,
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const verdict = (ok: boolean) => (ok ? "met" : "NOT met");

export type Figures = ReturnType<typeof figures>;
export type Medians = {
  performance: number;
  lcpMs: number;
  samePaintLcpMs: number;
  cls: number;
  tbtMs: number;
  samePaintRuns: number;
  runs: Figures[];
};

/** The median of each figure over several runs of one page. */
export function medians(results: Figures[]): Medians {
  const pick = (key: "performance" | "lcpMs" | "samePaintLcpMs" | "cls" | "tbtMs") => median(results.map((r) => r[key]));
  return {
    performance: pick("performance"),
    lcpMs: pick("lcpMs"),
    samePaintLcpMs: pick("samePaintLcpMs"),
    cls: pick("cls"),
    tbtMs: pick("tbtMs"),
    samePaintRuns: results.filter((r) => r.samePaint).length,
    runs: results,
  };
}

/**
 * Audits every URL `runs` times with one throttling method, the pages taking turns (run 1 of each
 * page, then run 2 of each, …) so that a burst of load on a shared machine hits every page alike;
 * returns each page's medians, keyed like `urls`.
 */
export function auditInTurns(urls: Record<string, string>, runs: number, method: Throttling) {
  const results: Record<string, Figures[]> = Object.fromEntries(Object.keys(urls).map((key) => [key, []]));
  for (let run = 0; run < runs; run++) for (const [key, url] of Object.entries(urls)) results[key]!.push(audit(url, method));
  return Object.fromEntries(Object.entries(results).map(([key, list]) => [key, medians(list)]));
}

/** Audits each page `runs` times with each throttling method and prints the medians. */
export async function lighthouse(base: string, pages: string[], runs = 5, methods: Throttling[] = ["simulate", "devtools"]) {
  if (!(await fetch(base).catch(() => null))) throw new Error(`lighthouse: nothing answers at ${base}; start the built app first`);
  console.log(
    `lighthouse (mobile), median of ${runs} runs: page | performance | LCP | CLS | TBT   targets: ≥${targets.performance}, ≤${targets.lcpMs} ms, ≤${targets.cls}`,
  );
  for (const method of methods) {
    console.log(`  throttling: ${method}`);
    for (const page of pages) {
      const results = Array.from({ length: runs }, () => audit(`${base}${page}`, method));
      const pick = (key: "performance" | "lcpMs" | "samePaintLcpMs" | "cls" | "tbtMs") => median(results.map((r) => r[key]));
      const samePaint = results.filter((r) => r.samePaint).length;
      const lcp =
        method === "simulate"
          ? `${pick("lcpMs")} ms (same-paint: ${pick("samePaintLcpMs")} ms, ${samePaint}/${runs} runs one paint)`
          : `${pick("lcpMs")} ms`;
      console.log(
        `    ${page} | ${pick("performance")} | ${lcp} | ${pick("cls")} | ${pick("tbtMs")} ms   (per run: ${results.map((r) => `${r.performance}/${r.lcpMs}ms`).join(", ")})`,
      );
      const lcpMet = pick("lcpMs") <= targets.lcpMs;
      const lcpNote =
        method === "simulate" && !lcpMet && pick("samePaintLcpMs") <= targets.lcpMs ? " (met same-paint, see lighthouse#16539)" : "";
      console.log(
        `      performance ${verdict(pick("performance") >= targets.performance)}, LCP ${verdict(lcpMet)}${lcpNote}, CLS ${verdict(pick("cls") <= targets.cls)}`,
      );
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base = "http://127.0.0.1:3300", ...paths] = process.argv.slice(2);
  const methods = (process.env.LIGHTHOUSE_THROTTLING?.split(",") as Throttling[] | undefined) ?? ["simulate", "devtools"];
  await lighthouse(
    base,
    paths.length ? paths : ["/", "/blog/natural-fertility-boost-methods"],
    Number(process.env.LIGHTHOUSE_RUNS ?? 5),
    methods,
  ).catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
