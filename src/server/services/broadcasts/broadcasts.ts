import "server-only";
import { render } from "@react-email/render";
import { createElement } from "react";
import Broadcast from "~emails/broadcast";
import type { Prisma } from "@/generated/prisma/client";
import { broadcastBodyHtml } from "@/lib/broadcast-markdown";
import { broadcastMessages as m } from "@/lib/messages";
import { type Audience, audienceInput, type BroadcastContent, type BroadcastDraft } from "@/lib/validation/broadcasts";
import type { Viewer } from "@/server/auth/port";
import type { Db } from "@/server/db/open";
import { AppError } from "@/server/errors";
import { recordAudit } from "@/server/audit";
import { emitOrFail } from "@/server/jobs";
import { sendEmail } from "@/server/mail/send-email";
import { unsubscribeLinks } from "@/server/services/leads/unsubscribe";
import { zoneOffsetMs } from "@/server/services/orders/search";
import { audienceCount } from "./audience";
import { clickLinker } from "./clicks";

/** A broadcast's stored audience, read back through its schema (an old or odd row is "nobody"). */
export const audienceOf = (value: Prisma.JsonValue): Audience => {
  const parsed = audienceInput.safeParse(value);
  return parsed.success ? parsed.data : { subscribers: false, allBuyers: false, products: [] };
};

const row = <T extends { audience: Prisma.JsonValue }>(b: T) => ({ ...b, audience: audienceOf(b.audience) });

/** `broadcasts.list`: newest first, with how many each went to. */
export async function listBroadcasts(db: Db) {
  const rows = await db.broadcast.findMany({
    orderBy: { createdAt: "desc" },
    take: 200,
    select: {
      id: true,
      subject: true,
      status: true,
      scheduledAt: true,
      timeZone: true,
      startedAt: true,
      finishedAt: true,
      createdAt: true,
      audience: true,
      _count: { select: { recipients: true } },
    },
  });
  return rows.map(({ _count, ...b }) => ({ ...row(b), recipients: _count.recipients }));
}

async function found(db: Db, id: string) {
  const b = await db.broadcast.findUnique({ where: { id } });
  if (!b) throw new AppError("NOT_FOUND", m.notFound);
  return row(b);
}

/** `broadcasts.get`: the broadcast and, while it is a draft or scheduled, the audience's count now. */
export async function getBroadcast(db: Db, id: string) {
  const b = await found(db, id);
  const count = b.status === "draft" || b.status === "scheduled" ? await audienceCount(db, b.audience) : null;
  return { ...b, audienceCount: count };
}

export async function createBroadcast(db: Db, actor: Viewer, input: BroadcastDraft) {
  return db.$transaction(async (tx) => {
    const b = await tx.broadcast.create({ data: { ...input, createdById: actor.userId } });
    await recordAudit(tx, actor, "broadcast.created", b.id, { subject: b.subject });
    return { id: b.id, message: m.saved };
  });
}

/** A draft's words and audience; a scheduled, sending or sent broadcast cannot change. */
export async function updateBroadcast(db: Db, actor: Viewer, id: string, input: BroadcastDraft) {
  const changed = await db.broadcast.updateMany({ where: { id, status: "draft" }, data: input });
  if (!changed.count) {
    await found(db, id);
    throw new AppError("CONFLICT", m.notEditable);
  }
  await recordAudit(db, actor, "broadcast.updated", id, { subject: input.subject });
  return { id, message: m.saved };
}

/** A wall-clock time ("2027-01-15T09:30") in a time zone, as an instant. */
export function instantIn(wall: string, timeZone: string) {
  const guess = Date.parse(`${wall}:00Z`);
  const first = guess - zoneOffsetMs(timeZone, guess);
  return new Date(guess - zoneOffsetMs(timeZone, first));
}

/**
 * Send now (no `sendAt`) or at a time in the admin's time zone. Only marks the broadcast and hands
 * it to the jobs: the job freezes the recipients when it starts and sends them in batches.
 */
export async function scheduleBroadcast(db: Db, actor: Viewer, input: { id: string; sendAt?: string; timeZone: string }, now = new Date()) {
  const b = await found(db, input.id);
  if (b.status !== "draft") throw new AppError("CONFLICT", m.notEditable);
  const at = input.sendAt ? instantIn(input.sendAt, input.timeZone) : now;
  if (input.sendAt && at.getTime() <= now.getTime()) throw new AppError("BAD_INPUT", m.sendAtInvalid);
  if ((await audienceCount(db, b.audience)) === 0) throw new AppError("CONFLICT", m.nobody);
  const marked = await db.broadcast.updateMany({
    where: { id: b.id, status: "draft" },
    data: { status: "scheduled", scheduledAt: at, timeZone: input.timeZone },
  });
  if (!marked.count) throw new AppError("CONFLICT", m.notEditable);
  await recordAudit(db, actor, "broadcast.scheduled", b.id, { at: at.toISOString(), timeZone: input.timeZone });
  const sendAt = at.toISOString();
  await emitOrFail("broadcast/scheduled", { broadcastId: b.id, sendAt, runKey: `${b.id}:${at.getTime()}:0` }, m.jobsUnavailable);
  const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: input.timeZone }).format(at);
  return { id: b.id, scheduledAt: at, message: input.sendAt ? m.scheduled(`${when} (${input.timeZone})`) : m.sending };
}

/** Cancel before it starts: a scheduled broadcast is a draft again (its waiting job then does nothing). */
export async function cancelBroadcast(db: Db, actor: Viewer, id: string) {
  const done = await db.broadcast.updateMany({ where: { id, status: "scheduled" }, data: { status: "draft", scheduledAt: null } });
  if (!done.count) {
    await found(db, id);
    throw new AppError("CONFLICT", m.notScheduled);
  }
  await recordAudit(db, actor, "broadcast.cancelled", id, {});
  return { id, message: m.cancelled };
}

/** The outbox key of a broadcast's e-mail to one address: one per broadcast and address. */
export const broadcastKey = (broadcastId: string, email: string) => `broadcast:${broadcastId}:${email}`;

/** The e-mail's props for one recipient: their click links and unsubscribe link, and the one-click headers. */
export async function broadcastEmail(db: Db, b: { id: string } & BroadcastContent, email: string) {
  const [unsubscribe, link] = await Promise.all([unsubscribeLinks(db, email), clickLinker(db, b.id, email)]);
  return {
    props: { subject: b.subject, preheader: b.preheader, bodyHtml: broadcastBodyHtml(b.body, link), unsubscribeUrl: unsubscribe.url },
    headers: unsubscribe.headers,
  };
}

/** "Send a test to me": the saved broadcast to the admin's own address, its subject marked as a test. */
export async function sendTestBroadcast(db: Db, actor: Viewer, id: string, now = new Date()) {
  const b = await found(db, id);
  if (!actor.email) throw new AppError("BAD_INPUT", m.testSuppressed);
  const email = actor.email.toLowerCase();
  const { props, headers } = await broadcastEmail(db, b, email);
  const sent = await sendEmail(db, {
    to: email,
    template: "broadcast",
    props: { ...props, subject: `[Test] ${b.subject}` },
    idempotencyKey: `broadcast-test:${b.id}:${email}:${now.getTime()}`,
    headers,
  });
  if (sent.status === "suppressed") throw new AppError("CONFLICT", m.testSuppressed);
  return { message: m.testSent(email) };
}

/** The compose page's live preview: the e-mail's HTML as a reader gets it (links shown as written). */
export async function previewBroadcast(input: Partial<BroadcastContent>) {
  const element = createElement(Broadcast, {
    subject: input.subject ?? "",
    preheader: input.preheader ?? "",
    bodyHtml: broadcastBodyHtml(input.body ?? ""),
    unsubscribeUrl: "#unsubscribe",
  });
  return { html: await render(element) };
}
