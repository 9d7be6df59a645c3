// POST /api/webhooks/stripe, a refund's or a dispute's event (docs/refunds.md)
import type { Db } from "@/server/db/open";
import type { PaymentEventOf } from "@/server/payments/port";
import { applyMoneyEvent, OrderNotPaidError } from "@/server/services/money/refunds";

const json = (status: number, body: object) => Response.json(body, { status });

/**
 * A refund or dispute: applied once (the event id is recorded with the change), in any order of
 * arrival (refunded totals only rise, a closed dispute stays closed). An event for a payment
 * whose order is not completed yet (its checkout.session.completed still on the way) answers 409
 * without recording anything: Stripe sends it again, and by then the order is there.
 */
export async function moneyEvent(db: Db, event: PaymentEventOf<"refund" | "dispute">) {
  if (!event.change) return json(200, { received: true, ignored: "no payment intent" });
  let result;
  try {
    result = await applyMoneyEvent(db, { id: event.id, type: event.type, change: event.change });
  } catch (cause) {
    if (cause instanceof OrderNotPaidError) return json(409, { error: "The order of this payment is not completed yet; retry later." });
    throw new Error(`applying ${event.type} ${event.id}`, { cause });
  }
  if (!result) return json(409, { error: "No order for this payment yet; retry later." });
  if (result.email === "failed") return json(500, { error: "The refund e-mail could not be queued; retry later." });
  return json(200, { received: true, state: result.status });
}
