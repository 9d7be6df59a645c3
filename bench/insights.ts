// Insights at scale (docs/insights.md), on PostgreSQL: 1 000 000 raw beacon events over 90 days
// (about 333 000 visitors of three events each: landing page, a second page or a product view,
// and for some the checkout, e-mail and paid steps; each visitor's landing page, source, country
// and device drawn from 30 pages, 7 sources, 12 countries and 3 devices), inserted in one
// INSERT … SELECT; then
//   1. the rollup (maintainInsights: every finished day aggregated into daily rows, its raw
//      events deleted), timed once;
//   2. insights.funnel for the last 90 days with every combination of the three filters (none,
//      landing page, country, source, and each pair and the three), p50/p95 over RUNS each;
//      target p95 ≤ 200 ms;
//   3. for comparison, insights.reminders and insights.codes over the same range.
//   npx tsx --conditions=react-server bench/insights.ts [events=1000000] [runs=20]
import { codePerformance, funnel, maintainInsights, reminderSteps } from "@/server/services/insights/insights";
import { adminQuery } from "../tests/setup/databases";
import { benchDatabase, timeP95 } from "./pg-timing";

const EVENTS = Number(process.argv[2] ?? 1_000_000);
const RUNS = Number(process.argv[3] ?? 20);
const DAYS = 90;
const { name: database, open, db } = await benchDatabase("fg_bench_insights");

const landings = [
  "/",
  "/digital-fertility-guide",
  "/natural-fertility-methods-pdf",
  "/baby-gender-selection-home",
  "/gender-swaying-2025",
  ...Array.from({ length: 25 }, (_, i) => `/blog/article-${i + 1}`),
];
const sql = (values: string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(",")}]`;

try {
  const t0 = performance.now();
  // Days: 2 to 91 days ago, so every day is finished and rolled up by the first maintainInsights.
  await db.$executeRawUnsafe(`
    INSERT INTO "InsightEvent" ("id", "day", "visitor", "kind", "path", "referrer", "utmSource", "utmMedium", "utmCampaign", "country", "device", "amount", "currency", "createdAt")
    SELECT 'e' || i, d.day, 'v' || v, k.kind,
      CASE k.kind WHEN 'product_view' THEN '/digital-fertility-guide' WHEN 'paid' THEN '/thank-you'
        WHEN 'checkout_started' THEN '/checkout' WHEN 'email_entered' THEN '/checkout'
        ELSE (${sql(landings)})[1 + ((s.w * 7 + s.n) % ${landings.length})] END,
      (ARRAY['google.com','google.com','google.com','facebook.com','pinterest.com','bing.com','reddit.com',NULL,NULL,NULL])[1 + (s.w * 11) % 10],
      CASE WHEN s.w % 10 = 0 THEN 'newsletter' END, CASE WHEN s.w % 10 = 0 THEN 'email' END, CASE WHEN s.w % 20 = 0 THEN 'spring' END,
      (ARRAY['US','US','US','US','GB','GB','AU','CA','DE','NZ','IE','unknown'])[1 + (s.w * 13) % 12],
      (ARRAY['phone','phone','desktop','tablet'])[1 + s.w % 4],
      CASE WHEN k.kind = 'paid' THEN 4700 ELSE 0 END, CASE WHEN k.kind = 'paid' THEN (ARRAY['usd','gbp','aud'])[1 + s.w % 3] END,
      d.day + (v % 80000) * interval '1 second' + s.n * interval '1 minute'
    FROM (SELECT i, i / 3 AS v, i / 3 / ${DAYS} AS w, i % 3 AS n FROM generate_series(0, ${EVENTS - 1}) AS i) AS s
    CROSS JOIN LATERAL (SELECT (current_date - 2 - (s.v % ${DAYS}))::date AS day) AS d
    CROSS JOIN LATERAL (SELECT CASE s.n
      WHEN 0 THEN 'pageview'
      WHEN 1 THEN CASE WHEN s.w % 4 = 1 THEN 'product_view' ELSE 'pageview' END
      ELSE CASE WHEN s.w % 100 < 2 THEN 'paid' WHEN s.w % 100 < 4 THEN 'email_entered' WHEN s.w % 100 < 8 THEN 'checkout_started' ELSE 'pageview' END
    END AS kind) AS k`);
  await db.$executeRawUnsafe(`ANALYZE "InsightEvent"`);
  const raw = await db.insightEvent.count();
  console.log(
    `insights at scale: ${raw} raw events over ${DAYS} days on PostgreSQL (inserted in ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
  );

  const t1 = performance.now();
  const { rolledUp } = await maintainInsights(db);
  const rollupSeconds = (performance.now() - t1) / 1000;
  const daily = await db.insightDaily.count();
  console.log(
    `  rollup: ${rolledUp} days, ${raw} events → ${daily} daily rows in ${rollupSeconds.toFixed(1)} s ` +
      `(${((rollupSeconds * 1000) / rolledUp).toFixed(0)} ms a day); raw events left: ${await db.insightEvent.count()}`,
  );
  // A million deleted rows leave InsightEvent full of dead tuples until autovacuum runs: the
  // funnel's two reads of it (days not rolled up yet) pay for them meanwhile. Shown, then vacuumed.
  await db.$executeRawUnsafe(`ANALYZE "InsightDaily"; ANALYZE "InsightArticleDaily"`);
  const day0 = new Date(Date.now() - (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  await timeP95("before VACUUM: no filter", () => funnel(db, { from: day0, to: new Date().toISOString().slice(0, 10) }), 5, 40);
  const t2 = performance.now();
  await db.$executeRawUnsafe(`VACUUM ANALYZE "InsightEvent"`);
  console.log(`  VACUUM ANALYZE "InsightEvent" (what autovacuum does after the rollup): ${((performance.now() - t2) / 1000).toFixed(1)} s`);

  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const range = { from: day(DAYS - 1), to: day(0) };
  const filters = { landingPage: "/blog/article-3", country: "GB", source: "google.com" } as const;
  const keys = Object.keys(filters) as (keyof typeof filters)[];
  const combos = Array.from({ length: 1 << keys.length }, (_, mask) => keys.filter((_, i) => mask & (1 << i)));
  console.log(`  insights.funnel, ${range.from} to ${range.to}, ${RUNS} runs each:`);
  const p95s: number[] = [];
  for (const combo of combos) {
    const input = { ...range, ...Object.fromEntries(combo.map((k) => [k, filters[k]])) };
    const label = combo.length === 0 ? "no filter" : combo.join(" + ");
    p95s.push(await timeP95(label, () => funnel(db, input), RUNS, 40));
    const result = await funnel(db, input);
    console.log(`  ${"".padEnd(40)} ${result.steps.map((s) => s.count).join(" → ")}`);
  }
  console.log(
    `  target p95 ≤ 200 ms for every combination: ${p95s.every((p) => p <= 200) ? "met" : "NOT met"} (worst ${Math.max(...p95s).toFixed(1)} ms)`,
  );
  await timeP95("insights.reminders (90 days)", () => reminderSteps(db, range), RUNS, 40);
  await timeP95("insights.codes (90 days)", () => codePerformance(db, range), RUNS, 40);
} finally {
  await open.close();
  await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
}
