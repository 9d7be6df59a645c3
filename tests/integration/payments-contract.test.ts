import { afterEach, describe, expect, it } from "vitest";
import { messages } from "@/lib/messages";
import { getPaymentGateway, setPaymentGateway } from "@/server/payments";
import { type PaymentGateway, RefundRefusedError, WebhookSignatureError } from "@/server/payments/port";
import { localGateway } from "@/server/payments/local";
import { useTestDatabase } from "../setup/test-db";
import { checkoutForm, startCheckout } from "./factories";
import { WEBHOOK_SECRET } from "../mocks/fake-stripe";
import { callerFor, rejectionOf } from "./helpers";
import { useFakeServers } from "./fake-servers";

const db = useTestDatabase();
const { stripe: fake } = useFakeServers({ stripe: true });
afterEach(() => setPaymentGateway(undefined));

type Harness = { gateway: PaymentGateway; pay: (id: string) => Promise<unknown>; expire: (id: string) => Promise<unknown> };
const harnesses: [string, () => Harness][] = [
  [
    "local",
    () => {
      const gateway = localGateway(async () => db());
      return { gateway, pay: (id) => gateway.pay(id), expire: (id) => gateway.cancel(id) };
    },
  ],
  ["stripe", () => ({ gateway: fake.gateway(), pay: async (id) => fake.pay(id), expire: async (id) => fake.expire(id) })],
];

// The same contract for both adapters of the payments port.
describe.each(harnesses)("payments port contract: %s", (name, harness) => {
  const use = () => {
    const h = harness();
    setPaymentGateway(h.gateway);
    return h;
  };

  it("opens a session for an order and reads it back unpaid, with our order id and amount", async () => {
    const { gateway } = use();
    const { orderId, sessionId, url, provider } = await startCheckout({ countryCode: "UK" });
    expect(provider).toBe(name);
    expect(url).toContain(sessionId);
    await expect(gateway.retrieveSession(sessionId)).resolves.toEqual({
      id: sessionId,
      status: "unpaid",
      orderId,
      amountTotal: 3700,
      currency: "gbp",
      paymentIntentId: null,
      amountTax: 0,
      taxLines: [],
    });
    const order = await db().order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order).toMatchObject({ status: "pending", providerSessionId: sessionId, provider: name });
    expect(order.expiresAt!.getTime()).toBeGreaterThanOrEqual(Date.now() + 29 * 60_000);
  });

  it("reports a paid session with its payment id", async () => {
    const h = use();
    const { sessionId } = await startCheckout();
    await h.pay(sessionId);
    const session = await h.gateway.retrieveSession(sessionId);
    expect(session).toMatchObject({ status: "paid", amountTotal: 4700, currency: "usd" });
    expect(session!.paymentIntentId).toBeTruthy();
  });

  it("reports an expired (cancelled) session", async () => {
    const h = use();
    const { sessionId } = await startCheckout();
    await h.expire(sessionId);
    await expect(h.gateway.retrieveSession(sessionId)).resolves.toMatchObject({ status: "expired" });
  });

  it("returns null for a session it does not know", async () => {
    const { gateway } = use();
    await expect(gateway.retrieveSession(name === "local" ? "local_nope" : "cs_test_nope")).resolves.toBeNull();
  });

  /** A paid order's payment intent (4700 usd), fulfilled the way the success page does. */
  async function paidPayment(h: Harness) {
    const { sessionId, orderId } = await startCheckout();
    await h.pay(sessionId);
    await (await callerFor()).orders.verify({ sessionId });
    const { paymentIntentId } = await db().order.findUniqueOrThrow({ where: { id: orderId } });
    return { orderId, paymentIntentId: paymentIntentId! };
  }

  it("refunds part of a payment, then the rest, reporting the cumulative total; never more than was paid", async () => {
    const h = use();
    const { orderId, paymentIntentId } = await paidPayment(h);
    const first = await h.gateway.refund({
      orderId,
      paymentIntentId,
      amount: 1000,
      reason: "late delivery",
      idempotencyKey: `t:${orderId}:1`,
    });
    expect(first).toMatchObject({ amount: 1000, refundedTotal: 1000 });
    expect(first.id).toBeTruthy();
    await expect(h.gateway.refund({ orderId, paymentIntentId, amount: 3701, idempotencyKey: `t:${orderId}:2` })).rejects.toBeInstanceOf(
      RefundRefusedError,
    );
    const rest = await h.gateway.refund({ orderId, paymentIntentId, amount: 3700, idempotencyKey: `t:${orderId}:3` });
    expect(rest).toMatchObject({ amount: 3700, refundedTotal: 4700 });
    expect(rest.id).not.toBe(first.id);
    await expect(h.gateway.refund({ orderId, paymentIntentId, amount: 1, idempotencyKey: `t:${orderId}:4` })).rejects.toBeInstanceOf(
      RefundRefusedError,
    );
  });

  it("makes one refund for one idempotency key, also when asked concurrently", async () => {
    const h = use();
    const { orderId, paymentIntentId } = await paidPayment(h);
    const input = { orderId, paymentIntentId, amount: 500, idempotencyKey: `t:${orderId}:same` };
    const results = await Promise.all(Array.from({ length: 5 }, () => h.gateway.refund(input)));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.every((r) => r.amount === 500 && r.refundedTotal === 500)).toBe(true);
    // The same key with another amount is refused (Stripe's rule), not a second refund.
    await expect(h.gateway.refund({ ...input, amount: 600 })).rejects.toThrow();
    const next = await h.gateway.refund({ ...input, amount: 200, idempotencyKey: `t:${orderId}:next` });
    expect(next.refundedTotal).toBe(700);
  });
});

// Tax (docs/product.md#tax), the same contract for both: without Stripe the owner's AU rule set the
// tax before the session; with Stripe, Stripe Tax adds it on its page. Either way the session
// reports the total with tax, the tax and its rate, and the paid order keeps them.
const taxedPay: Record<string, (id: string) => Promise<unknown>> = {
  local: (id) => localGateway(async () => db()).pay(id),
  stripe: async (id) => fake.pay(id, { country: "AU", percentage: 10, displayName: "GST" }),
};
describe.each(harnesses)("payments port contract, tax on: %s", (name, harness) => {
  afterEach(async () => {
    await db().websiteSetting.deleteMany({ where: { key: { startsWith: "tax_" } } });
    await db().taxRule.deleteMany();
  });

  it("reports the tax in the session's total and per rate, and the paid order keeps them", async () => {
    setPaymentGateway(harness().gateway);
    await db().websiteSetting.createMany({
      data: [
        { key: "tax_collect", value: "on" },
        { key: "tax_prices_inclusive", value: "off" },
      ],
    });
    await db().taxRule.create({ data: { country: "AU", rate: 1000, inclusive: false, validFrom: new Date("2020-01-01") } });
    const { sessionId, orderId } = await startCheckout({ countryCode: "AU", country: "Australia" });
    await taxedPay[name]!(sessionId);
    const taxLines = [{ country: "AU", rate: 1000, amount: 490, inclusive: false, label: "GST 10%" }];
    await expect(getPaymentGateway().retrieveSession(sessionId)).resolves.toMatchObject({
      status: "paid",
      amountTotal: 5390,
      amountTax: 490,
      currency: "aud",
      taxLines,
    });
    await (await callerFor()).orders.verify({ sessionId });
    expect(await db().order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
      status: "completed",
      amount: 5390,
      taxAmount: 490,
      taxLines,
    });
  });
});

describe("stripe adapter", () => {
  it("asks Stripe Tax for the tax with tax on: automatic tax, the e-book tax code, the owner's tax behaviour, the billing address", async () => {
    setPaymentGateway(fake.gateway());
    await startCheckout({ countryCode: "AU", country: "Australia" });
    const off = Object.fromEntries(fake.received.findLast((r) => r.method === "POST")!.params);
    expect(Object.keys(off).filter((k) => /tax|billing_address/.test(k))).toEqual([]);

    await db().websiteSetting.create({ data: { key: "tax_collect", value: "on" } });
    try {
      await startCheckout({ countryCode: "AU", country: "Australia" });
      expect(Object.fromEntries(fake.received.findLast((r) => r.method === "POST")!.params)).toMatchObject({
        "automatic_tax[enabled]": "true",
        billing_address_collection: "required",
        "line_items[0][price_data][product_data][tax_code]": "txcd_10302000",
        "line_items[0][price_data][tax_behavior]": "inclusive",
        "line_items[0][price_data][unit_amount]": "4900",
      });
    } finally {
      await db().websiteSetting.deleteMany({ where: { key: { startsWith: "tax_" } } });
    }
  });

  it("creates a Checkout Session with price_data in the region's currency, our ids and an idempotency key", async () => {
    setPaymentGateway(fake.gateway());
    const { orderId, sessionId } = await startCheckout({ countryCode: "AU", product: "intimacy", discount: "WELCOME20" });
    const request = fake.received.findLast((r) => r.method === "POST")!;
    expect(request.headers["idempotency-key"]).toBe(`checkout-session:${orderId}`);
    expect(request.headers.authorization).toBe("Bearer sk_test_fake");
    const p = Object.fromEntries(request.params);
    expect(p).toMatchObject({
      mode: "payment",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "aud",
      "line_items[0][price_data][unit_amount]": "3120",
      "line_items[0][price_data][product_data][name]": "From Frustration to Fulfillment: How to Fix the Intimacy Gap Guide",
      client_reference_id: orderId,
      "metadata[orderId]": orderId,
      success_url: "http://localhost:3000/thank-you?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost:3000/checkout?product=intimacy&discount=WELCOME20",
    });
    expect(p.customer_email).toMatch(/@mail\.fertility-buyers\.org$/);
    expect(fake.sessions.get(sessionId)!.expires_at).toBe(
      Math.floor((await db().order.findUniqueOrThrow({ where: { id: orderId } })).expiresAt!.getTime() / 1000),
    );
  });

  it("answers a provider failure with the checkout failure text (docs/product.md#messages) and fails the order", async () => {
    setPaymentGateway(fake.gateway());
    fake.state.failing = true;
    const form = checkoutForm();
    const error = await rejectionOf((await callerFor()).checkout.createSession(form));
    fake.state.failing = false;
    expect(error).toMatchObject({ code: "BAD_GATEWAY", message: messages.checkout.failure.description });
    const order = await db().order.findFirstOrThrow({ where: { email: form.email } });
    expect(order).toMatchObject({ status: "failed", failureReason: "session_not_created", providerSessionId: null });
  });

  it("refunds through Stripe's Refunds API on the payment intent, with our order id and the idempotency key", async () => {
    setPaymentGateway(fake.gateway());
    const { sessionId, orderId } = await startCheckout();
    fake.pay(sessionId);
    await fake.gateway().refund({
      orderId,
      paymentIntentId: `pi_${sessionId}`,
      amount: 1200,
      reason: "Asked by e-mail",
      idempotencyKey: `refund:${orderId}:0`,
    });
    const request = fake.received.findLast((r) => r.method === "POST" && r.path === "/v1/refunds")!;
    expect(request.headers["idempotency-key"]).toBe(`refund:${orderId}:0`);
    expect(Object.fromEntries(request.params)).toMatchObject({
      payment_intent: `pi_${sessionId}`,
      amount: "1200",
      reason: "requested_by_customer",
      "metadata[orderId]": orderId,
      "metadata[reason]": "Asked by e-mail",
    });
  });

  it("verifies webhook signatures with the endpoint secret", () => {
    const gateway = fake.gateway();
    expect(() => gateway.verifyWebhook("{}", null)).toThrow(WebhookSignatureError);
    expect(() => gateway.verifyWebhook('{"id":"evt_1"}', "t=1,v1=deadbeef")).toThrow(WebhookSignatureError);
    expect(WEBHOOK_SECRET).toMatch(/^whsec_/);
  });
});

describe("local adapter", () => {
  it("pays an open session once, and never a cancelled or expired one", async () => {
    const gateway = localGateway(async () => db());
    setPaymentGateway(gateway);
    const paid = await startCheckout();
    await expect(gateway.pay(paid.sessionId)).resolves.toBe(true);
    await expect(gateway.pay(paid.sessionId)).resolves.toBe(false);
    await expect(gateway.cancel(paid.sessionId)).resolves.toBe(false);

    const cancelled = await startCheckout();
    await expect(gateway.cancel(cancelled.sessionId)).resolves.toBe(true);
    await expect(gateway.pay(cancelled.sessionId)).resolves.toBe(false);

    const stale = await startCheckout();
    await db().order.update({ where: { id: stale.orderId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await expect(gateway.pay(stale.sessionId)).resolves.toBe(false);
    await expect(gateway.retrieveSession(stale.sessionId)).resolves.toMatchObject({ status: "expired" });
  });
});
