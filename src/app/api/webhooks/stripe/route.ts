// POST /api/webhooks/stripe – fulfil paid orders; apply refunds and disputes (docs/refunds.md)
import type { Db } from "@/server/db/open";
import { bodyLimits, readText } from "@/server/http/body";
import { withRoute } from "@/server/http/route";
import { getPaymentGateway } from "@/server/payments";
import { type MoneyEvent, PaymentsNotConfiguredError, WebhookSignatureError } from "@/server/payments/port";
import { fulfilCheckoutSession } from "@/server/services/orders/fulfilment";
import { applyMoneyEvent, OrderNotPaidError } from "@/server/services/money/refunds";

const relevantEvents = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.expired",
  "checkout.session.async_payment_failed",
]);

/** Money moving back after the sale: refunds (also those made in Stripe's dashboard) and chargebacks. */
const moneyEvents = new Set(["charge.refunded", "charge.dispute.created", "charge.dispute.closed"]);

const json = (status: number, body: object) => Response.json(body, { status });
const notConfigured = "Stripe webhooks are not configured on this server (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET).";

export const POST = withRoute("POST /api/webhooks/stripe", async ({ req, db }) => {
  const gateway = getPaymentGateway();
  if (gateway.name !== "stripe") return json(503, { error: notConfigured });

  const rawBody = await readText(req, bodyLimits.webhook);
  let event;
  try {
    event = gateway.verifyWebhook(rawBody, req.headers.get("stripe-signature"));
  } catch (error) {
    if (error instanceof PaymentsNotConfiguredError) return json(503, { error: notConfigured });
    if (error instanceof WebhookSignatureError) return json(400, { error: error.message });
    throw error;
  }
  if (moneyEvents.has(event.type)) return moneyEvent(db, { id: event.id, type: event.type, money: event.money ?? null });
  if (!relevantEvents.has(event.type) || !event.sessionId) return json(200, { received: true });

  let result;
  try {
    result = await fulfilCheckoutSession(db, event.sessionId, { eventId: event.id, eventType: event.type });
  } catch (cause) {
    // Every failure here is a 500 (Stripe retries it), and the log names the event.
    throw new Error(`fulfilling ${event.type} ${event.id}`, { cause });
  }
  // The receipt is sent by the job engine, not here; only when the engine could not take the
  // "order completed" event does Stripe retry, and the retry emits it again.
  if (result.confirmation === "failed") return json(500, { error: "Order confirmation could not be queued; retry later." });
  return json(200, { received: true, state: result.state });
});

/**
 * A refund or dispute: applied once (the event id is recorded with the change), in any order of
 * arrival (refunded totals only rise, a closed dispute stays closed). An event for a payment
 * whose order is not completed yet (its checkout.session.completed still on the way) answers 409
 * without recording anything: Stripe sends it again, and by then the order is there.
 */
async function moneyEvent(db: Db, event: { id: string; type: string; money: MoneyEvent | null }) {
  if (!event.money) return json(200, { received: true, ignored: "no payment intent" });
  let result;
  try {
    result = await applyMoneyEvent(db, { id: event.id, type: event.type, money: event.money });
  } catch (cause) {
    if (cause instanceof OrderNotPaidError) return json(409, { error: "The order of this payment is not completed yet; retry later." });
    throw new Error(`applying ${event.type} ${event.id}`, { cause });
  }
  if (!result) return json(409, { error: "No order for this payment yet; retry later." });
  if (result.email === "failed") return json(500, { error: "The refund e-mail could not be queued; retry later." });
  return json(200, { received: true, state: result.status });
}
