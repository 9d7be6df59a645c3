// POST /api/webhooks/stripe – fulfil paid orders
import { bodyLimits, readText } from "@/server/http/body";
import { withRoute } from "@/server/http/route";
import { getPaymentGateway } from "@/server/payments";
import { PaymentsNotConfiguredError, WebhookSignatureError } from "@/server/payments/port";
import { fulfilCheckoutSession } from "@/server/services/fulfilment";

const relevantEvents = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.expired",
  "checkout.session.async_payment_failed",
]);

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
