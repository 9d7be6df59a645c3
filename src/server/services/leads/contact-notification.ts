import "server-only";
import { supportEmail } from "@/content/site";
import { env } from "@/env";
import type { Db } from "@/server/db/open";
import { sendEmail } from "@/server/mail/send-email";

/**
 * The contact step, run by the background engine after a message is stored: notifies the
 * support inbox once (outbox key `contact:<id>`, reply-to the visitor) and marks the message
 * notified. A delivery failure throws, so the engine retries it; the message is already stored.
 */
export async function notifySupport(
  db: Db,
  messageId: string,
  now: Date,
): Promise<"sent" | "skipped: already notified" | "skipped: message not found"> {
  const stored = await db.contactMessage.findUnique({ where: { id: messageId } });
  if (!stored) return "skipped: message not found";
  if (stored.notifiedAt) return "skipped: already notified";
  await sendEmail(db, {
    to: env.SUPPORT_EMAIL ?? supportEmail,
    replyTo: stored.email,
    template: "contact-notification",
    props: {
      name: stored.name,
      email: stored.email,
      message: stored.message,
      receivedAt: stored.createdAt.toISOString().replace("T", " ").slice(0, 16) + " UTC",
    },
    idempotencyKey: `contact:${stored.id}`,
  });
  await db.contactMessage.update({ where: { id: stored.id }, data: { notifiedAt: now } });
  return "sent";
}
