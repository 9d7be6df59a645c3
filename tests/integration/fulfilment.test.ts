import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { POST as webhook } from "@/app/api/webhooks/stripe/route";
import { messages } from "@/lib/messages";
import { setJobQueue } from "@/server/jobs";
import { setMailTransport } from "@/server/mail";
import { resendTransport } from "@/server/mail/resend";
import { setPaymentGateway } from "@/server/payments";
import { stripeGateway } from "@/server/payments/stripe";
import { useTestDatabase } from "../setup/test-db";
import { startCheckout } from "./factories";
import { signedWebhook } from "../mocks/fake-stripe";
import { callerFor, rejectionOf } from "./helpers";
import { makeTestEngine, runJobs, unreachableQueue } from "./job-engine";
import { useFakeServers } from "./fake-servers";

const db = useTestDatabase();
const { stripe: fake, resend } = useFakeServers({ stripe: true, resend: true });
beforeEach(() => setPaymentGateway(fake.gateway()));
afterEach(() => {
  setPaymentGateway(undefined);
  setMailTransport(undefined);
  setJobQueue(undefined);
});

let eventN = 0;
const send = (sessionId: string, type = "checkout.session.completed", id = `evt_${++eventN}`) =>
  webhook(signedWebhook({ id, type, sessionId }));

/** A paid Stripe order, not yet fulfilled. */
async function paidOrder(override: Parameters<typeof startCheckout>[0] = {}) {
  const checkout = await startCheckout(override);
  fake.pay(checkout.sessionId);
  return checkout;
}

const confirmations = (orderId: string) => db().emailOutbox.count({ where: { idempotencyKey: `order-confirmation:${orderId}` } });
const uniqueCode = async (code: string) => {
  await db().discountCode.create({ data: { code, percentOff: 10, description: "test" } });
  return code;
};

describe("POST /api/webhooks/stripe", () => {
  it("answers 503 with a clear message when Stripe is not configured", async () => {
    setPaymentGateway(undefined); // no STRIPE_SECRET_KEY in tests: the local adapter
    const response = await webhook(signedWebhook({ id: "evt_x", type: "checkout.session.completed", sessionId: "cs_x" }));
    expect(response.status).toBe(503);
    expect((await response.json()).error).toContain("not configured");
  });

  it("answers 503 when Stripe has a key but no webhook secret", async () => {
    setPaymentGateway(stripeGateway({ secretKey: "sk_test_x", siteUrl: "http://localhost:3000" }));
    const response = await webhook(signedWebhook({ id: "evt_y", type: "checkout.session.completed", sessionId: "cs_y" }));
    expect(response.status).toBe(503);
  });

  it("rejects a wrong or missing signature with 400 and changes nothing", async () => {
    const { sessionId, orderId } = await paidOrder();
    expect((await webhook(signedWebhook({ id: "evt_bad", type: "checkout.session.completed", sessionId }, "whsec_wrong"))).status).toBe(
      400,
    );
    const unsigned = new Request("http://localhost:3000/api/webhooks/stripe", { method: "POST", body: "{}" });
    expect((await webhook(unsigned)).status).toBe(400);
    const valid = signedWebhook({ id: "evt_tampered", type: "checkout.session.completed", sessionId });
    const tampered = new Request(valid.url, {
      method: "POST",
      headers: valid.headers,
      body: (await valid.text()).replace("evt_tampered", "evt_other"),
    });
    expect((await webhook(tampered)).status).toBe(400);
    expect(await db().order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({ status: "pending" });
    expect(await db().paymentEvent.count({ where: { orderId } })).toBe(0);
  });

  it("answers 200 to events it does not handle", async () => {
    const { sessionId, orderId } = await paidOrder();
    const response = await send(sessionId, "payment_intent.created");
    expect(response.status).toBe(200);
    expect(await db().order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({ status: "pending" });
  });

  it("completes a paid order: event recorded, download granted, confirmation e-mailed with links", async () => {
    const { sessionId, orderId } = await paidOrder({ product: "intimacy" });
    const response = await send(sessionId, "checkout.session.completed", "evt_first");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ state: "completed" });
    const order = await db().order.findUniqueOrThrow({ where: { id: orderId }, include: { grants: true, events: true } });
    expect(order).toMatchObject({ status: "completed", paymentIntentId: `pi_${sessionId}` });
    expect(order.completedAt).not.toBeNull();
    expect(order.grants.map((g) => g.productId)).toEqual(["intimacy"]);
    expect(order.events.map((e) => [e.id, e.type])).toEqual([["evt_first", "checkout.session.completed"]]);
    await runJobs(); // the receipt is sent by the job engine, after the webhook has answered
    const mail = await db().emailOutbox.findUniqueOrThrow({ where: { idempotencyKey: `order-confirmation:${orderId}` } });
    expect(mail).toMatchObject({ to: order.email, status: "sent", template: "order-confirmation" });
    expect(mail.subject).toContain("From Frustration to Fulfillment");
    expect(mail.html).toContain("http://localhost:3000/download/file?token=");
    expect(mail.text).toContain("$37.00");
  });

  it("grants both guides for the bundle", async () => {
    const { sessionId, orderId } = await paidOrder({ product: "bundle", countryCode: "UK" });
    await send(sessionId);
    const grants = await db().downloadGrant.findMany({ where: { orderId }, orderBy: { productId: "asc" } });
    expect(grants.map((g) => g.productId)).toEqual(["fertility", "intimacy"]);
    expect(await db().order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({ amount: 13500, currency: "usd" });
  });

  it("20 events, each replayed 5 times concurrently: every order completed once, one e-mail each", async () => {
    const code = await uniqueCode("REPLAY10");
    const products = ["fertility", "intimacy", "bundle"] as const;
    const orders = await Promise.all(Array.from({ length: 20 }, (_, i) => paidOrder({ product: products[i % 3], discount: code })));
    const calls = orders.flatMap(({ sessionId }, i) =>
      Array.from({ length: 5 }, () => send(sessionId, "checkout.session.completed", `evt_replay_${i}`)),
    );
    const responses = await Promise.all(calls);
    expect(responses.map((r) => r.status)).toEqual(Array(100).fill(200));

    const ids = orders.map((o) => o.orderId);
    await runJobs();
    expect(await db().scheduledJob.count({ where: { idempotencyKey: { in: ids.map((id) => `order-confirmation:${id}`) } } })).toBe(20);
    expect(await db().order.count({ where: { id: { in: ids }, status: "completed" } })).toBe(20);
    expect(await db().paymentEvent.count({ where: { orderId: { in: ids } } })).toBe(20);
    expect((await db().discountCode.findUniqueOrThrow({ where: { code } })).uses).toBe(20); // counted by the one fulfilling call
    for (const [i, { orderId }] of orders.entries()) {
      expect(await confirmations(orderId)).toBe(1);
      expect(await db().downloadGrant.count({ where: { orderId } })).toBe(products[i % 3] === "bundle" ? 2 : 1);
    }
  }, 120_000); // heavy concurrency: generous on a loaded CI machine

  it("converges on out-of-order events: async success first, completed later, a stale expiry never downgrades", async () => {
    const { sessionId, orderId } = await paidOrder();
    expect((await send(sessionId, "checkout.session.async_payment_succeeded")).status).toBe(200);
    expect((await send(sessionId, "checkout.session.completed")).status).toBe(200);
    fake.sessions.get(sessionId)!.status = "expired";
    fake.sessions.get(sessionId)!.payment_status = "unpaid";
    expect((await send(sessionId, "checkout.session.expired")).status).toBe(200);
    expect(await db().order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({ status: "completed" });
    expect(await db().paymentEvent.count({ where: { orderId } })).toBe(3);
    await runJobs();
    expect(await confirmations(orderId)).toBe(1);
  });

  it("fails the order of an expired session (and of a failed async payment)", async () => {
    const expired = await startCheckout();
    fake.expire(expired.sessionId);
    expect((await send(expired.sessionId, "checkout.session.expired")).status).toBe(200);
    expect(await db().order.findUniqueOrThrow({ where: { id: expired.orderId }, include: { grants: true } })).toMatchObject({
      status: "failed",
      failureReason: "session_expired",
      grants: [],
    });
    expect(await confirmations(expired.orderId)).toBe(0);

    const failed = await startCheckout();
    fake.failAsync(failed.sessionId);
    await send(failed.sessionId, "checkout.session.async_payment_failed");
    expect(await db().order.findUniqueOrThrow({ where: { id: failed.orderId } })).toMatchObject({
      status: "failed",
      failureReason: "payment_failed",
    });
  });

  it("answers 200 without waiting for the mail provider; the engine retries the receipt and sends it once", async () => {
    const engine = makeTestEngine(db);
    setMailTransport(resendTransport("re_test", resend.url));
    resend.state.failing = true;
    const { sessionId, orderId } = await paidOrder();
    expect((await send(sessionId, "checkout.session.completed", "evt_mail_retry")).status).toBe(200);
    expect(resend.received.filter((r) => r.headers["idempotency-key"] === `order-confirmation:${orderId}`)).toHaveLength(0);
    await engine.run();
    expect(await db().order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({ status: "completed" });
    expect(await db().scheduledJob.findUniqueOrThrow({ where: { idempotencyKey: `order-confirmation:${orderId}` } })).toMatchObject({
      status: "pending",
      lastError: expect.stringContaining("Resend is down"),
    });
    // Stripe replays the event meanwhile: still one job.
    expect((await send(sessionId, "checkout.session.completed", "evt_mail_retry")).status).toBe(200);
    resend.state.failing = false;
    await engine.advance(30_000);
    expect(await db().emailOutbox.findUniqueOrThrow({ where: { idempotencyKey: `order-confirmation:${orderId}` } })).toMatchObject({
      status: "sent",
    });
    expect(resend.received.filter((r) => r.headers["idempotency-key"] === `order-confirmation:${orderId}`)).toHaveLength(2);
    expect(await db().scheduledJob.count({ where: { idempotencyKey: `order-confirmation:${orderId}` } })).toBe(1);
  });

  it("answers 500 when the job engine cannot take 'order completed', so Stripe retries; the retry queues it", async () => {
    setJobQueue(unreachableQueue());
    const { sessionId, orderId } = await paidOrder();
    expect((await send(sessionId, "checkout.session.completed", "evt_queue_retry")).status).toBe(500);
    expect(await db().order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({ status: "completed" });
    setJobQueue(undefined);
    expect((await send(sessionId, "checkout.session.completed", "evt_queue_retry")).status).toBe(200);
    await runJobs();
    expect(await db().emailOutbox.findUniqueOrThrow({ where: { idempotencyKey: `order-confirmation:${orderId}` } })).toMatchObject({
      status: "sent",
    });
  });
});

describe("orders.verify", () => {
  it("fulfils and returns the order with its downloads (bundle → both guides)", async () => {
    const { sessionId, orderId } = await paidOrder({ product: "bundle" });
    const result = await (await callerFor()).orders.verify({ sessionId });
    expect(result).toMatchObject({
      success: true,
      order: {
        id: orderId,
        product: "bundle",
        kind: "bundle",
        productName: "Complete Fertility & Intimacy Bundle",
        amount: 13500,
        currency: "usd",
        displayAmount: "$135.00",
      },
    });
    expect(result.order.downloads.map((d) => d.product)).toEqual(["fertility", "intimacy"]);
    expect(result.order.downloads[0]!.url).toMatch(/^\/download\/file\?token=/);

    const intimacy = await (await callerFor()).orders.downloads({ sessionId, product: "intimacy" });
    expect(intimacy.downloads.map((d) => d.product)).toEqual(["intimacy"]);
  });

  it("returns the product name for a single guide", async () => {
    const { sessionId } = await paidOrder({ product: "intimacy" });
    await expect((await callerFor()).orders.verify({ sessionId })).resolves.toMatchObject({
      order: { product: "From Frustration to Fulfillment: How to Fix the Intimacy Gap Guide", kind: "intimacy" },
    });
  });

  it("races the webhook 50 times: each order fulfilled exactly once", async () => {
    const code = await uniqueCode("RACE10");
    const orders = await Promise.all(Array.from({ length: 50 }, () => paidOrder({ discount: code })));
    const calls = orders.flatMap(({ sessionId }) => [(async () => (await callerFor()).orders.verify({ sessionId }))(), send(sessionId)]);
    const results = await Promise.all(calls);
    for (const [i, result] of results.entries()) {
      if (i % 2 === 0) expect(result).toMatchObject({ success: true });
      else expect((result as Response).status).toBe(200);
    }
    expect((await db().discountCode.findUniqueOrThrow({ where: { code } })).uses).toBe(50);
    const ids = orders.map((o) => o.orderId);
    await runJobs();
    expect(await db().order.count({ where: { id: { in: ids }, status: "completed" } })).toBe(50);
    expect(await db().emailOutbox.count({ where: { idempotencyKey: { in: ids.map((id) => `order-confirmation:${id}`) } } })).toBe(50);
    expect(await db().downloadGrant.count({ where: { orderId: { in: ids } } })).toBe(50);
  }, 120_000); // heavy concurrency: generous on a loaded CI machine

  it("one order, 50 concurrent verify and webhook calls: one fulfilment", async () => {
    const code = await uniqueCode("SOLO10");
    const { sessionId, orderId } = await paidOrder({ discount: code });
    const calls = Array.from({ length: 50 }, (_, i) =>
      i % 2
        ? (async () => (await callerFor()).orders.verify({ sessionId }))()
        : send(sessionId, "checkout.session.completed", `evt_solo_${i % 5}`),
    );
    await Promise.all(calls);
    await runJobs();
    expect((await db().discountCode.findUniqueOrThrow({ where: { code } })).uses).toBe(1);
    expect(await confirmations(orderId)).toBe(1);
    expect(await db().paymentEvent.count({ where: { orderId } })).toBe(5); // evt_solo_0…4, each replayed 5×
  }, 120_000); // heavy concurrency: generous on a loaded CI machine

  it("answers 'Payment verification failed' for unpaid, expired and unknown sessions", async () => {
    const unpaid = await startCheckout();
    expect(await rejectionOf((await callerFor()).orders.verify({ sessionId: unpaid.sessionId }))).toMatchObject({
      code: "CONFLICT",
      message: messages.payment.verificationFailed.title,
    });
    fake.expire(unpaid.sessionId);
    expect(await rejectionOf((await callerFor()).orders.verify({ sessionId: unpaid.sessionId }))).toMatchObject({
      message: "Payment verification failed",
    });
    expect(await db().order.findUniqueOrThrow({ where: { id: unpaid.orderId } })).toMatchObject({ status: "failed" });
    expect(await rejectionOf((await callerFor()).orders.verify({ sessionId: "cs_test_unknown" }))).toMatchObject({
      code: "NOT_FOUND",
      message: "Payment verification failed",
    });
  });

  it("answers 'Failed to verify payment' when the provider cannot be reached", async () => {
    const { sessionId } = await paidOrder();
    fake.state.failing = true;
    const error = await rejectionOf((await callerFor()).orders.verify({ sessionId }));
    fake.state.failing = false;
    expect(error).toMatchObject({ code: "BAD_GATEWAY", message: messages.payment.verifyFailed.title });
  });
});
