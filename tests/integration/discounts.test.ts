// Discount codes managed in the admin (docs/discounts-and-stamping.md): the `discounts` router's
// rules and audit, the checkout applying what an admin made (percent, fixed per currency, guides,
// start and end), and the last use of a limited code going to exactly one of concurrent checkouts.
import { describe, expect, it } from "vitest";
import { discountMessages } from "@/lib/messages";
import { getPaymentGateway } from "@/server/payments";
import { isLocalGateway } from "@/server/payments/local";
import { fulfilCheckoutSession } from "@/server/services/orders/fulfilment";
import { useTestDatabase } from "../setup/test-db";
import { signedIn, startCheckout } from "./factories";
import { callerFor, rejectionOf } from "./helpers";

const db = useTestDatabase();

async function admin() {
  const { cookie } = await signedIn(db(), { admin: true });
  return (await callerFor({ cookie })).discounts;
}
const quote = async (
  discount: string,
  product: "fertility" | "intimacy" | "bundle" = "fertility",
  countryCode: "US" | "UK" | "AU" = "US",
) => (await callerFor()).checkout.quote({ product, countryCode, discount });

describe("discounts.create / update / deactivate", () => {
  it("creates a percent code the checkout applies, in any case, and audits it", async () => {
    const codes = await admin();
    await expect(codes.create({ code: "spring-25", kind: "percent", percentOff: 25, description: "Spring" })).resolves.toEqual({
      code: "SPRING-25",
    });
    await expect(quote("Spring-25")).resolves.toMatchObject({
      discountStatus: "applied",
      discount: 1175,
      total: 3525,
      discountLabel: "25%",
    });
    const audit = await db().auditEvent.findFirstOrThrow({ where: { action: "discount.created", target: "SPRING-25" } });
    expect(audit.actorEmail).toBeTruthy();
    expect(audit.details).toMatchObject({ kind: "percent", percentOff: 25 });
  });

  it("refuses a duplicate whatever its case (409), an end before the start, a percent of 0 (400s), with clear messages", async () => {
    const codes = await admin();
    const start = new Date("2030-01-02T00:00:00Z");
    expect(await rejectionOf(codes.create({ code: "save50", kind: "percent", percentOff: 10 }))).toMatchObject({
      code: "CONFLICT",
      message: discountMessages.duplicate("SAVE50"),
    });
    expect(
      await rejectionOf(
        codes.create({ code: "LATE", kind: "percent", percentOff: 10, startsAt: start, expiresAt: new Date("2030-01-01T00:00:00Z") }),
      ),
    ).toMatchObject({ code: "BAD_REQUEST", message: discountMessages.endBeforeStart });
    expect(await rejectionOf(codes.create({ code: "ZERO", kind: "percent", percentOff: 0 }))).toMatchObject({
      code: "BAD_REQUEST",
      message: discountMessages.percentRange,
    });
    expect(await rejectionOf(codes.create({ code: "ZERO", kind: "percent" }))).toMatchObject({
      code: "BAD_REQUEST",
      message: discountMessages.percentRange,
    });
    expect(await rejectionOf(codes.create({ code: "SP ACE", kind: "percent", percentOff: 5 }))).toMatchObject({
      code: "BAD_REQUEST",
      message: discountMessages.codeFormat,
    });
    expect(await rejectionOf(codes.create({ code: "FIXED", kind: "fixed", amountsOff: {} }))).toMatchObject({
      code: "BAD_REQUEST",
      message: discountMessages.amountsRequired,
    });
    expect(
      await rejectionOf(codes.create({ code: "FAR", kind: "percent", percentOff: 5, expiresAt: new Date("+275760-01-01T00:00:00Z") })),
    ).toMatchObject({
      code: "BAD_REQUEST",
      message: discountMessages.dateRange,
    });
    // An update is held to the same rules, with the stored fields it does not change.
    await codes.create({ code: "WINDOW", kind: "percent", percentOff: 10, startsAt: start });
    expect(await rejectionOf(codes.update({ code: "window", expiresAt: new Date("2029-12-31T00:00:00Z") }))).toMatchObject({
      code: "BAD_REQUEST",
      message: discountMessages.endBeforeStart,
    });
    expect(await rejectionOf(codes.update({ code: "WINDOW", percentOff: 0 }))).toMatchObject({
      code: "BAD_REQUEST",
      message: discountMessages.percentRange,
    });
    expect(await rejectionOf(codes.update({ code: "NOPE", percentOff: 5 }))).toMatchObject({
      code: "NOT_FOUND",
      message: discountMessages.notFound,
    });
    expect(await db().discountCode.count({ where: { code: { in: ["LATE", "ZERO", "FIXED"] } } })).toBe(0);
  });

  it("two admins creating one code at once make one code; the other gets the duplicate message", async () => {
    const [a, b] = await Promise.all([admin(), admin()]);
    const results = await Promise.allSettled([
      a.create({ code: "RACE", kind: "percent", percentOff: 5 }),
      b.create({ code: "race", kind: "percent", percentOff: 6 }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: "CONFLICT", message: discountMessages.duplicate("RACE") });
  });

  it("fixed amounts per currency, limited to some guides: applied only where they have an amount and a guide", async () => {
    const codes = await admin();
    await codes.create({ code: "TENOFF", kind: "fixed", amountsOff: { usd: 1000, gbp: 800 }, products: ["intimacy"] });
    await expect(quote("TENOFF", "intimacy", "US")).resolves.toMatchObject({
      discountStatus: "applied",
      discount: 1000,
      total: 2700,
      discountLabel: "$10.00",
    });
    await expect(quote("TENOFF", "intimacy", "UK")).resolves.toMatchObject({
      discountStatus: "applied",
      discount: 800,
      total: 2100,
      discountLabel: "£8.00",
    });
    await expect(quote("TENOFF", "intimacy", "AU")).resolves.toMatchObject({ discountStatus: "not_applicable", discount: 0 });
    await expect(quote("TENOFF", "fertility", "US")).resolves.toMatchObject({ discountStatus: "not_applicable", discount: 0 });
    // More off than the price: the price, never below zero.
    await codes.update({ code: "TENOFF", amountsOff: { usd: 999_999 } });
    await expect(quote("TENOFF", "intimacy", "US")).resolves.toMatchObject({ discount: 3700, total: 0 });
    const { orderId } = await startCheckout({ product: "intimacy", countryCode: "US", discount: "tenoff" });
    expect(await db().order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
      discountCodeId: "TENOFF",
      discountAmount: 3700,
      amount: 0,
    });
  });

  it("a start in the future, an end in the past and deactivation stop the checkout applying it; updates are audited", async () => {
    const codes = await admin();
    await codes.create({ code: "LATER", kind: "percent", percentOff: 15, startsAt: new Date(Date.now() + 86_400_000) });
    await expect(quote("LATER")).resolves.toMatchObject({ discountStatus: "not_applicable" });
    await codes.update({ code: "LATER", startsAt: new Date(Date.now() - 60_000), expiresAt: new Date(Date.now() + 86_400_000) });
    await expect(quote("LATER")).resolves.toMatchObject({ discountStatus: "applied", discount: 705 });
    await codes.update({ code: "LATER", expiresAt: new Date(Date.now() - 1000) });
    await expect(quote("LATER")).resolves.toMatchObject({ discountStatus: "not_applicable" });

    await expect(codes.deactivate({ code: "save50" })).resolves.toEqual({ code: "SAVE50", deactivated: true });
    await expect(codes.deactivate({ code: "SAVE50" })).resolves.toEqual({ code: "SAVE50", deactivated: false });
    await expect(quote("SAVE50")).resolves.toMatchObject({ discountStatus: "not_applicable" });
    const updates = await db().auditEvent.findMany({
      where: { target: "LATER", action: "discount.updated" },
      orderBy: { createdAt: "asc" },
    });
    expect(updates).toHaveLength(2);
    expect(updates[0]!.details).toMatchObject({
      from: { startsAt: expect.any(String), expiresAt: null },
      to: { expiresAt: expect.any(String) },
    });
    expect(await db().auditEvent.count({ where: { action: "discount.deactivated", target: "SAVE50" } })).toBe(1);
  });

  it("the seeded codes are ordinary rows: an admin changes WELCOME20's percent and the checkout follows", async () => {
    const codes = await admin();
    await codes.update({ code: "WELCOME20", percentOff: 30, maxUses: 100 });
    await expect(quote("WELCOME20")).resolves.toMatchObject({ discountStatus: "applied", discount: 1410 });
    expect(await rejectionOf(codes.update({ code: "WELCOME20", maxUses: 0 }))).toMatchObject({
      code: "BAD_REQUEST",
      message: discountMessages.maxUses,
    });
  });
});

describe("discounts.list", () => {
  it("shows each code's uses, remaining uses and revenue per currency", async () => {
    const codes = await admin();
    await codes.create({ code: "THREE", kind: "percent", percentOff: 10, maxUses: 3 });
    const gateway = getPaymentGateway();
    if (!isLocalGateway(gateway)) throw new Error("needs the local payments adapter");
    for (const countryCode of ["US", "UK"] as const) {
      const { sessionId } = await startCheckout({ discount: "THREE", countryCode });
      await gateway.pay(sessionId);
      await fulfilCheckoutSession(db(), sessionId);
    }
    await startCheckout({ discount: "THREE" }); // open: holds the last use
    const list = await codes.list();
    expect(list.find((c) => c.code === "THREE")).toMatchObject({
      uses: 2,
      held: 1,
      remaining: 0,
      maxUses: 3,
      state: "live",
      revenue: [
        { currency: "gbp", amount: 3330, orders: 1 },
        { currency: "usd", amount: 4230, orders: 1 },
      ],
    });
    expect(list.find((c) => c.code === "SAVE50")).toMatchObject({
      kind: "percent",
      percentOff: 50,
      maxUses: null,
      remaining: null,
      revenue: [],
    });
    await expect(quote("THREE")).resolves.toMatchObject({ discountStatus: "not_applicable" });
  });
});

describe("the last use of an admin-made limited code", () => {
  it("goes to exactly one of concurrent checkouts, also after an admin raised the limit", async () => {
    const codes = await admin();
    await codes.create({ code: "LAST-ONE", kind: "fixed", amountsOff: { usd: 500 }, maxUses: 1 });
    const first = await Promise.all(Array.from({ length: 12 }, () => startCheckout({ discount: "last-one" })));
    const orders = await db().order.findMany({ where: { id: { in: first.map((s) => s.orderId) } } });
    expect(orders.filter((o) => o.discountCodeId === "LAST-ONE")).toHaveLength(1);
    expect(orders.filter((o) => o.discountCodeId === null && o.amount === 4700)).toHaveLength(11);

    // The limit raised to 2 while checkouts race again: one more use, to exactly one of them.
    const second = await Promise.all([
      codes.update({ code: "LAST-ONE", maxUses: 2 }),
      ...Array.from({ length: 12 }, () => startCheckout({ discount: "LAST-ONE" })),
    ]);
    const secondIds = second.slice(1).map((s) => (s as { orderId: string }).orderId);
    const again = await db().order.findMany({ where: { id: { in: secondIds }, discountCodeId: "LAST-ONE" } });
    expect(again.length).toBeLessThanOrEqual(1);
    expect(await db().order.count({ where: { discountCodeId: "LAST-ONE" } })).toBeLessThanOrEqual(2);
    const after = await startCheckout({ discount: "LAST-ONE" });
    const total = await db().order.count({ where: { discountCodeId: "LAST-ONE" } });
    expect(total).toBe(2);
    expect((await db().order.findUniqueOrThrow({ where: { id: after.orderId } })).discountCodeId === "LAST-ONE").toBe(again.length === 0);
  });
});
