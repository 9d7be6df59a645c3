import "server-only";
import type { z } from "zod";
import { supportEmail } from "@/content/site";
import { env } from "@/env";
import { messages } from "@/lib/messages";
import type { contactInput } from "@/lib/validation/contact";
import type { Db } from "@/server/db/open";
import { AppError } from "@/server/errors";
import { sendEmail } from "@/server/mail/send-email";
import { rateRules, takeRateLimit } from "./rate-limit";

const RESEND_WINDOW_MS = 60 * 60_000;

/**
 * Stores a contact message, then notifies the support inbox. The message is stored before
 * any mail is tried, so a mail failure loses nothing; the same message sent again within an
 * hour (the visitor retrying) reuses the stored row instead of creating a second one.
 */
export async function sendContactMessage(db: Db, input: z.output<typeof contactInput>, client: string) {
  const limit = await takeRateLimit(db, rateRules.contact, client);
  if (!limit.allowed) throw new AppError("RATE_LIMITED", messages.contact.rateLimited.description);

  const since = new Date(Date.now() - RESEND_WINDOW_MS);
  const stored =
    (await db.contactMessage.findFirst({
      where: { email: input.email, message: input.message, createdAt: { gte: since } },
      orderBy: { createdAt: "desc" },
    })) ?? (await db.contactMessage.create({ data: input }));
  if (stored.notifiedAt) return { id: stored.id };

  await sendEmail(db, {
    to: env.SUPPORT_EMAIL ?? supportEmail,
    replyTo: input.email,
    template: "contact-notification",
    props: { ...input, receivedAt: stored.createdAt.toISOString().replace("T", " ").slice(0, 16) + " UTC" },
    idempotencyKey: `contact:${stored.id}`,
    failureMessage: messages.contact.failure.description,
  });
  await db.contactMessage.update({ where: { id: stored.id }, data: { notifiedAt: new Date() } });
  return { id: stored.id };
}
