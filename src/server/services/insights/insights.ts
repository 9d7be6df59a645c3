import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { Prisma } from "@/generated/prisma/client";
import { isbot } from "isbot";
import { countryHeaderNames } from "@/lib/country-from-headers";
import { insightMessages } from "@/lib/messages";
import type { FunnelInput, RangeInput } from "@/lib/validation/insights";
import { isSafeText } from "@/lib/validation/text";
import { sqlRows } from "@/server/db/direct-sql";
import type { Db } from "@/server/db/open";
import { AppError } from "@/server/errors";
import { clientAddress } from "@/server/http/client-address";
import { recordReminderClick, recoveryByStep } from "@/server/services/carts/recovery";
import { discountRevenue } from "@/server/services/money/discounts";
import { givenBackInRange } from "@/server/services/insights/refunds";

// First-party counts (docs/insights.md). A visitor is sha256(day's salt + address + user agent):
// the same browser is one visitor within a UTC day and unlinkable after it, because the salt is
// deleted once the day is over and the raw events once the day is rolled up.

const DAY_MS = 86_400_000;
/** Raw events of a day are rolled up once the day after it is over too (a payment may come late). */
const ROLLUP_AFTER_DAYS = 2;
/** Daily rows are kept 13 months. */
const KEEP_MONTHS = 13;

/** The landing page of a day's visitor with no page view: a sale the beacon never saw a visit for. */
const UNTRACKED_LANDING = "(unknown)";
/** The tables' row of those sales. */
const UNTRACKED_KEY = "(untracked)";

export type Step = "pageview" | "product_view" | "checkout_started" | "email_entered" | "paid";

/** The product pages (src/content/product-pages) and their twin. */
const productPaths = new Set([
  "/digital-fertility-guide",
  "/natural-fertility-methods-pdf",
  "/baby-gender-selection-home",
  "/gender-swaying-2025",
  "/gender-swaying-2024",
]);

export const utcDay = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
const isoDay = (day: Date) => day.toISOString().slice(0, 10);

/** phone, tablet or desktop, from the user agent alone. */
export function deviceClass(ua: string) {
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(ua)) return "tablet";
  if (/Mobi|iPhone|iPod|Android.*Mobile|Windows Phone/i.test(ua)) return "phone";
  return "desktop";
}

/** The ISO country the hosting platform put in the request (the headers of src/lib/country-from-headers.ts), or "unknown". */
export function countryOf(headers: Headers) {
  for (const name of countryHeaderNames) {
    const value = headers.get(name)?.trim().toUpperCase();
    if (value && /^[A-Z]{2}$/.test(value) && value !== "XX" && value !== "T1") return value === "UK" ? "GB" : value;
  }
  return "unknown";
}

/** A bot by its user agent (the isbot list), or no user agent at all. */
export const isBotAgent = (ua: string | null) => !ua || isbot(ua);

let saltCache: { day: string; salt: string } | null = null;

/**
 * The day's salt, created by the first request of the day (any process: the insert is
 * idempotent and every process reads the stored one). Creating it also runs the maintenance:
 * older salts deleted, finished days rolled up.
 */
async function saltOf(db: Db, now: Date) {
  const day = utcDay(now);
  if (saltCache?.day === isoDay(day)) return saltCache.salt;
  await db.insightSalt.createMany({ data: [{ day, salt: randomBytes(32).toString("base64url") }], skipDuplicates: true });
  const { salt } = await db.insightSalt.findUniqueOrThrow({ where: { day } });
  saltCache = { day: isoDay(day), salt };
  await maintainOncePerDay(db, now);
  return salt;
}

let maintainedDay: string | null = null;

/**
 * maintainInsights once per UTC day in this process: every event is stamped today (a payment may
 * join yesterday's visit), so nothing it rolls up or deletes changes again until the next day.
 * Running it on every funnel read cost about ten queries a read (bench/insights.ts).
 */
async function maintainOncePerDay(db: Db, now: Date) {
  const day = isoDay(utcDay(now));
  if (maintainedDay === day) return;
  await maintainInsights(db, now);
  maintainedDay = day;
}

/** Forgets the cached salt and the day maintained (tests that move the clock or reset the database). */
export function forgetSaltCache() {
  saltCache = null;
  maintainedDay = null;
}

/** The request's visitor of the day: no address or user agent is kept, only this hash. */
export async function visitorOf(db: Db, headers: Headers, now: Date) {
  const salt = await saltOf(db, now);
  const address = clientAddress(headers) ?? "unidentified";
  const ua = headers.get("user-agent") ?? "";
  return createHash("sha256").update(`${salt}\n${address}\n${ua}`).digest("base64url").slice(0, 22);
}

/** A raw event's key: random, as long as a cuid (the table's default for rows Prisma creates). */
const eventId = () => randomBytes(18).toString("base64url");

const clip = (value: string | null | undefined, max = 200) => (value ? value.slice(0, max).replace(/[\uD800-\uDBFF]$/, "") || null : null);
/** A `utm_*` value as stored: one holding a NUL, a control character or a lone surrogate counts as absent (the database refuses a NUL). */
const utm = (value: string | null) => {
  const clipped = clip(value);
  return clipped && isSafeText(clipped) ? clipped : null;
};

/**
 * The beacon's page view as rows to insert (and the step the path is: a product page, the
 * checkout), or null for a bot, which records nothing. The route inserts them in the same
 * statement as its rate-limit count (takeRateLimit's `insert`): every page view of every visitor
 * comes through here, so it is one round trip of plain SQL (docs/decisions/003-plain-sql-on-hot-paths.md).
 */
export async function pageView(db: Db, headers: Headers, body: { u: string; r?: string }, now = new Date()) {
  const ua = headers.get("user-agent");
  if (isBotAgent(ua)) return null;
  const url = new URL(body.u, "http://site.invalid");
  const path = url.pathname.replace(/(.)\/$/, "$1").slice(0, 200);
  let referrer: string | null = null;
  try {
    const host = body.r ? new URL(body.r).hostname.replace(/^www\./, "") : null;
    const own = (headers.get("host") ?? "").split(":")[0]!.replace(/^www\./, "");
    referrer = host && host !== own ? host.slice(0, 200) : null;
  } catch {
    referrer = null; // a referrer that is not a URL counts as direct
  }
  const kinds: Step[] = ["pageview"];
  if (productPaths.has(path)) kinds.push("product_view");
  if (path === "/checkout") kinds.push("checkout_started");
  const visitor = await visitorOf(db, headers, now);
  const day = utcDay(now).toISOString();
  const at = now.toISOString();
  const fields = [
    visitor,
    path,
    referrer,
    utm(url.searchParams.get("utm_source")),
    utm(url.searchParams.get("utm_medium")),
    utm(url.searchParams.get("utm_campaign")),
    countryOf(headers),
    deviceClass(ua!),
  ];
  const rows = kinds.map(
    (kind) =>
      Prisma.sql`SELECT ${eventId()}, ${day}::date, ${kind}, ${Prisma.join(fields.map((f) => Prisma.sql`CAST(${f} AS text)`))}, ${at}::timestamp(3)`,
  );
  return {
    kinds,
    /** An abandoned-cart e-mail's link (docs/insights.md#cart-reminders), to count once the view is. */
    reminder: path === "/checkout" ? url.searchParams.get("r")?.slice(0, 100) || null : null,
    insert: {
      into: Prisma.sql`INSERT INTO "InsightEvent" ("id", "day", "kind", "visitor", "path", "referrer", "utmSource", "utmMedium", "utmCampaign", "country", "device", "createdAt")`,
      rows: Prisma.join(rows, " UNION ALL "),
    },
  };
}

/** Records a page view without a rate limit (the tests' and the benchmarks' way in); returns what was recorded. */
export async function recordPageView(db: Db, headers: Headers, body: { u: string; r?: string }, now = new Date()) {
  const view = await pageView(db, headers, body, now);
  if (!view) return [];
  const statement = Prisma.sql`${view.insert.into} ${view.insert.rows}`;
  await sqlRows(db, statement);
  if (view.reminder) await recordReminderClick(db, view.reminder, now);
  return view.kinds;
}

/** The checkout's e-mail step, recorded on the server when the cart is saved (never throws: counting must not break the checkout). */
export async function recordEmailEntered(db: Db, headers: Headers, now = new Date()) {
  try {
    const ua = headers.get("user-agent");
    if (isBotAgent(ua)) return;
    const visitor = await visitorOf(db, headers, now);
    await db.insightEvent.create({
      data: {
        day: utcDay(now),
        visitor,
        kind: "email_entered",
        path: "/checkout",
        country: countryOf(headers),
        device: deviceClass(ua!),
        createdAt: now,
      },
    });
  } catch (error) {
    console.warn(`insights: e-mail step not recorded: ${(error as Error).message}`);
  }
}

/** Remembers which visitor of the day created a pending order, so its payment joins that visit. */
export async function linkOrderToVisitor(db: Db, headers: Headers, orderId: string, now = new Date()) {
  try {
    const ua = headers.get("user-agent");
    if (isBotAgent(ua)) return;
    const visitor = await visitorOf(db, headers, now);
    await db.insightOrderLink.createMany({
      data: [{ orderId, day: utcDay(now), visitor, country: countryOf(headers), device: deviceClass(ua!) }],
      skipDuplicates: true,
    });
  } catch (error) {
    console.warn(`insights: order ${orderId} not linked: ${(error as Error).message}`);
  }
}

/**
 * The paid step, recorded by fulfilment when it completes an order (the browser may never come
 * back from the payment page). With the order's visitor link it joins that day's visit; without
 * (a day already rolled up, a checkout the beacon never saw) it counts as a sale of an unknown visit.
 */
export async function recordPaid(db: Db, order: { id: string; amount: number; currency: string }, now = new Date()) {
  try {
    const link = await db.insightOrderLink.findUnique({ where: { orderId: order.id } });
    const rolledUpBefore = new Date(utcDay(now).getTime() - (ROLLUP_AFTER_DAYS - 1) * DAY_MS);
    const linked = link && link.day >= rolledUpBefore ? link : null;
    const visitor = linked?.visitor ?? `order:${createHash("sha256").update(order.id).digest("base64url").slice(0, 16)}`;
    await db.insightEvent.create({
      data: {
        day: linked?.day ?? utcDay(now),
        visitor,
        kind: "paid",
        path: "/thank-you",
        country: linked?.country ?? "unknown",
        device: linked?.device ?? "unknown",
        amount: order.amount,
        currency: order.currency.toLowerCase(),
        createdAt: now,
      },
    });
  } catch (error) {
    console.warn(`insights: payment of order ${order.id} not recorded: ${(error as Error).message}`);
  }
}

type Money = Record<string, number>;
const addMoney = (into: Money, from: Money) => {
  for (const [currency, amount] of Object.entries(from)) into[currency] = (into[currency] ?? 0) + amount;
  return into;
};

type DailyRow = {
  landingPage: string;
  source: string;
  medium: string;
  campaign: string;
  country: string;
  device: string;
  visitors: number;
  pageviews: number;
  productViews: number;
  checkoutsStarted: number;
  emailsEntered: number;
  paid: number;
  revenue: Money;
};
type ArticleRow = { article: string; readers: number; sales: number; revenue: Money };

/**
 * A day's raw events as daily rows: each visitor of the day once, under the landing page,
 * source, country and device of their first page view, with the steps they reached; and the
 * articles, each sale attributed to the last article its visitor read that day before paying.
 * Grouped here rather than in SQL because the attribution walks each visitor's events in order.
 */
async function aggregateDay(db: Db, day: Date): Promise<{ rows: DailyRow[]; articles: ArticleRow[] }> {
  const events = await db.insightEvent.findMany({ where: { day }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  const visitors = new Map<string, typeof events>();
  for (const event of events) {
    const list = visitors.get(event.visitor) ?? [];
    list.push(event);
    visitors.set(event.visitor, list);
  }
  const rows = new Map<string, DailyRow>();
  const articles = new Map<string, ArticleRow>();
  for (const list of visitors.values()) {
    const first = list.find((e) => e.kind === "pageview") ?? list[0]!;
    const dims = {
      landingPage: first.kind === "pageview" ? first.path : UNTRACKED_LANDING,
      source: first.utmSource ?? first.referrer ?? "(direct)",
      medium: first.utmMedium ?? "",
      campaign: first.utmCampaign ?? "",
      country: first.country,
      device: first.device,
    };
    const key = JSON.stringify(dims);
    const row =
      rows.get(key) ??
      ({
        ...dims,
        visitors: 0,
        pageviews: 0,
        productViews: 0,
        checkoutsStarted: 0,
        emailsEntered: 0,
        paid: 0,
        revenue: {},
      } satisfies DailyRow);
    rows.set(key, row);
    const has = (kind: Step) => list.some((e) => e.kind === kind);
    const pageviews = list.filter((e) => e.kind === "pageview").length;
    row.visitors += pageviews > 0 ? 1 : 0;
    row.pageviews += pageviews;
    row.productViews += has("product_view") ? 1 : 0;
    row.checkoutsStarted += has("checkout_started") ? 1 : 0;
    row.emailsEntered += has("email_entered") ? 1 : 0;
    row.paid += has("paid") ? 1 : 0;
    let lastArticle: string | null = null;
    const read = new Set<string>();
    for (const event of list) {
      if (event.kind === "pageview" && /^\/blog\/[^/]+$/.test(event.path)) {
        lastArticle = event.path;
        read.add(event.path);
      }
      if (event.kind === "paid" && event.currency) {
        addMoney(row.revenue, { [event.currency]: event.amount });
        if (lastArticle) {
          const article = articles.get(lastArticle) ?? { article: lastArticle, readers: 0, sales: 0, revenue: {} };
          articles.set(lastArticle, article);
          article.sales += 1;
          addMoney(article.revenue, { [event.currency]: event.amount });
        }
      }
    }
    for (const path of read) {
      const article = articles.get(path) ?? { article: path, readers: 0, sales: 0, revenue: {} };
      articles.set(path, article);
      article.readers += 1;
    }
  }
  return { rows: [...rows.values()], articles: [...articles.values()] };
}

/** Rolls one day up: its daily rows replace any earlier ones, then its raw events and order links are deleted. */
export async function rollupDay(db: Db, day: Date) {
  const { rows, articles } = await aggregateDay(db, day);
  await db.$transaction(async (tx) => {
    await tx.insightDaily.deleteMany({ where: { day } });
    await tx.insightArticleDaily.deleteMany({ where: { day } });
    await tx.insightDaily.createMany({ data: rows.map((row) => ({ ...row, day, revenue: JSON.stringify(row.revenue) })) });
    await tx.insightArticleDaily.createMany({ data: articles.map((row) => ({ ...row, day, revenue: JSON.stringify(row.revenue) })) });
    await tx.insightEvent.deleteMany({ where: { day } });
    await tx.insightOrderLink.deleteMany({ where: { day: { lte: day } } });
  });
  return rows.length;
}

/**
 * What keeps the store's promise (docs/insights.md): salts of past days deleted, every day
 * older than yesterday rolled up (raw events and order links gone), daily rows older than
 * 13 months deleted. Run by the first beacon of each day and by every funnel read; idempotent.
 */
export async function maintainInsights(db: Db, now = new Date()) {
  const today = utcDay(now);
  await db.insightSalt.deleteMany({ where: { day: { lt: today } } });
  const before = new Date(today.getTime() - (ROLLUP_AFTER_DAYS - 1) * DAY_MS);
  const pending = await db.insightEvent.groupBy({ by: ["day"], where: { day: { lt: before } } });
  for (const { day } of pending) await rollupDay(db, day);
  await db.insightOrderLink.deleteMany({ where: { day: { lt: before } } });
  const oldest = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - KEEP_MONTHS, today.getUTCDate()));
  await db.insightDaily.deleteMany({ where: { day: { lt: oldest } } });
  await db.insightArticleDaily.deleteMany({ where: { day: { lt: oldest } } });
  return { rolledUp: pending.length };
}

type Breakdown = {
  key: string;
  visitors: number;
  productViews: number;
  checkoutsStarted: number;
  emailsEntered: number;
  paid: number;
  revenue: Money;
};

function breakdown(rows: DailyRow[], keyOf: (row: DailyRow) => string): Breakdown[] {
  const out = new Map<string, Breakdown>();
  for (const row of rows) {
    const key = keyOf(row);
    const entry = out.get(key) ?? { key, visitors: 0, productViews: 0, checkoutsStarted: 0, emailsEntered: 0, paid: 0, revenue: {} };
    out.set(key, entry);
    entry.visitors += row.visitors;
    entry.productViews += row.productViews;
    entry.checkoutsStarted += row.checkoutsStarted;
    entry.emailsEntered += row.emailsEntered;
    entry.paid += row.paid;
    addMoney(entry.revenue, row.revenue);
  }
  return [...out.values()].sort((a, b) => b.visitors - a.visitors || b.paid - a.paid || a.key.localeCompare(b.key)).slice(0, 50);
}

/** An inclusive range of UTC days as dates at midnight; a reversed, unreadable or over-400-day range is a 400. */
function rangeOf(input: RangeInput) {
  const from = new Date(`${input.from}T00:00:00Z`);
  const to = new Date(`${input.to}T00:00:00Z`);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || from > to || to.getTime() - from.getTime() > 400 * DAY_MS) {
    throw new AppError("BAD_INPUT", insightMessages.rangeInvalid);
  }
  return { from, to };
}

/**
 * `insights.reminders`: the abandoned-cart reminders sent in the range, per step (1 = the
 * 5-minute reminder, 2 and 3 the optional ones): sent, clicked, recovered, revenue recovered
 * (docs/insights.md#cart-reminders).
 */
export async function reminderSteps(db: Db, input: RangeInput) {
  const { from, to } = rangeOf(input);
  return { steps: await recoveryByStep(db, from, to) };
}

/**
 * `insights.codes`: each discount code's uses (completed orders) and revenue per currency, of the
 * orders completed in the range — the query /admin/codes totals (discountRevenue).
 */
export async function codePerformance(db: Db, input: RangeInput) {
  const { from, to } = rangeOf(input);
  const rows = await discountRevenue(db, { from, to: new Date(to.getTime() + DAY_MS) });
  const codes = new Map<string, { code: string; uses: number; revenue: Money }>();
  for (const row of rows) {
    const code = row.discountCodeId!;
    const entry = codes.get(code) ?? { code, uses: 0, revenue: {} };
    codes.set(code, entry);
    entry.uses += row._count._all;
    addMoney(entry.revenue, { [row.currency.toLowerCase()]: row._sum.amount ?? 0 });
  }
  return { codes: [...codes.values()].sort((a, b) => b.uses - a.uses || a.code.localeCompare(b.code)) };
}

/**
 * The rolled-up days of the range as rows, filtered and summed in the database: one row per
 * landing page, source and country (what the funnel's tables break down by), each with its
 * revenue per currency. Reading every daily row instead (hundreds of thousands for 90 days of a
 * busy shop) and summing in JavaScript missed the funnel's target; this meets it (bench/insights.ts,
 * docs/performance.md#insights).
 */
async function storedRows(db: Db, from: Date, to: Date, input: FunnelInput): Promise<DailyRow[]> {
  const conditions = [Prisma.sql`"day" >= ${isoDay(from)}::date`, Prisma.sql`"day" <= ${isoDay(to)}::date`];
  if (input.landingPage) conditions.push(Prisma.sql`"landingPage" = ${input.landingPage}`);
  if (input.country) conditions.push(Prisma.sql`"country" = ${input.country}`);
  if (input.source) conditions.push(Prisma.sql`"source" = ${input.source}`);
  const where = Prisma.join(conditions, " AND ");
  const [sums, money] = await Promise.all([
    db.$queryRaw<Omit<DailyRow, "medium" | "campaign" | "device" | "revenue">[]>`
      SELECT "landingPage", "source", "country",
        sum("visitors")::int AS "visitors", sum("pageviews")::int AS "pageviews", sum("productViews")::int AS "productViews",
        sum("checkoutsStarted")::int AS "checkoutsStarted", sum("emailsEntered")::int AS "emailsEntered", sum("paid")::int AS "paid"
      FROM "InsightDaily" WHERE ${where}
      GROUP BY "landingPage", "source", "country"`,
    db.$queryRaw<{ landingPage: string; source: string; country: string; currency: string; amount: number }[]>`
      SELECT "landingPage", "source", "country", r.key AS "currency", sum(r.value::bigint)::float8 AS "amount"
      FROM "InsightDaily", jsonb_each_text("revenue"::jsonb) AS r
      WHERE ${where} AND "paid" > 0
      GROUP BY "landingPage", "source", "country", r.key`,
  ]);
  const key = (row: { landingPage: string; source: string; country: string }) => `${row.landingPage}\n${row.source}\n${row.country}`;
  const rows = new Map<string, DailyRow>(sums.map((row) => [key(row), { ...row, medium: "", campaign: "", device: "", revenue: {} }]));
  for (const row of money) {
    const target = rows.get(key(row));
    if (target) addMoney(target.revenue, { [row.currency]: row.amount });
  }
  return [...rows.values()];
}

/** The rolled-up days' articles of the range, summed in the database, each with its revenue per currency. */
async function storedArticles(db: Db, from: Date, to: Date): Promise<ArticleRow[]> {
  const range = Prisma.sql`"day" >= ${isoDay(from)}::date AND "day" <= ${isoDay(to)}::date`;
  const [sums, money] = await Promise.all([
    db.$queryRaw<Omit<ArticleRow, "revenue">[]>`
      SELECT "article", sum("readers")::int AS "readers", sum("sales")::int AS "sales"
      FROM "InsightArticleDaily" WHERE ${range} GROUP BY "article"`,
    db.$queryRaw<{ article: string; currency: string; amount: number }[]>`
      SELECT "article", r.key AS "currency", sum(r.value::bigint)::float8 AS "amount"
      FROM "InsightArticleDaily", jsonb_each_text("revenue"::jsonb) AS r
      WHERE ${range} AND "sales" > 0 GROUP BY "article", r.key`,
  ]);
  const rows = new Map<string, ArticleRow>(sums.map((row) => [row.article, { ...row, revenue: {} }]));
  for (const row of money) {
    const target = rows.get(row.article);
    if (target) addMoney(target.revenue, { [row.currency]: row.amount });
  }
  return [...rows.values()];
}

/**
 * `insights.funnel`: the steps visits → product views → checkout started → e-mail entered →
 * paid for the UTC days from..to, each counting visitors (a visitor per day reaching the step),
 * with the conversion rate, revenue per visitor and the tables by landing page, source, country
 * and article. Sales without a tracked visit are counted apart ("untracked"), so every rate is of
 * visitors who were seen; revenue is given gross and, unfiltered, net of refunds. Rolled-up days come from the daily rows; the days not rolled up yet from the raw events.
 */
export async function funnel(db: Db, input: FunnelInput, now = new Date()) {
  const { from, to } = rangeOf(input);
  await maintainOncePerDay(db, now);
  const [stored, articlesStored, liveDays] = await Promise.all([
    storedRows(db, from, to, input),
    storedArticles(db, from, to),
    db.insightEvent.groupBy({ by: ["day"], where: { day: { gte: from, lte: to } } }),
  ]);
  let rows = stored;
  let articleRows = articlesStored;
  for (const { day } of liveDays) {
    const live = await aggregateDay(db, day);
    rows = rows.concat(live.rows);
    articleRows = articleRows.concat(live.articles);
  }
  rows = rows.filter(
    (row) =>
      (!input.landingPage || row.landingPage === input.landingPage) &&
      (!input.country || row.country === input.country) &&
      (!input.source || row.source === input.source),
  );
  // Sales the beacon never saw a visit for (bots filtered, blocked scripts, a day rolled up
  // first) are their own figure and row: counted with the visits, a rate could pass 100 %.
  const tracked = rows.filter((row) => row.landingPage !== UNTRACKED_LANDING);
  const untrackedRows = rows.filter((row) => row.landingPage === UNTRACKED_LANDING);
  const empty: Breakdown = { key: "all", visitors: 0, productViews: 0, checkoutsStarted: 0, emailsEntered: 0, paid: 0, revenue: {} };
  const total = breakdown(tracked, () => "all")[0] ?? empty;
  const untracked = breakdown(untrackedRows, () => UNTRACKED_KEY)[0] ?? { ...empty, key: UNTRACKED_KEY };
  const table = (keyOf: (row: DailyRow) => string) => {
    const out = breakdown(tracked, keyOf).map((row) => ({ ...row, untracked: false }));
    return untracked.paid > 0 ? [...out, { ...untracked, visitors: 0, untracked: true }] : out;
  };
  const revenue = addMoney(addMoney({}, total.revenue), untracked.revenue);
  // Refunds belong to orders, not to visits: they are subtracted only when no filter narrows the visits.
  const filtered = Boolean(input.landingPage || input.country || input.source);
  const refunded = filtered ? null : await givenBackInRange(db, from, new Date(to.getTime() + DAY_MS));
  const articles = new Map<string, ArticleRow>();
  for (const row of articleRows) {
    const entry = articles.get(row.article) ?? { article: row.article, readers: 0, sales: 0, revenue: {} };
    articles.set(row.article, entry);
    entry.readers += row.readers;
    entry.sales += row.sales;
    addMoney(entry.revenue, row.revenue);
  }
  return {
    steps: [
      { name: "Visits", count: total.visitors },
      { name: "Product views", count: total.productViews },
      { name: "Checkout started", count: total.checkoutsStarted },
      { name: "E-mail entered", count: total.emailsEntered },
      { name: "Paid", count: total.paid },
    ],
    conversionRate: total.visitors > 0 ? total.paid / total.visitors : 0,
    /** Paid orders without a tracked visit, and their revenue. */
    untracked: { paid: untracked.paid, revenue: untracked.revenue },
    /** Every sale's revenue (tracked or not), before refunds. */
    revenue,
    /** Given back in the range (null when a filter is set: refunds are not attributed to visits). */
    refunded,
    /** Revenue less what was given back, or null when `refunded` is. */
    netRevenue:
      refunded && Object.fromEntries(Object.keys({ ...revenue, ...refunded }).map((c) => [c, (revenue[c] ?? 0) - (refunded[c] ?? 0)])),
    revenuePerVisitor: Object.fromEntries(
      Object.entries(total.revenue).map(([currency, amount]) => [currency, total.visitors > 0 ? Math.round(amount / total.visitors) : 0]),
    ),
    byLandingPage: table((row) => row.landingPage),
    bySource: table((row) => row.source),
    byCountry: table((row) => row.country),
    byArticle: [...articles.values()].sort((a, b) => b.sales - a.sales || b.readers - a.readers).slice(0, 50),
  };
}
