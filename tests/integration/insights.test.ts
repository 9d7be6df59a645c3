// First-party counts (docs/insights.md): the beacon route (stored without address or cookie, bots
// dropped, 413/400/429), the steps recorded by the checkout and fulfilment, the daily rollup with
// its deletions, and the funnel's counts and filters.
import { beforeEach, describe, expect, it } from "vitest";
import { POST as beacon } from "@/app/api/beacon/route";
import { insightMessages } from "@/lib/messages";
import { createCaller } from "@/server/api/root";
import { createTRPCContext } from "@/server/api/trpc";
import { getPaymentGateway } from "@/server/payments";
import { isLocalGateway } from "@/server/payments/local";
import { rateRules, storeCounter } from "@/server/rate-limit";
import { forgetSaltCache, funnel, maintainInsights, recordPageView, recordPaid, utcDay } from "@/server/services/insights/insights";
import { useTestDatabase } from "../setup/test-db";
import { checkoutForm, orderRow, signedIn } from "./factories";
import { freshIp } from "./helpers";

const db = useTestDatabase();

const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const iphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

/** A browser: its address, user agent and country header. */
const browser = (ua = chrome, country = "US") => ({ "x-forwarded-for": freshIp(), "user-agent": ua, "cf-ipcountry": country });

const send = (headers: Record<string, string>, body: BodyInit) =>
  beacon(
    new Request("http://localhost:3000/api/beacon", {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8", ...headers },
      body,
    }),
  );

const view = (headers: Record<string, string>, u: string, r = "") => send(headers, JSON.stringify({ u, r }));

const today = () => new Date().toISOString().slice(0, 10);

beforeEach(async () => {
  forgetSaltCache();
  for (const table of ["InsightEvent", "InsightSalt", "InsightOrderLink", "InsightDaily", "InsightArticleDaily", "RateLimit"]) {
    await db().$executeRawUnsafe(`DELETE FROM "${table}"`);
  }
});

describe("POST /api/beacon", () => {
  it("stores a page view and its step with the visitor's day hash: no address, no user agent, country and device only", async () => {
    const headers = browser(iphone, "GB");
    const res = await view(
      headers,
      "/digital-fertility-guide?utm_source=newsletter&utm_medium=email&utm_campaign=spring",
      "https://www.google.com/search?q=x",
    );
    expect(res.status).toBe(204);
    const events = await db().insightEvent.findMany({ orderBy: { kind: "asc" } });
    expect(events.map((e) => e.kind)).toEqual(["pageview", "product_view"]);
    expect(events[0]).toMatchObject({
      path: "/digital-fertility-guide",
      referrer: "google.com",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "spring",
      country: "GB",
      device: "phone",
    });
    expect(events[0]!.visitor).toMatch(/^[\w-]{22}$/);
    const stored = JSON.stringify(await db().insightEvent.findMany());
    expect(stored).not.toContain(headers["x-forwarded-for"]);
    expect(stored).not.toContain("iPhone");
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("counts the same browser as one visitor within the day, and another browser as another", async () => {
    const a = browser();
    await view(a, "/");
    await view(a, "/blog/some-article");
    await view(browser(), "/");
    const visitors = await db().insightEvent.groupBy({ by: ["visitor"] });
    expect(visitors).toHaveLength(2);
  });

  it("drops a bot (by its user agent) and a request without one", async () => {
    const bot = await view(browser("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"), "/");
    const headless = await view(browser("Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/131.0.0.0 Safari/537.36"), "/");
    const none = await view({ "x-forwarded-for": freshIp() }, "/");
    expect([bot.status, headless.status, none.status]).toEqual([204, 204, 204]);
    expect(await db().insightEvent.count()).toBe(0);
  });

  it("stores a utm_ value holding a NUL, a control character or a lone surrogate as absent (no 500)", async () => {
    for (const u of ["/?utm_source=%00x", "/?utm_medium=a%01b&utm_campaign=%ED%A0%80", `/?utm_campaign=${"x".repeat(199)}%F0%9F%98%80`]) {
      expect((await view(browser(), u)).status, u).toBe(204);
    }
    const events = await db().insightEvent.findMany();
    expect(events).toHaveLength(3);
    expect(events.map((e) => [e.utmSource, e.utmMedium])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
    // A malformed escape decodes to U+FFFD (kept); a pair cut by the 200-character cap loses its half.
    expect(
      events
        .map((e) => e.utmCampaign)
        .filter(Boolean)
        .sort(),
    ).toEqual(["x".repeat(199), "\ufffd\ufffd\ufffd"]);
  });

  it("answers 413 past its size cap", async () => {
    const res = await view(browser(), `/${"a".repeat(5000)}`);
    expect(res.status).toBe(413);
    expect(await db().insightEvent.count()).toBe(0);
  });

  it.each([
    ["not JSON", "hello"],
    ["an absolute URL", JSON.stringify({ u: "https://evil.example/x" })],
    ["a protocol-relative URL", JSON.stringify({ u: "//evil.example/x" })],
    ["no path", JSON.stringify({ r: "https://google.com" })],
    ["an unknown field", JSON.stringify({ u: "/", ip: "1.2.3.4" })],
  ])("answers 400 with the message for %s", async (_what, body) => {
    const res = await send(browser(), body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: insightMessages.beaconInvalid });
  });

  it("answers 429 past the rate limit of one address", async () => {
    const headers = browser();
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) statuses.push((await view(headers, `/blog/a${i}`)).status);
    expect(statuses.slice(0, 120).every((s) => s === 204)).toBe(true);
    expect(statuses[120]).toBe(429);
  });

  it("answers 429 and stores nothing once the store's hourly allowance is used up, counted over its 16 rows", async () => {
    const { shards, limit, windowMs } = rateRules.beacon.store;
    const keys = new Set(Array.from({ length: 400 }, () => storeCounter(rateRules.beacon).key));
    expect([...keys].sort()).toEqual(Array.from({ length: shards }, (_, i) => `${rateRules.beacon.key}:*${i}`).sort());
    expect(storeCounter(rateRules.beacon).window).toEqual({ limit: Math.ceil(limit / shards), windowMs });

    expect((await view(browser(), "/")).status).toBe(204);
    const now = new Date();
    const full = { windowStart: now, count: Math.ceil(limit / shards), expiresAt: new Date(now.getTime() + windowMs) };
    for (const key of keys) await db().rateLimit.upsert({ where: { key }, create: { key, ...full }, update: full });
    const refused = await view(browser(), "/digital-fertility-guide");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: insightMessages.beaconRateLimited });
    expect(await db().insightEvent.count()).toBe(1);
  });
});

/** A tRPC caller as the browser with these headers (the checkout page's calls). */
const callerAs = async (headers: Record<string, string>) => createCaller(await createTRPCContext({ headers: new Headers(headers) }));

/** A visitor who reads an article, opens a product page and the checkout, types an e-mail and pays. */
async function buyer(headers: Record<string, string>) {
  await view(headers, "/blog/sway-diet", "https://duckduckgo.com/");
  await view(headers, "/digital-fertility-guide");
  await view(headers, "/checkout?product=fertility");
  const caller = await callerAs(headers);
  const form = checkoutForm({ product: "fertility" });
  await caller.checkout.saveCart({ email: String(form.email), product: "fertility" });
  const checkout = await caller.checkout.createSession(form);
  const gateway = getPaymentGateway();
  if (!isLocalGateway(gateway)) throw new Error("needs the local payments adapter");
  await gateway.pay(checkout.sessionId);
  await (await callerAs({ "x-forwarded-for": freshIp() })).orders.verify({ sessionId: checkout.sessionId });
  return db().order.findUniqueOrThrow({ where: { id: checkout.orderId } });
}

describe("the funnel", () => {
  it("counts visits → product views → checkout started → e-mail entered → paid, with revenue and the article read", async () => {
    const order = await buyer(browser(chrome, "GB"));
    await view(browser(chrome, "US"), "/", "https://facebook.com/");
    await view(browser(iphone, "US"), "/digital-fertility-guide", "https://facebook.com/");
    const { caller } = await signedIn(db(), { admin: true });
    const result = await caller.insights.funnel({ from: today(), to: today() });
    expect(result.steps).toEqual([
      { name: "Visits", count: 3 },
      { name: "Product views", count: 2 },
      { name: "Checkout started", count: 1 },
      { name: "E-mail entered", count: 1 },
      { name: "Paid", count: 1 },
    ]);
    expect(result.conversionRate).toBeCloseTo(1 / 3);
    expect(result.revenue).toEqual({ [order.currency]: order.amount });
    expect(result.revenuePerVisitor).toEqual({ [order.currency]: Math.round(order.amount / 3) });
    expect(result.byArticle).toEqual([{ article: "/blog/sway-diet", readers: 1, sales: 1, revenue: { [order.currency]: order.amount } }]);
    expect(result.bySource.map((r) => [r.key, r.visitors, r.paid])).toEqual([
      ["facebook.com", 2, 0],
      ["duckduckgo.com", 1, 1],
    ]);
    // The link from order to visitor is the day's hash only, and goes with the day's rollup.
    expect(await db().insightOrderLink.count()).toBe(1);
  });

  it("filters by landing page, country and source", async () => {
    await buyer(browser(chrome, "GB"));
    await view(browser(chrome, "US"), "/", "https://facebook.com/");
    await view(browser(chrome, "AU"), "/digital-fertility-guide?utm_source=newsletter");
    const { caller } = await signedIn(db(), { admin: true });
    const counts = async (filter: object) =>
      (await caller.insights.funnel({ from: today(), to: today(), ...filter })).steps.map((s) => s.count);
    expect(await counts({ landingPage: "/blog/sway-diet" })).toEqual([1, 1, 1, 1, 1]);
    expect(await counts({ country: "US" })).toEqual([1, 0, 0, 0, 0]);
    expect(await counts({ country: "AU" })).toEqual([1, 1, 0, 0, 0]);
    expect(await counts({ source: "newsletter" })).toEqual([1, 1, 0, 0, 0]);
    expect(await counts({ source: "duckduckgo.com", country: "GB" })).toEqual([1, 1, 1, 1, 1]);
    expect(await counts({ source: "nowhere.example" })).toEqual([0, 0, 0, 0, 0]);
  });

  it("refuses a range that ends before it starts", async () => {
    const { caller } = await signedIn(db(), { admin: true });
    await expect(caller.insights.funnel({ from: "2026-02-01", to: "2026-01-01" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: insightMessages.rangeInvalid,
    });
  });
});

describe("the daily rollup", () => {
  const day1 = new Date("2026-03-10T12:00:00Z");
  const at = (days: number) => new Date(day1.getTime() + days * 86_400_000);

  it("rolls a finished day into daily rows, deleting its raw events, order links and salt, with the same counts", async () => {
    const h = (ip: string, country: string) => new Headers({ "x-forwarded-for": ip, "user-agent": chrome, "cf-ipcountry": country });
    await recordPageView(db(), h("10.9.0.1", "GB"), { u: "/", r: "https://google.com/" }, day1);
    await recordPageView(db(), h("10.9.0.1", "GB"), { u: "/checkout" }, at(0.01));
    await recordPageView(db(), h("10.9.0.2", "US"), { u: "/natural-fertility-methods-pdf" }, at(0.02));
    const range = { from: "2026-03-10", to: "2026-03-10" };
    const before = await funnel(db(), range, at(0.4)); // 21:36 the same day
    expect(before.steps.map((s) => s.count)).toEqual([2, 1, 1, 0, 0]);
    expect(await db().insightSalt.count()).toBe(1);

    // The next day: the salt of the 10th is deleted; its events stay until that day is over too.
    forgetSaltCache();
    await recordPageView(db(), h("10.9.0.1", "GB"), { u: "/" }, at(1));
    expect((await db().insightSalt.findMany()).map((s) => s.day.toISOString().slice(0, 10))).toEqual(["2026-03-11"]);
    expect(await db().insightEvent.count({ where: { day: utcDay(day1) } })).toBe(5);
    // The same browser the next day is a visitor no one can link to the day before.
    const visitors = await db().insightEvent.findMany({ where: { path: "/", referrer: null }, select: { visitor: true } });
    const first = await db().insightEvent.findFirstOrThrow({ where: { day: utcDay(day1), path: "/" } });
    expect(visitors[0]!.visitor).not.toBe(first.visitor);

    // Two days on: the 10th and the 11th are rolled up.
    expect(await maintainInsights(db(), at(3))).toEqual({ rolledUp: 2 });
    expect(await db().insightEvent.count()).toBe(0);
    expect(await db().insightDaily.count({ where: { day: utcDay(day1) } })).toBe(2);
    const after = await funnel(db(), range, at(3));
    expect(after.steps).toEqual(before.steps);
    expect(after.byCountry.map((r) => [r.key, r.visitors])).toEqual(before.byCountry.map((r) => [r.key, r.visitors]));
    expect((await funnel(db(), { ...range, source: "google.com" }, at(3))).steps.map((s) => s.count)).toEqual([1, 0, 1, 0, 0]);
  });

  it("counts sales without a tracked visit as untracked, live and rolled up: every rate stays at most 100 %; revenue net of refunds", async () => {
    const h = new Headers({ "x-forwarded-for": "10.9.1.1", "user-agent": chrome, "cf-ipcountry": "GB" });
    await recordPageView(db(), h, { u: "/", r: "https://google.com/" }, day1);
    // Three paid orders whose visits the beacon never saw (a blocked script, a filtered bot).
    const orders = await Promise.all([1, 2, 3].map(() => db().order.create({ data: orderRow({ status: "completed", createdAt: day1 }) })));
    for (const order of orders) await recordPaid(db(), order, at(0.1));
    await db().refund.create({
      data: { orderId: orders[0]!.id, kind: "refund", amount: 1000, currency: "usd", source: "admin", createdAt: at(0.2) },
    });
    const range = { from: "2026-03-10", to: "2026-03-10" };
    const check = async (now: Date) => {
      const result = await funnel(db(), range, now);
      expect(result.steps.map((s) => s.count)).toEqual([1, 0, 0, 0, 0]);
      expect(result.conversionRate).toBe(0);
      expect(result.untracked).toEqual({ paid: 3, revenue: { usd: 3 * 4700 } });
      for (const table of [result.byLandingPage, result.bySource, result.byCountry]) {
        for (const row of table.filter((r) => !r.untracked)) expect(row.paid).toBeLessThanOrEqual(row.visitors);
        expect(table.find((r) => r.untracked)).toMatchObject({ key: "(untracked)", visitors: 0, paid: 3 });
      }
      expect(result.revenue).toEqual({ usd: 3 * 4700 });
      expect(result.refunded).toEqual({ usd: 1000 });
      expect(result.netRevenue).toEqual({ usd: 3 * 4700 - 1000 });
      // A filter narrows visits; refunds belong to orders, so the filtered figure stays gross.
      const filtered = await funnel(db(), { ...range, country: "GB" }, now);
      expect([filtered.refunded, filtered.netRevenue]).toEqual([null, null]);
    };
    await check(at(0.4));
    await maintainInsights(db(), at(3));
    expect(await db().insightEvent.count()).toBe(0);
    await check(at(3));
  });

  it("keeps daily rows 13 months", async () => {
    const row = {
      landingPage: "/",
      source: "(direct)",
      medium: "",
      campaign: "",
      country: "US",
      device: "desktop",
      visitors: 1,
      pageviews: 1,
      productViews: 0,
      checkoutsStarted: 0,
      emailsEntered: 0,
      paid: 0,
      revenue: "{}",
    };
    await db().insightDaily.createMany({
      data: [
        { ...row, day: new Date("2025-02-09T00:00:00Z") },
        { ...row, day: new Date("2025-02-10T00:00:00Z") },
      ],
    });
    await maintainInsights(db(), new Date("2026-03-10T08:00:00Z"));
    expect((await db().insightDaily.findMany()).map((r) => r.day.toISOString().slice(0, 10))).toEqual(["2025-02-10"]);
  });
});
