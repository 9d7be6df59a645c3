import "server-only";
import type { Cart } from "@/generated/prisma/client";
import { type FollowUpStep, stepKey } from "@/lib/validation/cart-reminders";
import { formatMoney } from "@/lib/money";
import { env } from "@/env";
import type { Db } from "@/server/db/open";
import { sendEmail } from "@/server/mail/send-email";
import { cartReminderSettings, recordReminderSent, reminderLink } from "@/server/services/carts/recovery";
import { isUnsubscribed, unsubscribeLinks } from "@/server/services/leads/unsubscribe";
import { raiseWebhookEvent } from "@/server/services/webhooks/webhooks";

/** What the reminder step decided; anything but "sent" is a skip the admin can read. */
export type ReminderOutcome =
  | "sent"
  | "skipped: address suppressed"
  | "skipped: cart not found"
  | "skipped: already reminded"
  | "skipped: already sent"
  | "skipped: turned off in the settings"
  | "skipped: checkout started"
  | "skipped: order completed"
  | "skipped: superseded by a later save"
  | "skipped: no marketing opt-in"
  | "skipped: unsubscribed"
  | "skipped: already bought";

/** The first reminder's wait after the cart's last save (CART_REMINDER_DELAY_MINUTES). */
export const firstReminderDelayMs = () => env.CART_REMINDER_DELAY_MINUTES * 60_000;

/** Which reminder of the series: 1 is the 5-minute one, 2 and 3 the optional later ones (docs/insights.md#cart-reminders). */
export type ReminderStep = 1 | 2 | 3;

/** Whether this e-mail owns the product: a completed order of it, or of a bundle that granted it. */
async function alreadyBought(db: Db, email: string, productId: string) {
  const order = await db.order.findFirst({
    where: { email, status: "completed", OR: [{ productId }, { grants: { some: { productId } } }] },
    select: { id: true },
  });
  return order !== null;
}

/**
 * The cart is abandoned now, reminder or not: integrations hear of it (docs/webhooks.md#events),
 * once per save, unless a checkout started, the order completed, a later save superseded it or
 * the product is already bought; the payload says whether the buyer opted in to marketing.
 */
async function raiseCartAbandoned(db: Db, cart: Cart, savedAt: string, now: Date) {
  if (cart.status === "checkout_started" || cart.status === "completed") return;
  if (cart.updatedAt.toISOString() !== savedAt) return;
  if (await alreadyBought(db, cart.email, cart.productId)) return;
  await raiseWebhookEvent(db, "cart.abandoned", `${cart.id}:${savedAt}`, cart.id, { occurredAt: now });
}

/**
 * Why a reminder of this cart may not go out now, or null: a checkout started or an order
 * completed, a later save (every save starts a new wait, and only the run of the latest save may
 * send — Inngest runs one per save), no marketing opt-in, an unsubscribe, or the product bought
 * since. The same rules for every step of the series.
 */
export async function reminderBlocked(db: Db, cart: Cart, savedAt: string): Promise<ReminderOutcome | null> {
  if (cart.status === "checkout_started") return "skipped: checkout started";
  if (cart.status === "completed") return "skipped: order completed";
  if (cart.updatedAt.toISOString() !== savedAt) return "skipped: superseded by a later save";
  if (!cart.marketingOptIn) return "skipped: no marketing opt-in";
  if (await isUnsubscribed(db, cart.email, "updates")) return "skipped: unsubscribed";
  if (await alreadyBought(db, cart.email, cart.productId)) return "skipped: already bought";
  return null;
}

/**
 * Sends one step's reminder (outbox key `key`: the EmailOutbox unique key makes it one e-mail per
 * cart and step, whatever runs twice), its link carrying the step's signed click parameter,
 * then records the step in CartReminder (unique per cart and step) once the e-mail is sent.
 */
export async function sendReminderEmail(db: Db, cart: Cart & { product: { name: string } }, step: ReminderStep, key: string, now: Date) {
  const unsubscribe = await unsubscribeLinks(db, cart.email);
  const result = await sendEmail(db, {
    to: cart.email,
    template: "abandoned-cart-reminder",
    props: {
      firstName: cart.firstName,
      productName: cart.product.name,
      amount: formatMoney(cart.amount, cart.currency),
      checkoutUrl: await reminderLink(db, cart.checkoutUrl, cart.id, step),
      unsubscribeUrl: unsubscribe.url,
      step,
    },
    headers: unsubscribe.headers,
    idempotencyKey: key,
  });
  // A bounced or complaining address (docs/product.md#delivery) is skipped: no reminder recorded.
  if (result.status === "suppressed") return result.status;
  await recordReminderSent(db, { cartId: cart.id, step, key, now });
  return result.status;
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
  await raiseCartAbandoned(db, cart, data.savedAt, now);
  const blocked = await reminderBlocked(db, cart, data.savedAt);
  if (blocked) return blocked;

  if ((await sendReminderEmail(db, cart, 1, `abandoned-cart:${cart.id}`, now)) === "suppressed") return "skipped: address suppressed";
  // updatedAt is kept: the cart's last save stays what the reminder was for.
  await db.cart.updateMany({
    where: { id: cart.id, status: "open" },
    data: { status: "reminded", remindedAt: now, updatedAt: cart.updatedAt },
  });
  return "sent";
}

/**
 * The optional second or third reminder (docs/insights.md#cart-reminders), run the set hours
 * after the last save: the same rules as the first (a cart already reminded may get it), only
 * while the step is on in /admin/settings, at most one per cart and step (outbox key
 * `abandoned-cart:<cartId>:<step>`; a second run finds it and says "already sent").
 */
export async function remindAgain(
  db: Db,
  data: { cartId: string; savedAt: string },
  step: FollowUpStep,
  now: Date,
): Promise<ReminderOutcome> {
  const settings = await cartReminderSettings(db);
  if (!settings[stepKey[step]].enabled) return "skipped: turned off in the settings";
  const cart = await db.cart.findUnique({ where: { id: data.cartId }, include: { product: { select: { name: true } } } });
  if (!cart) return "skipped: cart not found";
  const blocked = await reminderBlocked(db, cart, data.savedAt);
  if (blocked) return blocked;
  const status = await sendReminderEmail(db, cart, step, `abandoned-cart:${cart.id}:${step}`, now);
  return status === "sent" ? "sent" : status === "suppressed" ? "skipped: address suppressed" : "skipped: already sent";
}
