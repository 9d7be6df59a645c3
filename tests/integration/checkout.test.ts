import { describe, expect, it } from "vitest";
import { commerceMessages, messages } from "@/lib/messages";
import { getPaymentGateway } from "@/server/payments";
import { isLocalGateway } from "@/server/payments/local";
import { checkoutInput } from "@/lib/validation/checkout";
import { createCheckoutSession } from "@/server/services/carts/checkout";
import { fulfilCheckoutSession } from "@/server/services/orders/fulfilment";
import { useTestDatabase } from "../setup/test-db";
import { checkoutForm, startCheckout } from "./factories";
import { callerFor, freshIp, rejectionOf } from "./helpers";

const db = useTestDatabase();

// docs/product.md#prices: minor units; the bundle has one (US) price, used in every region.
const table = {
  fertility: { US: [4700, "usd", "$"], UK: [3700, "gbp", "£"], AU: [4900, "aud", "A$"] },
  intimacy: { US: [3700, "usd", "$"], UK: [2900, "gbp", "£"], AU: [3900, "aud", "A$"] },
  bundle: { US: [13500, "usd", "$"], UK: [13500, "usd", "$"], AU: [13500, "usd", "$"] },
} as const;
const discounts = [
  [undefined, 0],
  ["SAVE50", 50],
  ["WELCOME20", 20],
  ["save50", 50],
] as const;
const cases = Object.entries(table).flatMap(([product, regions]) =>
  Object.entries(regions).flatMap(([country, [amount, currency, symbol]]) =>
    discounts.map(([code, percent]) => ({ product, country, amount, currency, symbol, code, percent })),
  ),
) as {
  product: "fertility" | "intimacy" | "bundle";
  country: "US" | "UK" | "AU";
  amount: number;
  currency: string;
  symbol: string;
  code?: string;
  percent: number;
}[];

const display = (symbol: string, minor: number) => `${symbol}${(minor / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;

describe("checkout.quote and createSession: the price table", () => {
  it.each(cases)("$product in $country with $code", async ({ product, country, amount, currency, symbol, code, percent }) => {
    const discount = Math.round((amount * percent) / 100);
    const quote = await (await callerFor()).checkout.quote({ product, countryCode: country, discount: code });
    expect(quote).toMatchObject({
      product,
      currency,
      subtotal: amount,
      discount,
      tax: 0,
      total: amount - discount,
      discountCode: code ? code.toUpperCase() : null,
      discountStatus: code ? "applied" : null,
      display: {
        subtotal: display(symbol, amount),
        discount: display(symbol, discount),
        afterDiscount: display(symbol, amount - discount),
        tax: display(symbol, 0),
        total: display(symbol, amount - discount),
      },
    });

    const { orderId } = await (await callerFor()).checkout.createSession(checkoutForm({ product, countryCode: country, discount: code }));
    const order = await db().order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order).toMatchObject({
      subtotal: amount,
      discountAmount: discount,
      amount: amount - discount,
      currency,
      countryCode: country,
      status: "pending",
    });
  });

  it("does not apply unknown, inactive, expired or used-up codes, and tells the public only that", async () => {
    await db().discountCode.createMany({
      data: [
        { code: "OFF10", percentOff: 10, description: "inactive", active: false },
        { code: "OLD10", percentOff: 10, description: "expired", expiresAt: new Date(Date.now() - 1000) },
        { code: "ONCE10", percentOff: 10, description: "used up", maxUses: 1, uses: 1 },
      ],
    });
    const caller = await callerFor();
    const answers = [];
    for (const code of ["NOPE", "OFF10", "OLD10", "ONCE10"]) {
      answers.push(await caller.checkout.quote({ product: "fertility", countryCode: "US", discount: code }));
    }
    // Word for word the same answer whether the code never existed or is inactive, expired or used up.
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]).toMatchObject({ total: 4700, discount: 0, discountCode: null, discountStatus: "not_applicable" });
    const { orderId } = await caller.checkout.createSession(checkoutForm({ discount: "OLD10" }));
    expect(await db().order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({ amount: 4700, discountCodeId: null });
  });

  it("checks at most 30 codes per 15 minutes per client, then refuses (quotes without a code still answer)", async () => {
    const caller = await callerFor();
    for (let i = 0; i < 30; i++) await caller.checkout.quote({ discount: `GUESS${i}` });
    const error = await rejectionOf(caller.checkout.quote({ discount: "SAVE50" }));
    expect(error).toMatchObject({ code: "TOO_MANY_REQUESTS", message: commerceMessages.discountRateLimited });
    await expect(caller.checkout.quote({})).resolves.toMatchObject({ discountStatus: null, total: 4700 });
  });
});

describe("a one-use discount code", () => {
  it("goes to exactly one of many concurrent checkouts, and is counted once when they all pay", async () => {
    await db().discountCode.create({ data: { code: "LAST1", percentOff: 30, description: "one use", maxUses: 1 } });
    const sessions = await Promise.all(Array.from({ length: 16 }, () => startCheckout({ discount: "LAST1" })));
    const orders = await db().order.findMany({ where: { id: { in: sessions.map((s) => s.orderId) } } });
    expect(orders.filter((o) => o.discountCodeId === "LAST1")).toHaveLength(1);
    expect(orders.filter((o) => o.discountCodeId === null && o.amount === 4700)).toHaveLength(15);

    const gateway = getPaymentGateway();
    if (!isLocalGateway(gateway)) throw new Error("needs the local payments adapter");
    for (const { sessionId } of sessions) {
      await gateway.pay(sessionId);
      await fulfilCheckoutSession(db(), sessionId);
    }
    expect((await db().discountCode.findUniqueOrThrow({ where: { code: "LAST1" } })).uses).toBe(1);
    expect(await db().order.count({ where: { discountCodeId: "LAST1", status: "completed" } })).toBe(1);
    await expect((await callerFor()).checkout.quote({ discount: "LAST1" })).resolves.toMatchObject({ discountStatus: "not_applicable" });
  });

  it("is held by an open session and released when that session expires unpaid", async () => {
    await db().discountCode.create({ data: { code: "HOLD1", percentOff: 30, description: "one use", maxUses: 1 } });
    const first = await startCheckout({ discount: "HOLD1" });
    const second = await startCheckout({ discount: "HOLD1" });
    expect((await db().order.findUniqueOrThrow({ where: { id: second.orderId } })).discountCodeId).toBeNull();
    await db().order.update({ where: { id: first.orderId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const third = await startCheckout({ discount: "HOLD1" });
    expect((await db().order.findUniqueOrThrow({ where: { id: third.orderId } })).discountCodeId).toBe("HOLD1");
  });
});

describe("checkout.createSession", () => {
  it("ignores a client-sent amount, currency and product name", async () => {
    const tampered = {
      ...checkoutForm({ countryCode: "UK" }),
      amount: 1,
      priceAmount: 1,
      currency: "usd",
      productName: "Anything for $0.01",
    };
    const { orderId, url, sessionId } = await (await callerFor()).checkout.createSession(tampered);
    const order = await db().order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order).toMatchObject({
      amount: 3700,
      currency: "gbp",
      productName: "The Science of Natural Fertility & Gender Selection",
      provider: "local",
    });
    expect(url).toBe(`/checkout/test-payment?session_id=${sessionId}`);
  });

  it("stores the form fields on the pending order, the region following the form's country", async () => {
    const form = checkoutForm({ country: "Australia", addressLine2: "Unit 2", marketingOptIn: true, product: "intimacy" });
    const { orderId } = await (await callerFor()).checkout.createSession(form);
    expect(await db().order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
      email: form.email,
      addressLine2: "Unit 2",
      country: "Australia",
      countryCode: "AU",
      currency: "aud",
      amount: 3900,
      marketingOptIn: true,
      status: "pending",
    });
  });

  it("stores the order as Prisma's create did: a cuid id, the session recorded, the defaults, one instant for both dates", async () => {
    const before = Date.now();
    // A signed-in buyer's order carries the account (the router passes the viewer's id).
    const { orderId, sessionId } = await createCheckoutSession(db(), checkoutInput.parse(checkoutForm()), freshIp(), "user_checkout_1");
    // The schema's @default(cuid()): a "c", then 24 base-36 characters (Prisma makes them with @bugsnag/cuid).
    expect(orderId).toMatch(/^c[a-z0-9]{24}$/);
    const order = await db().order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order).toMatchObject({
      addressLine2: null,
      discountAmount: 0,
      discountCodeId: null,
      userId: "user_checkout_1",
      providerSessionId: sessionId,
      paymentIntentId: null,
      completedAt: null,
      failureReason: null,
      refundedAmount: 0,
      refundKeepsAccess: false,
      disputeId: null,
    });
    expect(order.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(order.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    // The session's update came after the insert: updatedAt moved on from createdAt, never back.
    expect(order.updatedAt.getTime()).toBeGreaterThanOrEqual(order.createdAt.getTime());
    expect(order.expiresAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it("rejects missing fields with 'Please fill in all required fields' and stores nothing", async () => {
    const before = await db().order.count();
    for (const field of ["email", "firstName", "lastName", "address", "city", "state", "zipCode", "country"] as const) {
      const error = await rejectionOf((await callerFor()).checkout.createSession(checkoutForm({ [field]: "  " })));
      expect(error).toMatchObject({ code: "BAD_REQUEST", message: messages.checkout.missingFields.description });
    }
    expect(await db().order.count()).toBe(before);
  });

  it("limits sessions per client", async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) await (await callerFor({ ip })).checkout.createSession(checkoutForm());
    const error = await rejectionOf((await callerFor({ ip })).checkout.createSession(checkoutForm()));
    expect(error).toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });
});

describe("checkout.saveCart", () => {
  it("keeps one cart per e-mail and product with the server's price and the opt-in flag", async () => {
    const caller = await callerFor();
    const email = "cart.buyer@mail.fertility-buyers.org";
    await expect(caller.checkout.saveCart({ email, firstName: "Ann", product: "fertility", countryCode: "UK" })).resolves.toEqual({
      saved: true,
    });
    await caller.checkout.saveCart({
      email: email.toUpperCase(),
      product: "fertility",
      countryCode: "UK",
      marketingOptIn: true,
      discount: "SAVE50",
    });
    const carts = await db().cart.findMany({ where: { email } });
    expect(carts).toHaveLength(1);
    expect(carts[0]).toMatchObject({
      productId: "fertility",
      amount: 1850,
      currency: "gbp",
      marketingOptIn: true,
      status: "open",
      checkoutUrl: "http://localhost:3000/checkout?product=fertility&country=UK&discount=SAVE50",
    });
    // One reminder job per cart, waiting 5 minutes from the last save.
    const jobs = await db().scheduledJob.findMany({ where: { idempotencyKey: `abandoned-cart-reminder:${carts[0]!.id}` } });
    expect(jobs).toMatchObject([{ status: "pending", payload: { cartId: carts[0]!.id, savedAt: carts[0]!.updatedAt.toISOString() } }]);
    expect(jobs[0]!.runAt.getTime() - carts[0]!.updatedAt.getTime()).toBeGreaterThanOrEqual(5 * 60_000);

    await caller.checkout.createSession(checkoutForm({ email, product: "fertility" }));
    expect(await db().cart.findFirstOrThrow({ where: { email } })).toMatchObject({ status: "checkout_started" });
    expect(await db().scheduledJob.findUniqueOrThrow({ where: { id: jobs[0]!.id } })).toMatchObject({ status: "cancelled" });
  });

  it("refuses an invalid e-mail", async () => {
    const error = await rejectionOf((await callerFor()).checkout.saveCart({ email: "jane@", product: "fertility" }));
    expect(error).toMatchObject({ code: "BAD_REQUEST" });
  });
});
