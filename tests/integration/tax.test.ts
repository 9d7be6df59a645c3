// Tax collection without Stripe (docs/product.md#tax): the owner's rules by country, US state and
// date, inclusive and exclusive arithmetic in minor units, the EU reverse charge, tax off exactly
// as before, refunds' tax share, and the quarterly report with its CSV.
import { afterEach, describe, expect, it } from "vitest";
import { GET as taxCsv } from "@/app/api/admin/tax.csv/route";
import { setPaymentGateway } from "@/server/payments";
import { useTestDatabase } from "../setup/test-db";
import { createCaller } from "@/server/api/root";
import { createTRPCContext } from "@/server/api/trpc";
import { checkoutForm, completedOrder, signedIn, startCheckout } from "./factories";
import { useFakeServers } from "./fake-servers";
import { callerFor, rejectionOf } from "./helpers";

const db = useTestDatabase();
const { stripe: fake } = useFakeServers({ stripe: true });
afterEach(() => setPaymentGateway(undefined));

const admin = async () => (await signedIn(db(), { admin: true })).caller;
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const orderOf = (id: string) => db().order.findUniqueOrThrow({ where: { id }, include: { refunds: true } });

async function taxOn(
  rules: { country: string; state?: string; ratePercent: number; inclusive: boolean; validFrom?: string; validTo?: string }[],
) {
  const caller = await admin();
  await db().taxRule.deleteMany();
  for (const rule of rules) await caller.tax.saveRule({ validFrom: "2020-01-01", ...rule });
  await caller.tax.setSettings({ collect: true });
  return caller;
}
afterEach(async () => {
  await db().websiteSetting.deleteMany({ where: { key: { startsWith: "tax_" } } });
  await db().taxRule.deleteMany();
});

describe("tax off (the default)", () => {
  it("quotes and charges exactly as before even with rules in the table: tax 0, no lines, the price as total", async () => {
    await taxOn([{ country: "AU", ratePercent: 10, inclusive: false }]);
    await (await admin()).tax.setSettings({ collect: false });
    const quote = await (await callerFor()).checkout.quote({ product: "fertility", countryCode: "AU", country: "Australia" });
    expect(quote).toMatchObject({
      tax: 0,
      taxLines: [],
      taxReverseCharge: false,
      taxCollect: false,
      total: 4900,
      display: { tax: "A$0.00", total: "A$49.00" },
    });
    const { orderId } = await startCheckout({ countryCode: "AU", country: "Australia" });
    expect(await orderOf(orderId)).toMatchObject({ amount: 4900, taxAmount: 0, taxLines: null, taxReverseCharge: false });
  });
});

describe("tax on: the owner's rules", () => {
  it("takes inclusive GST out of the price: the total stays, the tax is round(gross × r / (1 + r))", async () => {
    await taxOn([{ country: "AU", ratePercent: 10, inclusive: true }]);
    const quote = await (await callerFor()).checkout.quote({ product: "fertility", countryCode: "AU", country: "Australia" });
    expect(quote).toMatchObject({
      tax: 445,
      taxCollect: true,
      total: 4900,
      taxLines: [{ country: "AU", rate: 1000, amount: 445, inclusive: true, label: "GST 10%" }],
      display: { tax: "A$4.45", total: "A$49.00" },
    });
  });

  it("adds exclusive tax: the order, the local payment and the session carry the total with tax", async () => {
    await taxOn([{ country: "AU", ratePercent: 10, inclusive: false }]);
    const { order } = await completedOrder({ countryCode: "AU", country: "Australia" });
    const stored = await orderOf(order.id);
    expect(stored).toMatchObject({
      status: "completed",
      subtotal: 4900,
      amount: 5390,
      taxAmount: 490,
      taxLines: [{ country: "AU", rate: 1000, amount: 490, inclusive: false, label: "GST 10%" }],
      taxEvidence: { billingCountry: "AU", requestCountry: null },
    });
  });

  it("taxes the price after a discount, and stores the request's country as evidence", async () => {
    await db().discountCode.create({ data: { code: "HALF", percentOff: 50, description: "half" } });
    await taxOn([{ country: "GB", ratePercent: 20, inclusive: false }]);
    const caller = await callerFor();
    const quote = await caller.checkout.quote({ product: "fertility", countryCode: "UK", country: "United Kingdom", discount: "HALF" });
    expect(quote).toMatchObject({ subtotal: 3700, discount: 1850, tax: 370, total: 2220 });
    const headers = new Headers({ "x-forwarded-for": "10.77.0.1", "cf-ipcountry": "FR" });
    const fromFrance = createCaller(await createTRPCContext({ headers }));
    const { orderId } = await fromFrance.checkout.createSession(
      checkoutForm({ countryCode: "UK", country: "United Kingdom", discount: "HALF" }),
    );
    expect(await orderOf(orderId)).toMatchObject({
      amount: 2220,
      taxAmount: 370,
      taxEvidence: { billingCountry: "GB", requestCountry: "FR" },
    });
  });

  it("chooses the rule by date: none before it starts, the newer one after a change, none after it ends", async () => {
    const now = new Date();
    const iso = (offsetDays: number) => new Date(now.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);
    await taxOn([
      { country: "DE", ratePercent: 19, inclusive: true, validFrom: iso(-30) },
      { country: "DE", ratePercent: 7, inclusive: true, validFrom: iso(-1) },
      { country: "FR", ratePercent: 5.5, inclusive: true, validFrom: iso(1) },
      { country: "IE", ratePercent: 9, inclusive: true, validFrom: iso(-30), validTo: iso(-1) },
    ]);
    const quoteIn = (country: string) => callerFor().then((c) => c.checkout.quote({ product: "fertility", countryCode: "US", country }));
    expect(await quoteIn("Germany")).toMatchObject({ tax: 307, total: 4700, taxLines: [{ rate: 700, label: "VAT 7%" }] }); // 4700 × 7/107 = 307.48
    expect(await quoteIn("France")).toMatchObject({ tax: 0, taxLines: [] });
    expect(await quoteIn("Ireland")).toMatchObject({ tax: 0, taxLines: [] });
  });

  it("chooses a US state's rule before the country's, by the form's state name or code", async () => {
    await taxOn([
      { country: "US", state: "CA", ratePercent: 7.25, inclusive: false },
      { country: "US", ratePercent: 0, inclusive: false },
    ]);
    const quote = (state: string) =>
      callerFor().then((c) => c.checkout.quote({ product: "fertility", countryCode: "US", country: "United States", state }));
    expect(await quote("California")).toMatchObject({ tax: 341, total: 5041, taxLines: [{ state: "CA", label: "Sales tax 7.25%" }] });
    expect(await quote("ca")).toMatchObject({ tax: 341 });
    expect(await quote("Texas")).toMatchObject({ tax: 0, total: 4700, taxLines: [] });
    const { orderId } = await startCheckout({ state: "California" });
    expect(await orderOf(orderId)).toMatchObject({ amount: 5041, taxAmount: 341 });
  });

  it("reverse-charges an EU business with a valid-looking VAT number of its country; not one without, nor a bad number", async () => {
    await taxOn([{ country: "DE", ratePercent: 19, inclusive: false }]);
    const business = (taxId: string) => ({ name: "Kinderwunsch GmbH", address: "Hauptstr. 1, Berlin", taxId });
    const reverse = await startCheckout({ country: "Germany", business: business("DE 123 456 789") });
    expect(await orderOf(reverse.orderId)).toMatchObject({ amount: 4700, taxAmount: 0, taxReverseCharge: true, taxLines: null });
    const badNumber = await startCheckout({ country: "Germany", business: business("DE12345") });
    expect(await orderOf(badNumber.orderId)).toMatchObject({ amount: 5593, taxAmount: 893, taxReverseCharge: false });
    const consumer = await startCheckout({ country: "Germany" });
    expect(await orderOf(consumer.orderId)).toMatchObject({ amount: 5593, taxAmount: 893 });
    const quote = await (await callerFor()).checkout.quote({ product: "fertility", country: "Germany", taxId: "DE123456789" });
    expect(quote).toMatchObject({ tax: 0, taxReverseCharge: true, total: 4700 });
    // A seller in Germany charges its own country's VAT to a German business.
    await (await admin()).tax.setSettings({ sellerCountry: "DE" });
    const domestic = await startCheckout({ country: "Germany", business: business("DE123456789") });
    expect(await orderOf(domestic.orderId)).toMatchObject({ taxAmount: 893, taxReverseCharge: false });
  });

  it("refuses a bad rule with a clear 400, never a 500", async () => {
    const caller = await admin();
    const bad = [
      { country: "Australia", ratePercent: 10, inclusive: true, validFrom: "2026-01-01" },
      { country: "AU", state: "NSW", ratePercent: 10, inclusive: true, validFrom: "2026-01-01" },
      { country: "AU", ratePercent: 120, inclusive: true, validFrom: "2026-01-01" },
      { country: "AU", ratePercent: 10, inclusive: true, validFrom: "2026-01-01", validTo: "2025-01-01" },
      { country: "AU", ratePercent: 10, inclusive: true, validFrom: "not a day" },
    ];
    for (const input of bad) expect((await rejectionOf(caller.tax.saveRule(input))).code).toBe("BAD_REQUEST");
    expect(await db().taxRule.count()).toBe(0);
  });
});

describe("the admin's changes", () => {
  it("are audited: the setting's old and new value, each rule saved and deleted; a non-admin is refused", async () => {
    const caller = await admin();
    const since = new Date();
    await caller.tax.setSettings({ collect: true, sellerCountry: "de" });
    await caller.tax.setSettings({ collect: true }); // unchanged: no record
    const rule = await caller.tax.saveRule({ country: "gb", ratePercent: 20, inclusive: true, validFrom: "2026-01-01" });
    expect(rule).toMatchObject({ country: "GB", rate: 2000, state: null, validTo: null });
    await caller.tax.saveRule({ id: rule.id, country: "GB", ratePercent: 0, inclusive: true, validFrom: "2026-01-01" });
    await caller.tax.deleteRule({ id: rule.id });
    expect((await rejectionOf(caller.tax.deleteRule({ id: rule.id }))).code).toBe("NOT_FOUND");
    const audit = await db().auditEvent.findMany({
      where: { action: { startsWith: "tax." }, createdAt: { gte: since } },
      orderBy: { createdAt: "asc" },
    });
    expect(audit.map((a) => [a.action, a.target])).toEqual([
      ["tax.settings_updated", "tax_collect"],
      ["tax.settings_updated", "tax_seller_country"],
      ["tax.rule_saved", rule.id],
      ["tax.rule_saved", rule.id],
      ["tax.rule_deleted", rule.id],
    ]);
    expect(audit[0]!.details).toEqual({ from: "off", to: "on" });
    expect(audit[1]!.details).toEqual({ from: "US", to: "DE" });
    const member = (await signedIn(db())).caller;
    expect((await rejectionOf(member.tax.setSettings({ collect: false }))).code).toBe("FORBIDDEN");
    expect(await caller.tax.settings()).toEqual({ collect: true, sellerCountry: "DE", pricesInclusive: true });
  });
});

describe("refunds give back their tax share", () => {
  it("stores each refund's pro rata tax, adding up to the order's tax", async () => {
    await taxOn([{ country: "AU", ratePercent: 10, inclusive: false }]);
    const { order } = await completedOrder({ countryCode: "AU", country: "Australia" });
    const caller = await admin();
    await caller.orders.refund({ orderId: order.id, amount: 1000 });
    await caller.orders.refund({ orderId: order.id });
    const { refunds } = await orderOf(order.id);
    expect(refunds.map((r) => [r.amount, r.taxAmount]).sort((a, b) => a[0]! - b[0]!)).toEqual([
      [1000, 91],
      [4390, 399],
    ]);
  });
});

describe("with Stripe Tax", () => {
  it("stores Stripe's tax from the paid session, and a refund through Stripe keeps its tax share", async () => {
    setPaymentGateway(fake.gateway());
    await (await admin()).tax.setSettings({ collect: true, pricesInclusive: true });
    const quote = await (await callerFor()).checkout.quote({ product: "fertility", countryCode: "AU", country: "Australia" });
    expect(quote).toMatchObject({ tax: 0, taxAtPayment: true, total: 4900 });
    const { sessionId, orderId } = await startCheckout({ countryCode: "AU", country: "Australia" });
    fake.pay(sessionId, { country: "AU", percentage: 10, displayName: "GST" });
    await (await callerFor()).orders.verify({ sessionId });
    expect(await orderOf(orderId)).toMatchObject({
      status: "completed",
      amount: 4900,
      taxAmount: 445,
      taxLines: [{ country: "AU", rate: 1000, amount: 445, inclusive: true, label: "GST 10%" }],
    });
    await (await admin()).orders.refund({ orderId, amount: 980 });
    expect((await orderOf(orderId)).refunds).toMatchObject([{ amount: 980, taxAmount: 89, source: "admin" }]);
  });
});

describe("the quarterly report", () => {
  it("sums orders, net, tax, gross and refunds with their tax per country and US state, and exports them as CSV", async () => {
    // The other tests' orders and refunds move to a quarter of their own.
    await db().order.updateMany({ data: { completedAt: day("2001-01-01") } });
    await db().refund.updateMany({ data: { createdAt: day("2001-01-01") } });
    await taxOn([
      { country: "AU", ratePercent: 10, inclusive: true },
      { country: "US", state: "CA", ratePercent: 7.25, inclusive: false },
    ]);
    const au1 = await completedOrder({ countryCode: "AU", country: "Australia" });
    await completedOrder({ countryCode: "AU", country: "Australia", product: "intimacy" });
    await completedOrder({ state: "California" });
    await completedOrder({ state: "Texas" });
    await startCheckout({ countryCode: "AU", country: "Australia" }); // unpaid: not in the report
    await (await admin()).orders.refund({ orderId: au1.order.id, amount: 2450 });

    const now = new Date();
    const period = { year: now.getUTCFullYear(), quarter: Math.floor(now.getUTCMonth() / 3) + 1 };
    const rows = await (await admin()).tax.report(period);
    expect(rows).toEqual([
      {
        country: "AU",
        state: null,
        currency: "aud",
        orders: 2,
        reverseCharged: 0,
        net: 8000,
        tax: 800,
        gross: 8800,
        refunds: 2450,
        refundsTax: 223,
      },
      {
        country: "US",
        state: "CA",
        currency: "usd",
        orders: 1,
        reverseCharged: 0,
        net: 4700,
        tax: 341,
        gross: 5041,
        refunds: 0,
        refundsTax: 0,
      },
      {
        country: "US",
        state: "TX",
        currency: "usd",
        orders: 1,
        reverseCharged: 0,
        net: 4700,
        tax: 0,
        gross: 4700,
        refunds: 0,
        refundsTax: 0,
      },
    ]);
    // The dashboard's revenue is net of tax: every paid AUD order's amount less its tax, less refunds net of theirs.
    const paidAud = await db().order.findMany({
      where: { currency: "aud", status: { in: ["completed", "partially_refunded", "refunded"] } },
    });
    const refundsAud = await db().refund.findMany({ where: { currency: "aud" } });
    const taxKept = paidAud.reduce((n, o) => n + o.taxAmount, 0) - refundsAud.reduce((n, r) => n + r.taxAmount, 0);
    expect(taxKept).toBeGreaterThan(0);
    const gross = paidAud.reduce((n, o) => n + o.amount, 0) - refundsAud.reduce((n, r) => n + r.amount, 0);
    const stats = await (await admin()).orders.stats();
    expect(stats.revenue.find((r) => r.currency === "aud")?.amount).toBe(gross - taxKept);

    const earlier = await (await admin()).tax.report({ year: period.year - 1, quarter: period.quarter });
    expect(earlier).toEqual([]);

    const { cookie } = await signedIn(db(), { admin: true });
    const res = await taxCsv(
      new Request(`http://localhost:3000/api/admin/tax.csv?year=${period.year}&quarter=${period.quarter}`, { headers: { cookie } }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM, as the orders CSV
    const lines = new TextDecoder().decode(bytes).trim().split(/\r?\n/);
    expect(lines[0]).toBe("quarter,country,state,currency,orders,reverse_charged,net,tax,gross,refunds,refunds_tax");
    expect(lines[1]).toBe(`${period.year}-Q${period.quarter},AU,,AUD,2,0,80.00,8.00,88.00,24.50,2.23`);
    expect(lines).toHaveLength(4);

    const bad = await taxCsv(new Request("http://localhost:3000/api/admin/tax.csv?year=2026&quarter=5", { headers: { cookie } }));
    expect(bad.status).toBe(400);
    const anonymous = await taxCsv(new Request(`http://localhost:3000/api/admin/tax.csv?year=2026&quarter=1`));
    expect(anonymous.status).toBe(401);
  });
});
