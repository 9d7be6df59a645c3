import "server-only";
import { env } from "@/env";
import type { Db } from "@/server/db/open";

/**
 * /dev/outbox exists only in development with the outbox mail transport (no RESEND_API_KEY):
 * a developer offline confirms accounts and resets passwords from there. A production build
 * answers 404.
 */
export const devOutboxEnabled = (settings: { NODE_ENV: string; RESEND_API_KEY?: string } = env) =>
  settings.NODE_ENV === "development" && !settings.RESEND_API_KEY;

/** The latest e-mails the store sent, newest first. */
export async function latestOutboxEmails(db: Db, take = 25) {
  return db.emailOutbox.findMany({
    orderBy: { createdAt: "desc" },
    take,
    select: { id: true, to: true, subject: true, template: true, text: true, status: true, createdAt: true },
  });
}

/** The links of an e-mail's plain-text version (react-email writes them as `text [url]` or bare). */
export function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s\])>"]+/g) ?? [])];
}

/** One e-mail's rendered HTML, as it was sent. */
export async function outboxEmailHtml(db: Db, id: string) {
  const row = await db.emailOutbox.findUnique({ where: { id }, select: { html: true } });
  return row?.html ?? null;
}
