import "server-only";
import type { z } from "zod";
import { messages } from "@/lib/messages";
import type { contactInput } from "@/lib/validation/contact";
import type { Db } from "@/server/db/open";
import { AppError } from "@/server/errors";
import { emitOrFail } from "@/server/jobs";
import { rateRules, takeRateLimit } from "@/server/rate-limit";

const RESEND_WINDOW_MS = 60 * 60_000;

/**
 * Stores a contact message, then queues the support inbox's notification (sent by the
 * background engine, retried while the mail provider is down). The message is stored first, so
 * nothing is lost; the same message sent again within an hour (the visitor retrying) reuses
 * the stored row instead of creating a second one.
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

  await emitOrFail("contact/received", { messageId: stored.id }, messages.contact.failure.description);
  return { id: stored.id };
}
