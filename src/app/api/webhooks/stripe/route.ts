// POST /api/webhooks/stripe – fulfil paid orders; apply refunds and disputes (docs/refunds.md)
import type { Db } from "@/server/db/open";
import { bodyLimits, readText } from "@/server/http/body";
import { withRoute } from "@/server/http/route";
import { getPaymentGateway } from "@/server/payments";
import { type PaymentEventKind, type PaymentEventOf, PaymentsNotConfiguredError, WebhookSignatureError } from "@/server/payments/port";
import { checkoutSessionEvent } from "./checkout-session";
import { moneyEvent } from "./money";

/**
 * One handler per kind of event; which Stripe events are which kind is the adapter's
 * (`stripeEvents`, src/server/payments/stripe.ts).
 */
const handlers: { [K in PaymentEventKind]: (db: Db, event: PaymentEventOf<K>) => Promise<Response> } = {
  "checkout-session": checkoutSessionEvent,
  refund: moneyEvent,
  dispute: moneyEvent,
};

const dispatch = <K extends PaymentEventKind>(db: Db, event: PaymentEventOf<K>) => handlers[event.kind](db, event);

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
  // An event we do not act on is acknowledged, so Stripe does not send it again.
  if (event.kind === "unhandled") return json(200, { received: true });
  return dispatch(db, event);
});
