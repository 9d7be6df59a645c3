import "server-only";
import { env } from "@/env";
import { checkoutUrl } from "@/lib/checkout-url";
import { exitOffer } from "@/lib/offers";
import type { Db } from "@/server/db/open";
import { sendEmail } from "@/server/mail/send-email";
import { unsubscribeLinks } from "@/server/services/leads/unsubscribe";

/**
 * The newsletter step, run by the background engine after a subscription is stored: one
 * confirmation per address (outbox key `newsletter-confirmation:<email>`), with the
 * unsubscribe link and one-click headers. A delivery failure throws, so the engine retries it.
 */
export async function sendNewsletterConfirmation(
  db: Db,
  email: string,
  now: Date,
): Promise<"sent" | "skipped: already sent" | "skipped: address suppressed"> {
  const unsubscribe = await unsubscribeLinks(db, email);
  const sent = await sendEmail(db, {
    to: email,
    template: "newsletter-confirmation",
    props: { email, blogUrl: `${env.NEXT_PUBLIC_SITE_URL}/blog`, unsubscribeUrl: unsubscribe.url },
    headers: unsubscribe.headers,
    idempotencyKey: `newsletter-confirmation:${email}`,
  });
  await db.subscriber.updateMany({ where: { email, confirmationSentAt: null }, data: { confirmationSentAt: now } });
  return sent.status === "sent" ? "sent" : sent.status === "suppressed" ? "skipped: address suppressed" : "skipped: already sent";
}

/**
 * The lead-magnet step: e-mails the free checklist once per address (outbox key
 * `lead-magnet:fertility_checklist:<email>`). A delivery failure throws, so the engine retries it.
 */
export async function sendLeadMagnet(
  db: Db,
  email: string,
  now: Date,
): Promise<"sent" | "skipped: already sent" | "skipped: address suppressed"> {
  const site = env.NEXT_PUBLIC_SITE_URL;
  const unsubscribe = await unsubscribeLinks(db, email);
  const sent = await sendEmail(db, {
    to: email,
    template: "lead-magnet-delivery",
    props: {
      checklistUrl: `${site}/downloads/fertility-checklist.pdf`,
      checkoutUrl: checkoutUrl({ discount: exitOffer.code }, site),
      discountCode: exitOffer.code,
      percentOff: exitOffer.percentOff,
      unsubscribeUrl: unsubscribe.url,
    },
    headers: unsubscribe.headers,
    idempotencyKey: `lead-magnet:fertility_checklist:${email}`,
  });
  await db.subscriber.updateMany({ where: { email, leadMagnetSentAt: null }, data: { leadMagnetSentAt: now } });
  return sent.status === "sent" ? "sent" : sent.status === "suppressed" ? "skipped: address suppressed" : "skipped: already sent";
}
