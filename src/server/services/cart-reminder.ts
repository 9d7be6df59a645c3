import "server-only";
import { raiseWebhookEvent } from "./webhooks";
import { formatMoney } from "@/lib/money";
import type { Db } from "@/server/db/open";
import { sendEmail } from "@/server/mail/send-email";
import { isUnsubscribed, unsubscribeLinks } from "./unsubscribe";

/** What the reminder step decided; anything but "sent" is a skip the admin can read. */
export type ReminderOutcome =
  | "sent"
  | "skipped: cart not found"
  | "skipped: already reminded"
  | "skipped: checkout started"
  | "skipped: order completed"
  | "skipped: superseded by a later save"
  | "skipped: no marketing opt-in"
  | "skipped: unsubscribed"
  | "skipped: already bought";

/** Whether this e-mail owns the product: a completed order of it, or of a bundle that granted it. */
async function alreadyBought(db: Db, email: string, productId: string) {
  const order = await db.order.findFirst({
    where: { email, status: "completed", OR: [{ productId }, { grants: { some: { productId } } }] },
    select: { id: true },
  });
  return order !== null;
}

/**
 * The abandoned-cart step (docs/product.md#emails-and-jobs), run by either engine once the
 * wait is over: only an open cart, saved last at `savedAt`, with marketing opt-in, of an address
 * that has not unsubscribed and has not bought the product since, gets ONE reminder (outbox key
 * `abandoned-cart:<cartId>`). A delivery failure throws, so the engine retries it; a retry after a
 * delivered e-mail finds the key sent and only marks the cart.
 */
export async function remindAbandonedCart(db: Db, data: { cartId: string; savedAt: string }, now: Date): Promise<ReminderOutcome> {
  const cart = await db.cart.findUnique({ where: { id: data.cartId }, include: { product: { select: { name: true } } } });
  if (!cart) return "skipped: cart not found";
  if (cart.status === "reminded") return "skipped: already reminded";
  if (cart.status === "checkout_started") return "skipped: checkout started";
  if (cart.status === "completed") return "skipped: order completed";
  // Every save starts a new wait; only the run of the latest save may send (Inngest runs one per save).
  if (cart.updatedAt.toISOString() !== data.savedAt) return "skipped: superseded by a later save";
  const bought = await alreadyBought(db, cart.email, cart.productId);
  // The cart is abandoned now, reminder or not: integrations hear of it (docs/webhooks.md#events),
  // once per save; the payload says whether the buyer opted in to marketing.
  if (!bought) await raiseWebhookEvent(db, "cart.abandoned", `${cart.id}:${data.savedAt}`, cart.id, { occurredAt: now });
  if (!cart.marketingOptIn) return "skipped: no marketing opt-in";
  if (await isUnsubscribed(db, cart.email)) return "skipped: unsubscribed";
  if (bought) return "skipped: already bought";

  const unsubscribe = await unsubscribeLinks(db, cart.email);
  await sendEmail(db, {
    to: cart.email,
    template: "abandoned-cart-reminder",
    props: {
      firstName: cart.firstName,
      productName: cart.product.name,
      amount: formatMoney(cart.amount, cart.currency),
      checkoutUrl: cart.checkoutUrl,
      unsubscribeUrl: unsubscribe.url,
    },
    headers: unsubscribe.headers,
    idempotencyKey: `abandoned-cart:${cart.id}`,
  });
  // updatedAt is kept: the cart's last save stays what the reminder was for.
  await db.cart.updateMany({ where: { id: cart.id, status: "open" }, data: { status: "reminded", remindedAt: now, updatedAt: cart.updatedAt } });
  return "sent";
}
