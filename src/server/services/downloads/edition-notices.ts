import "server-only";
import { env } from "@/env";
import { editionMessages as m } from "@/lib/messages";
import type { Viewer } from "@/server/auth/port";
import type { Db } from "@/server/db/open";
import { AppError } from "@/server/errors";
import { recordAudit } from "@/server/audit";
import { emitOrFail, getJobQueue } from "@/server/jobs";
import type { EventData } from "@/server/jobs/events";
import { sendEmail } from "@/server/mail/send-email";
import { unsubscribeLinks } from "@/server/services/leads/unsubscribe";

/** How many notices one run of the `edition-notices` workflow sends before it queues the next run. */
export const EDITION_NOTICE_BATCH = 10;
/** The gap between two notices of a run: the mail provider's 2 requests a second (docs/jobs.md). */
export const EDITION_NOTICE_PACE_MS = 500;

/** The outbox key of one notice: one e-mail per edition and address, however often a run repeats. */
export const editionNoticeKey = (editionId: string, email: string) => `edition:${editionId}:${email}`;

/** Where the e-mail sends the buyer: the library, where the new edition downloads. */
const libraryUrl = () => new URL("/library", env.NEXT_PUBLIC_SITE_URL).toString();

/**
 * "Tell past buyers" of an edition (docs/product.md#editions). Queues one notice per entitled
 * address in ONE set-based statement (INSERT … SELECT): every address with a paid order of the
 * guide (not refunded, not disputed, its grant not revoked) bought before this edition, not on
 * the suppression list, not unsubscribed, and not already holding this edition. The primary key
 * (edition, address) makes it idempotent. Then the job sends them at the mail rate. A second
 * click queues nothing more: it restarts the sending where it stopped (after a failed job).
 */
export async function tellPastBuyers(db: Db, actor: Viewer, editionId: string, now = new Date()) {
  const edition = await db.productEdition.findUnique({ where: { id: editionId }, include: { product: true } });
  if (!edition) throw new AppError("NOT_FOUND", m.notFound);
  const newest = await db.productEdition.findFirst({
    where: { productId: edition.productId },
    orderBy: { number: "desc" },
    select: { id: true },
  });
  if (newest?.id !== edition.id) throw new AppError("CONFLICT", m.notLatest);
  if (edition.product.pastBuyersGet === "purchased") throw new AppError("CONFLICT", m.pastBuyersKeepTheirs);

  const queued = await db.$transaction(
    async (tx) => {
      const started = await tx.productEdition.updateMany({
        where: { id: editionId, noticeStartedAt: null },
        data: { noticeStartedAt: now },
      });
      if (started.count === 0) return null;
      const count = await tx.$executeRaw`
      WITH "holders" AS (
        SELECT DISTINCT lower(o2."email") AS "email"
        FROM "DownloadGrant" g2 JOIN "Order" o2 ON o2."id" = g2."orderId"
        WHERE g2."productId" = ${edition.productId} AND g2."editionId" = ${editionId}
      )
      INSERT INTO "EditionNotice" ("editionId", "email", "orderId", "status", "createdAt")
      SELECT ${editionId}, b."email", b."orderId", 'queued', ${now}
      FROM (
        SELECT DISTINCT ON (lower(o."email")) lower(o."email") AS "email", o."id" AS "orderId"
        FROM "DownloadGrant" g
        JOIN "Order" o ON o."id" = g."orderId"
        WHERE g."productId" = ${edition.productId}
          AND g."revokedAt" IS NULL
          AND o."status" IN ('completed', 'partially_refunded')
          AND g."editionId" IS DISTINCT FROM ${editionId}
        ORDER BY lower(o."email"), o."createdAt" DESC
      ) b
      WHERE NOT EXISTS (SELECT 1 FROM "EmailSuppression" s WHERE s."email" = b."email")
        AND NOT EXISTS (SELECT 1 FROM "Unsubscribe" u WHERE u."email" = b."email")
        AND NOT EXISTS (SELECT 1 FROM "MailTopicOptOut" t WHERE t."email" = b."email" AND t."topic" = 'updates')
        AND NOT EXISTS (SELECT 1 FROM "holders" h WHERE h."email" = b."email")
      ON CONFLICT DO NOTHING`;
      await recordAudit(tx, actor, "edition.notices_started", edition.product.kind, {
        edition: editionId,
        label: edition.label,
        queued: count,
      });
      return count;
    },
    { maxWait: 20_000, timeout: 60_000 },
  );
  await emitOrFail("edition/notices-queued", { editionId, runKey: `${editionId}:${now.getTime()}:0` }, m.jobsUnavailable);
  return { queued: queued ?? 0, resumed: queued === null, message: queued === null ? m.noticesResumed : m.noticesQueued(queued) };
}

const nextRunKey = (runKey: string) => {
  const cut = runKey.lastIndexOf(":");
  return `${runKey.slice(0, cut)}:${Number(runKey.slice(cut + 1)) + 1}`;
};

/**
 * One run of the `edition-notices` workflow: sends up to a batch of the edition's queued
 * notices, paced to the mail rate, each keyed `edition:<edition>:<address>` in the outbox (a
 * run repeated, or resumed after a crash, sends nothing twice), then queues the next run while
 * any remain. An address suppressed, unsubscribed or refunded since it was queued is skipped.
 */
export async function sendEditionNoticeBatch(
  db: Db,
  data: EventData<"edition/notices-queued">,
  opts: { batch?: number; paceMs?: number } = {},
) {
  const batch = opts.batch ?? EDITION_NOTICE_BATCH;
  const paceMs = opts.paceMs ?? EDITION_NOTICE_PACE_MS;
  const edition = await db.productEdition.findUnique({ where: { id: data.editionId }, include: { product: { select: { name: true } } } });
  if (!edition) return "skipped: the edition was deleted";
  const notices = await db.editionNotice.findMany({
    where: { editionId: edition.id, status: "queued" },
    orderBy: { email: "asc" },
    take: batch,
  });
  if (!notices.length) return "done: nothing queued";
  const emails = notices.map((n) => n.email);
  const [suppressed, unsubscribed, updatesOff, paid] = await Promise.all([
    db.emailSuppression.findMany({ where: { email: { in: emails } }, select: { email: true } }),
    db.unsubscribe.findMany({ where: { email: { in: emails } }, select: { email: true } }),
    db.mailTopicOptOut.findMany({ where: { email: { in: emails }, topic: "updates" }, select: { email: true } }),
    db.order.findMany({
      where: {
        id: { in: notices.map((n) => n.orderId) },
        status: { in: ["completed", "partially_refunded"] },
        grants: { none: { revokedAt: { not: null } } },
      },
      select: { id: true },
    }),
  ]);
  const skip = new Map<string, string>();
  for (const s of suppressed) skip.set(s.email, "skipped: suppressed");
  for (const u of [...unsubscribed, ...updatesOff]) skip.set(u.email, "skipped: unsubscribed");
  const paidIds = new Set(paid.map((o) => o.id));

  let sent = 0;
  let lastSentAt = 0;
  for (const notice of notices) {
    const why = skip.get(notice.email) ?? (paidIds.has(notice.orderId) ? null : "skipped: refunded");
    if (why) {
      await db.editionNotice.updateMany({ where: { editionId: edition.id, email: notice.email, status: "queued" }, data: { status: why } });
      continue;
    }
    const wait = lastSentAt + paceMs - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const unsubscribe = await unsubscribeLinks(db, notice.email);
    await sendEmail(db, {
      to: notice.email,
      template: "edition-notice",
      props: {
        productName: edition.product.name,
        editionLabel: edition.label,
        whatChanged: edition.whatChanged,
        libraryUrl: libraryUrl(),
        unsubscribeUrl: unsubscribe.url,
      },
      idempotencyKey: editionNoticeKey(edition.id, notice.email),
      headers: unsubscribe.headers,
    });
    lastSentAt = Date.now();
    await db.editionNotice.updateMany({
      where: { editionId: edition.id, email: notice.email, status: "queued" },
      data: { status: "sent", sentAt: new Date() },
    });
    sent++;
  }
  const more = await db.editionNotice.count({ where: { editionId: edition.id, status: "queued" } });
  if (more) await getJobQueue().emit("edition/notices-queued", { editionId: edition.id, runKey: nextRunKey(data.runKey) });
  return `sent ${sent}, skipped ${notices.length - sent}${more ? `, ${more} still queued` : ""}`;
}

/** The campaign's counts for the edition's admin page: queued, sent, skipped, and the provider's delivered / bounced. */
export async function editionCampaign(db: Db, editionId: string) {
  const edition = await db.productEdition.findUnique({ where: { id: editionId }, select: { id: true, noticeStartedAt: true } });
  if (!edition) throw new AppError("NOT_FOUND", m.notFound);
  const byStatus = await db.editionNotice.groupBy({ by: ["status"], where: { editionId }, _count: { _all: true } });
  const count = (pick: (status: string) => boolean) => byStatus.filter((g) => pick(g.status)).reduce((n, g) => n + g._count._all, 0);
  const outbox = { idempotencyKey: { startsWith: `edition:${editionId}:` } };
  const [delivered, bounced] = await Promise.all([
    db.emailOutbox.count({ where: { ...outbox, delivery: "delivered" } }),
    db.emailOutbox.count({ where: { ...outbox, delivery: "bounced" } }),
  ]);
  return {
    startedAt: edition.noticeStartedAt,
    queued: count((s) => s === "queued"),
    sent: count((s) => s === "sent"),
    skipped: count((s) => s.startsWith("skipped")),
    delivered,
    bounced,
  };
}
