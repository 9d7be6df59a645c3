import "server-only";
import type { Db } from "@/server/db/open";
import { getJobQueue } from "@/server/jobs";
import type { EventData } from "@/server/jobs/events";
import { sendEmail } from "@/server/mail/send-email";
import { queueRecipients } from "./audience";
import { audienceOf, broadcastEmail, broadcastKey } from "./broadcasts";

/** How many e-mails one run of the `broadcast-send` workflow sends before it queues the next run. */
export const BROADCAST_BATCH = 20;
/** The gap between two e-mails of a run: the mail provider's 2 requests a second (docs/jobs.md). */
export const BROADCAST_PACE_MS = 500;

/** The wait before a broadcast's first run: until its time (later runs carry a past time: at once). */
export const broadcastDelayMs = (data: EventData<"broadcast/scheduled">, now: Date) => Math.max(0, Date.parse(data.sendAt) - now.getTime());

const nextRunKey = (runKey: string) => {
  const cut = runKey.lastIndexOf(":");
  return `${runKey.slice(0, cut)}:${Number(runKey.slice(cut + 1)) + 1}`;
};

/**
 * One run of `broadcast-send`. The first run of a scheduled broadcast (still "scheduled" at the
 * time it was scheduled for: a cancel or a new time leaves this run nothing to do) marks it
 * "sending" and freezes its audience into recipients in ONE statement (INSERT … SELECT, one row
 * per address). Every run then sends up to a batch of queued recipients at the mail rate, each
 * keyed `broadcast:<id>:<address>` in the outbox — a run repeated, or resumed after a restart,
 * sends nobody twice — and queues the next run while any remain. An address unsubscribed or
 * suppressed since it was queued is skipped.
 */
export async function sendBroadcastBatch(
  db: Db,
  data: EventData<"broadcast/scheduled">,
  opts: { batch?: number; paceMs?: number; now?: Date } = {},
) {
  const batch = opts.batch ?? BROADCAST_BATCH;
  const paceMs = opts.paceMs ?? BROADCAST_PACE_MS;
  const now = opts.now ?? new Date();
  let b = await db.broadcast.findUnique({ where: { id: data.broadcastId } });
  if (!b) return "skipped: the broadcast was deleted";
  if (b.status === "draft") return "skipped: cancelled or moved to another time";
  if (b.status === "scheduled") {
    if (b.scheduledAt?.toISOString() !== data.sendAt) return "skipped: cancelled or moved to another time";
    const queued = await db.$transaction(
      async (tx) => {
        const started = await tx.broadcast.updateMany({
          where: { id: b!.id, status: "scheduled", scheduledAt: b!.scheduledAt },
          data: { status: "sending", startedAt: now },
        });
        return started.count ? queueRecipients(tx, b!.id, audienceOf(b!.audience)) : null;
      },
      { maxWait: 20_000, timeout: 120_000 },
    );
    if (queued === null) return "skipped: cancelled or moved to another time";
    b = { ...b, status: "sending" };
  }
  if (b.status !== "sending") return `skipped: ${b.status}`;

  const recipients = await db.broadcastRecipient.findMany({
    where: { broadcastId: b.id, status: "queued" },
    orderBy: { email: "asc" },
    take: batch,
    select: { email: true },
  });
  const emails = recipients.map((r) => r.email);
  const [suppressed, unsubscribed, newsOff] = emails.length
    ? await Promise.all([
        db.emailSuppression.findMany({ where: { email: { in: emails } }, select: { email: true } }),
        db.unsubscribe.findMany({ where: { email: { in: emails } }, select: { email: true } }),
        db.mailTopicOptOut.findMany({ where: { email: { in: emails }, topic: "news" }, select: { email: true } }),
      ])
    : [[], [], []];
  const skip = new Map<string, string>();
  for (const s of suppressed) skip.set(s.email, "skipped: suppressed");
  for (const u of [...unsubscribed, ...newsOff]) skip.set(u.email, "skipped: unsubscribed");

  let sent = 0;
  let lastSentAt = 0;
  for (const email of emails) {
    const why = skip.get(email);
    if (why) {
      await db.broadcastRecipient.updateMany({ where: { broadcastId: b.id, email, status: "queued" }, data: { status: why } });
      continue;
    }
    const wait = lastSentAt + paceMs - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const { props, headers } = await broadcastEmail(db, b, email);
    const result = await sendEmail(db, { to: email, template: "broadcast", props, idempotencyKey: broadcastKey(b.id, email), headers });
    lastSentAt = Date.now();
    await db.broadcastRecipient.updateMany({
      where: { broadcastId: b.id, email, status: "queued" },
      data: result.status === "suppressed" ? { status: "skipped: suppressed" } : { status: "sent", sentAt: new Date() },
    });
    if (result.status !== "suppressed") sent++;
  }
  const more = await db.broadcastRecipient.count({ where: { broadcastId: b.id, status: "queued" } });
  if (more) {
    await getJobQueue().emit("broadcast/scheduled", { ...data, runKey: nextRunKey(data.runKey) });
  } else {
    await db.broadcast.updateMany({ where: { id: b.id, status: "sending" }, data: { status: "sent", finishedAt: new Date() } });
  }
  return `sent ${sent}, skipped ${emails.length - sent}${more ? `, ${more} still queued` : ""}`;
}
