// POST /api/webhooks/stripe, a checkout session's event: completed, paid later, expired, failed (docs/checkout.md)
import type { Db } from "@/server/db/open";
import type { PaymentEventOf } from "@/server/payments/port";
import { fulfilCheckoutSession } from "@/server/services/orders/fulfilment";

const json = (status: number, body: object) => Response.json(body, { status });

/** Completes, expires or fails the session's order through the idempotent fulfilment (the event id is recorded with it). */
export async function checkoutSessionEvent(db: Db, event: PaymentEventOf<"checkout-session">) {
  if (!event.sessionId) return json(200, { received: true });
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
}
