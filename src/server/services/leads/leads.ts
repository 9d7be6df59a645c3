import "server-only";
import type { z } from "zod";
import { messages } from "@/lib/messages";
import type { leadMagnetInput, subscribeInput } from "@/lib/validation/newsletter";
import type { Db } from "@/server/db/open";
import { AppError } from "@/server/errors";
import { emitOrFail } from "@/server/jobs";
import { rateRules, takeRateLimit } from "@/server/rate-limit";
import { raiseWebhookEvent } from "@/server/services/webhooks/webhooks";

/** Stores the address once (a repeat is not an error) and returns whether it was new. */
async function storeSubscriber(db: Db, email: string, source: string) {
  const created = await db.subscriber.createMany({ data: [{ email, source }], skipDuplicates: true });
  return created.count === 1;
}

/**
 * Newsletter subscription: rate-limited per client, stored once per e-mail, then the
 * confirmation e-mail is queued (one per address, sent by the background engine, retried while
 * the mail provider is down; a re-subscription does not mail again).
 */
export async function subscribe(db: Db, input: z.output<typeof subscribeInput>, client: string) {
  const limit = await takeRateLimit(db, rateRules.subscription, client);
  if (!limit.allowed) throw new AppError("RATE_LIMITED", messages.newsletter.rateLimited.description);

  const isNew = await storeSubscriber(db, input.email, "newsletter");
  if (isNew) await raiseWebhookEvent(db, "subscriber.created", input.email, input.email);
  await emitOrFail("newsletter/subscribed", { email: input.email }, messages.newsletter.failure.description);
  return { alreadySubscribed: !isNew };
}

/**
 * The exit popup's free checklist: subscribes the address (source exit_intent_popup or its
 * blog variant) and queues the checklist e-mail, sent once per address by the background engine.
 */
export async function claimLeadMagnet(db: Db, input: z.output<typeof leadMagnetInput>, client: string) {
  const limit = await takeRateLimit(db, rateRules.subscription, client);
  if (!limit.allowed) throw new AppError("RATE_LIMITED", messages.newsletter.rateLimited.description);

  if (await storeSubscriber(db, input.email, input.source)) await raiseWebhookEvent(db, "subscriber.created", input.email, input.email);
  await emitOrFail("lead-magnet/claimed", { email: input.email }, messages.exitPopup.failure.description);
  return { sent: true };
}
