// Lighthouse (mobile, simulated throttling) against a running built app, driving Debian's
// chromium. Prints performance score, LCP, CLS and TBT per page. A benchmark, not a test.
//   npx tsx bench/lighthouse.ts http://127.0.0.1:3300 / /blog/natural-fertility-boost-methods
import { execFileSync } from "node:child_process";

type Audit = { numericValue: number };
type Report = { categories: { performance: { score: number } }; audits: Record<string, Audit> };

const [base = "http://127.0.0.1:3300", ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ["/", "/blog/natural-fertility-boost-methods"];
const flags = "--headless --no-sandbox --disable-gpu --disable-background-networking";

/** Runs one Lighthouse performance audit and returns its headline figures. */
export function audit(url: string) {
  const json = execFileSync(
    "node_modules/.bin/lighthouse",
    [url, `--chrome-flags=${flags}`, "--only-categories=performance", "--output=json", "--output-path=stdout", "--quiet"],
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

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`lighthouse (mobile), median of ${RUNS} runs: page | performance | LCP | CLS | TBT   targets: ≥95, ≤1500 ms, ≤0.05`);
  const res = await fetch(base).catch(() => null);
  if (!res) {
    console.error(`lighthouse: nothing answers at ${base}; start the built app first`);
    process.exit(1);
  }
  for (const page of pages) {
    const runs = Array.from({ length: RUNS }, () => audit(`${base}${page}`));
    const pick = (key: keyof (typeof runs)[number]) => median(runs.map((r) => r[key]));
    console.log(`  ${page} | ${pick("performance")} | ${pick("lcpMs")} ms | ${pick("cls")} | ${pick("tbtMs")} ms   (performance per run: ${runs.map((r) => r.performance).join(", ")})`);
  }
}
