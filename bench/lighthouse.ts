// Lighthouse (mobile preset: 4× CPU slowdown, slow-4G network) against a running built app,
// driving Debian's chromium. Prints performance score, LCP, CLS and TBT per page, the median of
// LIGHTHOUSE_RUNS runs, for both of Lighthouse's throttling methods:
//
// - simulate (Lighthouse's default): the page loads at full speed and Lantern replays the trace
//   on a model of the slow network. Served from localhost, every script has arrived before the
//   first paint, so Lantern counts all of them as needed for it: its LCP includes downloading the
//   framework's JavaScript (~135 KB for a bare Next 16 page), which no real phone waits for.
// - devtools: the page really loads through Chrome's throttled network and CPU, as on a phone.
//
// A benchmark, not a test.
//   npx tsx bench/lighthouse.ts http://127.0.0.1:3300 / /blog/natural-fertility-boost-methods
import { execFileSync } from "node:child_process";

type Audit = { numericValue: number };
type Report = { categories: { performance: { score: number } }; audits: Record<string, Audit> };
export type Throttling = "simulate" | "devtools";

const flags = "--headless --no-sandbox --disable-gpu --disable-background-networking";

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
  const report = JSON.parse(json) as Report;
  return {
    performance: Math.round(report.categories.performance.score * 100),
    lcpMs: Math.round(report.audits["largest-contentful-paint"]!.numericValue),
    cls: Number(report.audits["cumulative-layout-shift"]!.numericValue.toFixed(3)),
    tbtMs: Math.round(report.audits["total-blocking-time"]!.numericValue),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Audits each page `runs` times with each throttling method and prints the medians. */
export async function lighthouse(base: string, pages: string[], runs = 5, methods: Throttling[] = ["simulate", "devtools"]) {
  if (!(await fetch(base).catch(() => null))) throw new Error(`lighthouse: nothing answers at ${base}; start the built app first`);
  console.log(`lighthouse (mobile), median of ${runs} runs: page | performance | LCP | CLS | TBT   targets: ≥95, ≤1500 ms, ≤0.05`);
  for (const method of methods) {
    console.log(`  throttling: ${method}`);
    for (const page of pages) {
      const results = Array.from({ length: runs }, () => audit(`${base}${page}`, method));
      const pick = (key: keyof (typeof results)[number]) => median(results.map((r) => r[key]));
      console.log(
        `    ${page} | ${pick("performance")} | ${pick("lcpMs")} ms | ${pick("cls")} | ${pick("tbtMs")} ms   (per run: ${results.map((r) => `${r.performance}/${r.lcpMs}ms`).join(", ")})`,
      );
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base = "http://127.0.0.1:3300", ...paths] = process.argv.slice(2);
  const methods = (process.env.LIGHTHOUSE_THROTTLING?.split(",") as Throttling[] | undefined) ?? ["simulate", "devtools"];
  await lighthouse(base, paths.length ? paths : ["/", "/blog/natural-fertility-boost-methods"], Number(process.env.LIGHTHOUSE_RUNS ?? 5), methods).catch(
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
