import "server-only";
import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { supportEmail } from "@/content/site";
import { env } from "@/env";
import type { Prisma } from "@/generated/prisma/client";
import { webhookMessages as m } from "@/lib/messages";
import {
  webhookCreateInput,
  type WebhookCreateInput,
  type WebhookEventType,
  webhookUpdateInput,
  type WebhookUpdateInput,
} from "@/lib/validation/webhooks";
import type { Viewer } from "@/server/auth/port";
import type { Db } from "@/server/db/open";
import { AppError } from "@/server/errors";
import { emitOrFail, emitQuietly, getJobQueue } from "@/server/jobs";
import type { EventData } from "@/server/jobs/events";
import { sendEmail } from "@/server/mail/send-email";
import { checkWebhookUrl } from "@/server/services/webhooks/url-guard";
import { openSecret, sealSecret } from "@/server/services/webhooks/secret-box";
import { postWebhook } from "@/server/services/webhooks/send";
import { recordAudit } from "@/server/audit";
import { buildWebhookPayload } from "@/server/services/webhooks/payloads";

/**
 * The retry schedule of a delivery (docs/webhooks.md): the standard schedule of Standard Webhooks
 * / Svix (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h …) stretched to about three days: twelve
 * attempts, the last about 71 h after the first. The workflow's `retries` is its length.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
  13 * 3_600_000,
] as const;

/** The wait before retry n (1-based) of a delivery. */
export const webhookRetryDelayMs = (retry: number) => WEBHOOK_RETRY_DELAYS_MS[Math.min(retry, WEBHOOK_RETRY_DELAYS_MS.length) - 1]!;

/** An endpoint failing this long without one success is disabled and the admins e-mailed. */
export const WEBHOOK_DISABLE_AFTER_MS = 24 * 3_600_000;

// ——— Raising events (the services that sell, refund, subscribe, remind call this) ———

/**
 * Queues a webhook event through the job engine and returns at once: the sale, refund or
 * subscription that raised it never waits for an endpoint, and an engine that cannot take it
 * costs only the webhook (logged). `eventId` is one per happening; raising it again (a retried
 * fulfilment, a replayed provider event) delivers nothing twice. A store with no endpoint for
 * the type queues nothing (one indexed count on a table of a few rows).
 */
export async function raiseWebhookEvent(
  db: Db,
  type: WebhookEventType,
  eventId: string,
  subjectId: string,
  opts: { occurredAt?: Date; detail?: Record<string, string | number | boolean | null> } = {},
) {
  try {
    if ((await db.webhookEndpoint.count({ where: { enabled: true, events: { has: type } } })) === 0) return false;
  } catch (error) {
    console.warn(`webhooks: could not look up endpoints for ${type}: ${(error as Error).message}`);
    return false;
  }
  return emitQuietly("webhook/event", {
    eventId: `${type}:${eventId}`,
    type,
    subjectId,
    occurredAt: (opts.occurredAt ?? new Date()).toISOString(),
    detail: opts.detail,
  });
}

// ——— The admin's endpoints (webhooks router) ———

/** `whsec_` + base64 of 32 random bytes: the Standard Webhooks secret format. */
const newSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

const endpointView = {
  id: true,
  url: true,
  events: true,
  enabled: true,
  disabledAt: true,
  disabledReason: true,
  failingSince: true,
  createdByEmail: true,
  createdAt: true,
} as const;

/** A new endpoint: `{ id, secret }` — the only time the secret leaves the server (audited). */
export async function createWebhookEndpoint(db: Db, actor: Viewer, input: WebhookCreateInput) {
  const { url: raw, events } = webhookCreateInput.parse(input);
  const url = await checkWebhookUrl(raw);
  const secret = newSecret();
  const secretCiphertext = await sealSecret(db, secret);
  return db.$transaction(async (tx) => {
    const endpoint = await tx.webhookEndpoint.create({
      data: { url, events, secretCiphertext, createdById: actor.userId, createdByEmail: actor.email },
    });
    await recordAudit(tx, actor, "webhook.created", endpoint.id, { url, events });
    return { id: endpoint.id, secret };
  });
}

/** Every endpoint, newest first, with its last delivery's state; never its secret. */
export async function listWebhookEndpoints(db: Db) {
  const endpoints = await db.webhookEndpoint.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: endpointView });
  const counts = await db.webhookDelivery.groupBy({ by: ["endpointId", "status"], _count: { _all: true } });
  return endpoints.map((e) => {
    const of = (status: string) => counts.find((c) => c.endpointId === e.id && c.status === status)?._count._all ?? 0;
    return { ...e, delivered: of("delivered"), pending: of("pending"), failed: of("failed") };
  });
}

/** Changes an endpoint's URL, events, or enables / disables it (audited). Enabling clears its failure streak. */
export async function updateWebhookEndpoint(db: Db, actor: Viewer, input: WebhookUpdateInput, now = new Date()) {
  const { id, url: raw, events, enabled } = webhookUpdateInput.parse(input);
  const before = await db.webhookEndpoint.findUnique({ where: { id } });
  if (!before) throw new AppError("NOT_FOUND", m.notFound);
  const url = raw === undefined ? undefined : await checkWebhookUrl(raw);
  const data: Prisma.WebhookEndpointUpdateInput = {};
  if (url !== undefined) data.url = url;
  if (events !== undefined) data.events = events;
  if (enabled === true && !before.enabled)
    Object.assign(data, { enabled: true, disabledAt: null, disabledReason: null, failingSince: null });
  if (enabled === false && before.enabled) Object.assign(data, { enabled: false, disabledAt: now, disabledReason: "admin" });
  return db.$transaction(async (tx) => {
    const after = await tx.webhookEndpoint.update({ where: { id }, data, select: endpointView });
    await recordAudit(tx, actor, "webhook.updated", id, {
      from: { url: before.url, events: before.events, enabled: before.enabled },
      to: { url: after.url, events: after.events, enabled: after.enabled },
    });
    return after;
  });
}

/** Deletes an endpoint and its deliveries (audited); its queued deliveries find nothing and stop. */
export async function deleteWebhookEndpoint(db: Db, actor: Viewer, id: string) {
  return db.$transaction(async (tx) => {
    const endpoint = await tx.webhookEndpoint.findUnique({ where: { id } });
    if (!endpoint) throw new AppError("NOT_FOUND", m.notFound);
    await tx.webhookEndpoint.delete({ where: { id } });
    await recordAudit(tx, actor, "webhook.deleted", id, { url: endpoint.url, events: endpoint.events });
    return { id };
  });
}

/** One endpoint's deliveries, newest first (without payloads: the table shows the event). */
export async function listWebhookDeliveries(db: Db, endpointId: string, limit = 25) {
  const endpoint = await db.webhookEndpoint.findUnique({ where: { id: endpointId }, select: { id: true } });
  if (!endpoint) throw new AppError("NOT_FOUND", m.notFound);
  return db.webhookDelivery.findMany({
    where: { endpointId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    select: {
      id: true,
      eventType: true,
      eventId: true,
      messageId: true,
      status: true,
      attempts: true,
      responseCode: true,
      lastError: true,
      durationMs: true,
      lastAttemptAt: true,
      nextAttemptAt: true,
      deliveredAt: true,
      createdAt: true,
    },
  });
}

/**
 * "Redeliver": the same message (same `webhook-id`, so a receiver that saw it can tell) sent
 * again now, with a fresh run of retries. The endpoint must be enabled (audited).
 */
export async function redeliverWebhook(db: Db, actor: Viewer, deliveryId: string, now = new Date()) {
  const delivery = await db.webhookDelivery.findUnique({
    where: { id: deliveryId },
    include: { endpoint: { select: { enabled: true, url: true } } },
  });
  if (!delivery) throw new AppError("NOT_FOUND", m.deliveryNotFound);
  if (!delivery.endpoint.enabled) throw new AppError("BAD_INPUT", "This endpoint is disabled: enable it first, then redeliver.");
  await db.$transaction(async (tx) => {
    await tx.webhookDelivery.update({ where: { id: deliveryId }, data: { status: "pending", nextAttemptAt: now } });
    await recordAudit(tx, actor, "webhook.redelivered", delivery.endpointId, {
      url: delivery.endpoint.url,
      event: delivery.eventType,
      messageId: delivery.messageId,
    });
  });
  await emitOrFail(
    "webhook/delivery",
    { deliveryId, endpointId: delivery.endpointId, runKey: `${deliveryId}:redeliver:${now.getTime()}` },
    "The job engine could not take the redelivery. Please try again.",
  );
  return { id: deliveryId };
}

// ——— The background steps ———

/**
 * The fan-out step: builds the event's payload once, makes one delivery per enabled endpoint
 * subscribed to its type (unique per event and endpoint: a repeat makes none) and queues each
 * undelivered one. Returns how many endpoints it went to.
 */
export async function fanOutWebhookEvent(db: Db, event: EventData<"webhook/event">, now: Date) {
  const endpoints = await db.webhookEndpoint.findMany({ where: { enabled: true, events: { has: event.type } }, select: { id: true } });
  if (endpoints.length === 0) return "skipped: no endpoint subscribed";
  const payload = await buildWebhookPayload(db, event);
  if (!payload) return "skipped: its subject is gone";
  await db.webhookDelivery.createMany({
    data: endpoints.map((e) => ({
      endpointId: e.id,
      eventId: event.eventId,
      eventType: event.type,
      messageId: `msg_${randomBytes(16).toString("hex")}`,
      payload: payload as Prisma.InputJsonObject,
      nextAttemptAt: now,
    })),
    skipDuplicates: true,
  });
  const queued = await db.webhookDelivery.findMany({
    where: { eventId: event.eventId, status: "pending", attempts: 0 },
    select: { id: true, endpointId: true },
  });
  const jobs = getJobQueue();
  for (const d of queued) await jobs.emit("webhook/delivery", { deliveryId: d.id, endpointId: d.endpointId, runKey: d.id });
  return `queued for ${endpoints.length} endpoint${endpoints.length === 1 ? "" : "s"}`;
}

/** A failed attempt: the engine retries the step with the webhook schedule. */
export class WebhookAttemptFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookAttemptFailed";
  }
}

/**
 * The delivery step: signs the stored payload (Standard Webhooks: `webhook-id`,
 * `webhook-timestamp`, `webhook-signature`) and POSTs it, then records the attempt. A 2xx
 * delivers it and ends the endpoint's failure streak. Anything else — another status, a
 * refused address, no answer within 10 s — is recorded and thrown, so the engine tries again on
 * the schedule (5 s, 5 min, 30 min, 2 h, 5 h, 10 h … about 3 days); the streak starts at the
 * first failure, and an endpoint whose streak reaches 24 h is disabled (its queued deliveries
 * stop) and the admins are e-mailed.
 */
export async function deliverWebhook(db: Db, data: { deliveryId: string }, ctx: { now: Date; attempt: number; final: boolean }) {
  const delivery = await db.webhookDelivery.findUnique({ where: { id: data.deliveryId }, include: { endpoint: true } });
  if (!delivery) return "skipped: delivery deleted";
  if (delivery.status === "delivered") return "skipped: already delivered";
  const { endpoint } = delivery;
  if (!endpoint.enabled) {
    await db.webhookDelivery.update({
      where: { id: delivery.id },
      data: { status: "failed", lastError: "endpoint disabled", nextAttemptAt: null },
    });
    return "skipped: endpoint disabled";
  }

  const body = JSON.stringify(delivery.payload);
  // Signed at the moment of sending (the receiver checks the timestamp against its clock).
  const sentAt = new Date();
  const signature = new Webhook(await openSecret(db, endpoint.secretCiphertext)).sign(delivery.messageId, sentAt, body);
  const result = await postWebhook(endpoint.url, body, {
    "webhook-id": delivery.messageId,
    "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
    "webhook-signature": signature,
  });
  const now = ctx.now;
  const attempt = { attempts: { increment: 1 }, responseCode: result.status, durationMs: result.durationMs, lastAttemptAt: now };

  if (result.ok) {
    await db.webhookDelivery.update({
      where: { id: delivery.id },
      data: { ...attempt, status: "delivered", deliveredAt: now, nextAttemptAt: null, lastError: null },
    });
    if (endpoint.failingSince)
      await db.webhookEndpoint.updateMany({ where: { id: endpoint.id, failingSince: { not: null } }, data: { failingSince: null } });
    return `delivered: HTTP ${result.status}`;
  }

  const retryIn = ctx.final ? null : webhookRetryDelayMs(ctx.attempt);
  await db.webhookDelivery.update({
    where: { id: delivery.id },
    data: {
      ...attempt,
      status: ctx.final ? "failed" : "pending",
      lastError: result.error,
      nextAttemptAt: retryIn === null ? null : new Date(now.getTime() + retryIn),
    },
  });
  if (!endpoint.failingSince)
    await db.webhookEndpoint.updateMany({ where: { id: endpoint.id, failingSince: null }, data: { failingSince: now } });
  if (await disableIfFailingTooLong(db, endpoint.id, now)) return "failed: endpoint disabled after 24 h of failures";
  throw new WebhookAttemptFailed(`Attempt ${ctx.attempt} to ${new URL(endpoint.url).host} failed: ${result.error}`);
}

/**
 * Disables an endpoint whose failure streak is 24 h old (once: the conditional update decides),
 * stops its queued deliveries and queues the admins' e-mail. True if it is disabled now.
 */
async function disableIfFailingTooLong(db: Db, endpointId: string, now: Date) {
  const cutoff = new Date(now.getTime() - WEBHOOK_DISABLE_AFTER_MS);
  const { count } = await db.webhookEndpoint.updateMany({
    where: { id: endpointId, enabled: true, failingSince: { lte: cutoff } },
    data: { enabled: false, disabledAt: now, disabledReason: "failing" },
  });
  if (count === 0) return false;
  await db.webhookDelivery.updateMany({
    where: { endpointId, status: "pending" },
    data: { status: "failed", lastError: "endpoint disabled", nextAttemptAt: null },
  });
  await emitQuietly("webhook/endpoint-disabled", {
    endpointId,
    disabledAt: now.toISOString(),
    noticeKey: `${endpointId}:${now.toISOString()}`,
  });
  return true;
}

/** Who hears that an endpoint was disabled: every admin we know an address of, else the support inbox. */
async function adminAddresses(db: Db, endpointCreator: string | null) {
  const roles = await db.userRole.findMany({ where: { role: "admin" }, select: { userId: true } });
  const users = roles.length ? await db.user.findMany({ where: { id: { in: roles.map((r) => r.userId) } }, select: { email: true } }) : [];
  const all = [...env.ADMIN_EMAILS, ...users.map((u) => u.email), ...(endpointCreator?.includes("@") ? [endpointCreator] : [])].map((e) =>
    e.trim().toLowerCase(),
  );
  const unique = [...new Set(all.filter((e) => e.includes("@")))];
  return unique.length ? unique : [env.SUPPORT_EMAIL ?? supportEmail];
}

/** The e-mail step of "webhook/endpoint-disabled": one e-mail per admin, once per disabling. */
export async function emailEndpointDisabled(db: Db, data: EventData<"webhook/endpoint-disabled">) {
  const endpoint = await db.webhookEndpoint.findUnique({ where: { id: data.endpointId } });
  if (!endpoint) return "skipped: endpoint deleted";
  const last = await db.webhookDelivery.findFirst({
    where: { endpointId: endpoint.id, lastAttemptAt: { not: null } },
    orderBy: { lastAttemptAt: "desc" },
  });
  const to = await adminAddresses(db, endpoint.createdByEmail);
  for (const address of to) {
    await sendEmail(db, {
      to: address,
      template: "webhook-disabled",
      props: {
        url: endpoint.url,
        failingSince: (endpoint.failingSince ?? new Date(data.disabledAt)).toISOString().replace("T", " ").slice(0, 16) + " UTC",
        lastError: last?.lastError ?? "unknown",
        manageUrl: `${env.NEXT_PUBLIC_SITE_URL}/admin/webhooks`,
      },
      idempotencyKey: `webhook-disabled:${data.noticeKey}:${address}`,
    });
  }
  return `sent to ${to.length}`;
}
