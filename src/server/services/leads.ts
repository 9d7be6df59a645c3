import "server-only";
import type { z } from "zod";
import { env } from "@/env";
import { checkoutUrl } from "@/lib/checkout-url";
import { messages } from "@/lib/messages";
import { exitOffer } from "@/lib/offers";
import type { leadMagnetInput, subscribeInput } from "@/lib/validation/newsletter";
import type { Db } from "@/server/db/open";
import { AppError } from "@/server/errors";
import { sendEmail } from "@/server/mail/send-email";
import { rateRules, takeRateLimit } from "./rate-limit";

/** Stores the address once (a repeat is not an error) and returns whether it was new. */
async function storeSubscriber(db: Db, email: string, source: string) {
  const created = await db.subscriber.createMany({ data: [{ email, source }], skipDuplicates: true });
  return created.count === 1;
}

/**
 * Newsletter subscription: rate-limited per client, stored once per e-mail, then one
 * confirmation e-mail per address (a re-subscription does not mail again).
 */
export async function subscribe(db: Db, input: z.output<typeof subscribeInput>, client: string) {
  const limit = await takeRateLimit(db, rateRules.subscription, client);
  if (!limit.allowed) throw new AppError("RATE_LIMITED", messages.newsletter.rateLimited.description);

  const isNew = await storeSubscriber(db, input.email, "newsletter");
  await sendEmail(db, {
    to: input.email,
    template: "newsletter-confirmation",
    props: { email: input.email, blogUrl: `${env.NEXT_PUBLIC_SITE_URL}/blog` },
    idempotencyKey: `newsletter-confirmation:${input.email}`,
    failureMessage: messages.newsletter.failure.description,
  });
  await db.subscriber.update({ where: { email: input.email }, data: { confirmationSentAt: new Date() } });
  return { alreadySubscribed: !isNew };
}

/**
 * The exit popup's free checklist: subscribes the address (source exit_intent_popup or its
 * blog variant) and e-mails the checklist once per address.
 */
export async function claimLeadMagnet(db: Db, input: z.output<typeof leadMagnetInput>, client: string) {
  const limit = await takeRateLimit(db, rateRules.subscription, client);
  if (!limit.allowed) throw new AppError("RATE_LIMITED", messages.newsletter.rateLimited.description);

  await storeSubscriber(db, input.email, input.source);
  const site = env.NEXT_PUBLIC_SITE_URL;
  await sendEmail(db, {
    to: input.email,
    template: "lead-magnet-delivery",
    props: {
      checklistUrl: `${site}/downloads/fertility-checklist.pdf`,
      checkoutUrl: checkoutUrl({ discount: exitOffer.code }),
      discountCode: exitOffer.code,
      percentOff: exitOffer.percentOff,
    },
    idempotencyKey: `lead-magnet:fertility_checklist:${input.email}`,
    failureMessage: messages.exitPopup.failure.description,
  });
  await db.subscriber.update({ where: { email: input.email }, data: { leadMagnetSentAt: new Date() } });
  return { sent: true };
}
