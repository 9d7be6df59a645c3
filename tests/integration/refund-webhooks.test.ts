// Refunds and disputes that happen outside the app arrive by Stripe webhook (docs/refunds.md):
// charge.refunded (cumulative amount_refunded), charge.dispute.created and charge.dispute.closed.
// Signature checked, each event once, any order of arrival: every permutation of the events is
// delivered, and an event answered 409 (its order not completed yet) is delivered again after
// the others, as Stripe retries it.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as webhook } from "@/app/api/webhooks/stripe/route";
import { GET as download } from "@/app/download/file/route";
import { refundMessages } from "@/lib/messages";
import { setPaymentGateway } from "@/server/payments";
import { signDownloadToken } from "@/server/services/downloads/tokens";
import { useTestDatabase } from "../setup/test-db";
import { dispute, refundedCharge, signedEvent, signedWebhook, startFakeStripe } from "../mocks/fake-stripe";
import { signedIn, startCheckout } from "./factories";
import { rejectionOf } from "./helpers";
import { runJobs } from "./job-engine";

const db = useTestDatabase();
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());
beforeEach(() => setPaymentGateway(fake.gateway()));
afterEach(() => setPaymentGateway(undefined));

let n = 0;
type Delivery = { id: string; type: string; object: object };

/** A Stripe order paid on the fake (4700 usd), not yet fulfilled: its events are built, not sent. */
async function stripeOrder() {
  const { sessionId, orderId } = await startCheckout();
  fake.pay(sessionId);
  const pi = `pi_${sessionId}`;
  const ch = `ch_${sessionId}`;
  const completed: Delivery = {
    id: `evt_c${++n}`,
    type: "checkout.session.completed",
    object: { id: sessionId, object: "checkout.session" },
  };
  const refunded = (total: number): Delivery => ({
    id: `evt_r${++n}`,
    type: "charge.refunded",
    object: refundedCharge({ id: ch, payment_intent: pi, amount: 4700, amount_refunded: total }),
  });
  const disputed = (status: "needs_response" | "won" | "lost"): Delivery => ({
    id: `evt_d${++n}`,
    type: status === "needs_response" ? "charge.dispute.created" : "charge.dispute.closed",
    object: dispute({ id: `dp_${sessionId}`, charge: ch, payment_intent: pi, amount: 4700, status }),
  });
  return { sessionId, orderId, pi, completed, refunded, disputed };
}

const deliver = (d: Delivery) => webhook(signedEvent(d));

/** Delivers in this order; what answers 409 is delivered again after the rest (Stripe's retry). */
async function deliverAll(events: Delivery[]) {
  let queue = events;
  for (let round = 0; round < 4 && queue.length; round++) {
    const retry: Delivery[] = [];
    for (const event of queue) {
      const response = await deliver(event);
      if (response.status === 409) retry.push(event);
      else expect(response.status).toBe(200);
    }
    queue = retry;
  }
  expect(queue).toEqual([]);
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

const orderOf = (id: string) => db().order.findUniqueOrThrow({ where: { id }, include: { grants: true, refunds: true } });
const downloadStatus = async (orderId: string) =>
  (
    await download(
      new Request(`http://localhost:3000/download/file?token=${await signDownloadToken(db(), { orderId, productId: "fertility" })}`),
    )
  ).status;

describe("charge.refunded", () => {
  it.each(permutations(["completed", "partial", "full"]).map((p) => [p.join(" → "), p]))(
    "partial then full refund, arriving %s: refunded once in the books, links revoked",
    async (_, order) => {
      const o = await stripeOrder();
      const events = { completed: o.completed, partial: o.refunded(1000), full: o.refunded(4700) } as Record<string, Delivery>;
      await deliverAll(order.map((k) => events[k]!));
      const after = await orderOf(o.orderId);
      expect(after).toMatchObject({ status: "refunded", refundedAmount: 4700 });
      expect(after.refunds.reduce((sum, r) => sum + r.amount, 0)).toBe(4700);
      expect(after.refunds.every((r) => r.source === "stripe" && r.kind === "refund")).toBe(true);
      expect(after.grants.every((g) => g.revokedReason === "refunded")).toBe(true);
      expect(await downloadStatus(o.orderId)).toBe(410);
      // Each event once: a replay of every one changes nothing.
      await deliverAll(order.map((k) => events[k]!));
      expect((await orderOf(o.orderId)).refunds.reduce((sum, r) => sum + r.amount, 0)).toBe(4700);
    },
  );

  it("a partial refund made in the dashboard keeps access and mails the buyer once", async () => {
    const o = await stripeOrder();
    await deliverAll([o.completed]);
    const charge = fake.refundOutside(o.pi, 1500);
    const event = { id: `evt_r${++n}`, type: "charge.refunded", object: refundedCharge(charge) };
    await deliverAll([event, event]);
    expect(await orderOf(o.orderId)).toMatchObject({ status: "partially_refunded", refundedAmount: 1500 });
    expect(await downloadStatus(o.orderId)).toBe(200);
    await runJobs();
    expect(await db().emailOutbox.count({ where: { idempotencyKey: `order-refunded:${o.orderId}:1500` } })).toBe(1);
  });

  it("checks the signature: a wrong one is a 400 and changes nothing", async () => {
    const o = await stripeOrder();
    await deliverAll([o.completed]);
    const response = await webhook(
      signedEvent(
        {
          id: "evt_forged",
          type: "charge.refunded",
          object: refundedCharge({ id: "ch_x", payment_intent: o.pi, amount: 4700, amount_refunded: 4700 }),
        },
        "whsec_wrong",
      ),
    );
    expect(response.status).toBe(400);
    expect(await orderOf(o.orderId)).toMatchObject({ status: "completed", refundedAmount: 0 });
  });

  it("answers 200 and changes nothing for a payment that is not ours", async () => {
    const response = await deliver({
      id: "evt_foreign",
      type: "charge.refunded",
      object: { object: "charge", id: "ch_f", amount: 100, amount_refunded: 100 },
    });
    expect(response.status).toBe(200);
  });
});

describe("charge.dispute.created / charge.dispute.closed", () => {
  const outcomes = [
    ["won", "completed", 200],
    ["lost", "disputed", 410],
  ] as const;
  for (const [outcome, status, access] of outcomes) {
    it.each(permutations(["completed", "created", "closed"]).map((p) => [p.join(" → "), p]))(
      `a dispute ${outcome}, arriving %s: ends ${status}, downloads ${access}`,
      async (_, order) => {
        const o = await stripeOrder();
        const events = { completed: o.completed, created: o.disputed("needs_response"), closed: o.disputed(outcome) } as Record<
          string,
          Delivery
        >;
        await deliverAll(order.map((k) => events[k]!));
        const after = await orderOf(o.orderId);
        expect(after).toMatchObject({ status, disputeStatus: outcome, disputeId: `dp_${o.sessionId}` });
        expect(await downloadStatus(o.orderId)).toBe(access);
        // A lost dispute is money gone (the ledger), a won one is not.
        expect(after.refunds.map((r) => [r.kind, r.amount])).toEqual(outcome === "lost" ? [["dispute", 4700]] : []);
      },
    );
  }

  it("suspends access while the dispute is open (410 with its own page) and blocks an admin refund", async () => {
    const o = await stripeOrder();
    await deliverAll([o.completed, o.disputed("needs_response")]);
    expect(await orderOf(o.orderId)).toMatchObject({ status: "disputed" });
    const token = await signDownloadToken(db(), { orderId: o.orderId, productId: "fertility" });
    const response = await download(new Request(`http://localhost:3000/download/file?token=${token}`));
    expect(response.status).toBe(410);
    expect(await response.text()).toContain("disputed");
    const { caller } = await signedIn(db(), { admin: true });
    expect(await rejectionOf(caller.orders.refund({ orderId: o.orderId }))).toMatchObject({
      code: "CONFLICT",
      message: refundMessages.disputed,
    });
  });
});

describe("an admin's refund through Stripe and its own webhook", () => {
  it.each([["before"], ["after"]])("one refund in the books when the webhook arrives %s the admin's call applies it", async (when) => {
    const o = await stripeOrder();
    await deliverAll([o.completed]);
    const { caller } = await signedIn(db(), { admin: true });
    if (when === "before") {
      // Stripe's webhook overtakes our own bookkeeping: the refund is made on the fake first.
      fake.refundOutside(o.pi, 4700);
      await deliverAll([o.refunded(4700)]);
      // The admin's call then finds the order refunded already: a state conflict (409).
      expect(await rejectionOf(caller.orders.refund({ orderId: o.orderId }))).toMatchObject({ code: "CONFLICT" });
    } else {
      await expect(caller.orders.refund({ orderId: o.orderId, amount: 4700, keepAccess: true })).resolves.toMatchObject({
        status: "refunded",
      });
      expect(fake.received.findLast((r) => r.path === "/v1/refunds")!.headers["idempotency-key"]).toBe(`refund:${o.orderId}:0`);
      await deliverAll([o.refunded(4700)]);
      // Keep access survives the webhook of the same refund.
      expect(await downloadStatus(o.orderId)).toBe(200);
    }
    const after = await orderOf(o.orderId);
    expect(after).toMatchObject({ status: "refunded", refundedAmount: 4700 });
    expect(after.refunds).toHaveLength(1);
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === o.pi)).toHaveLength(1);
  });

  it("a refund Stripe refuses (made in its dashboard, webhook not here yet) is a 400 that leaves no claim behind", async () => {
    const o = await stripeOrder();
    await deliverAll([o.completed]);
    const { caller } = await signedIn(db(), { admin: true });
    fake.refundOutside(o.pi, 4000);
    expect(await rejectionOf(caller.orders.refund({ orderId: o.orderId, amount: 1000 }))).toMatchObject({
      code: "BAD_REQUEST",
      message: refundMessages.tooMuch("$47.00"),
    });
    expect(await db().refundRequest.count({ where: { orderId: o.orderId } })).toBe(0);
    await deliverAll([o.refunded(4000)]);
    // Now the books agree with Stripe, and a new attempt of what is left works.
    await expect(caller.orders.refund({ orderId: o.orderId, amount: 700 })).resolves.toMatchObject({
      status: "refunded",
      refundedAmount: 4700,
    });
  });

  it("two admins at once through Stripe: one refund on Stripe's side and in the books", async () => {
    const o = await stripeOrder();
    await deliverAll([o.completed]);
    const [a, b] = [(await signedIn(db(), { admin: true })).caller, (await signedIn(db(), { admin: true })).caller];
    await Promise.allSettled([
      a.orders.refund({ orderId: o.orderId }),
      b.orders.refund({ orderId: o.orderId }),
      a.orders.refund({ orderId: o.orderId }),
    ]);
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === o.pi)).toHaveLength(1);
    expect((await orderOf(o.orderId)).refunds).toHaveLength(1);
    expect(await db().auditEvent.count({ where: { action: "order.refunded", target: o.orderId } })).toBe(1);
  });
});

// The plain checkout webhook still works beside these (its own tests are in fulfilment.test.ts).
it("checkout.session.completed still completes the order", async () => {
  const o = await stripeOrder();
  expect((await webhook(signedWebhook({ id: `evt_${++n}`, type: "checkout.session.completed", sessionId: o.sessionId }))).status).toBe(200);
  expect((await orderOf(o.orderId)).status).toBe("completed");
});
