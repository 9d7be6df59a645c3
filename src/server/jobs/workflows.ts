import "server-only";
import { env } from "@/env";
import type { Db } from "@/server/db/open";
import { type EventData, type EventName, eventSchemas } from "./events";

/** What a step gets from the engine running it. */
export type StepContext = { db: Db; now: Date; attempt: number };

type Retries = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/**
 * The mail provider's rate: Resend allows 2 requests a second per team by default
 * (resend.com/docs/api-reference/rate-limit). Every e-mail workflow is throttled to it, so a
 * burst of orders queues its receipts instead of being answered 429 and retried.
 */
export const MAIL_RATE = { limit: 2, periodMs: 1000 } as const;

/**
 * ONE definition of a background workflow, wired by both engines: the local engine
 * (src/server/jobs/local.ts) and Inngest (src/server/jobs/inngest.ts). The step itself is a plain
 * service function, unit-tested on its own, and imported lazily (as documenso's job definitions
 * do): the services emit events through this port, so a static import back would make a circle,
 * and the port stays a leaf that imports no service (src/imports.test.ts).
 */
export type Workflow<N extends EventName = EventName> = {
  /** Stable id: the Inngest function id and the ScheduledJob name. Never rename. */
  id: string;
  /** What an operator reads in the admin Jobs panel and the Inngest dashboard. */
  name: string;
  trigger: N;
  /** The field of the trigger's data that identifies the thing: one run per value. */
  keyField: keyof EventData<N> & string;
  /** A second trigger for the same key restarts the wait ("restart") or is dropped ("ignore"). */
  onRepeat: "restart" | "ignore";
  /** How long to wait after the trigger before the step runs. */
  delayMs: () => number;
  /**
   * A wait read from the admin's settings when the trigger arrives, in place of `delayMs`
   * (Inngest memoizes it in a step); null: the workflow is turned off and nothing is scheduled.
   */
  delayFromSettings?: (db: Db) => Promise<number | null>;
  /** Events that cancel a waiting run when their `match` field equals the trigger's. */
  cancelOn: { event: EventName; match: string }[];
  /** Retries after the first attempt (with growing back-off), then the run is failed. */
  retries: Retries;
  /** The step's id in Inngest. */
  step: string;
  /** Back-off before retry n (1-based); unset, the engine's own (30 s, 1, 2, 4 min …). */
  retryDelayMs?: (retry: number) => number;
  /** At most `limit` runs at once per value of the trigger's `key` field (Inngest `concurrency`). */
  concurrency?: { key: keyof EventData<N> & string; limit: number };
  /** The step sends e-mail: throttled to MAIL_RATE (Inngest `throttle`; the local engine paces). */
  sendsEmail?: boolean;
  run: (ctx: StepContext, data: EventData<N>) => Promise<string>;
  /** One line for the admin: which cart, order, message or address. */
  summary: (data: EventData<N>) => string;
};

const define = <N extends EventName>(workflow: Workflow<N>) => workflow;

export const abandonedCartReminder = define({
  id: "abandoned-cart-reminder",
  name: "Abandoned cart: reminder e-mail",
  trigger: "cart/saved",
  keyField: "cartId",
  onRepeat: "restart",
  delayMs: () => env.CART_REMINDER_DELAY_MINUTES * 60_000,
  cancelOn: [
    { event: "checkout/started", match: "cartId" },
    { event: "order/completed", match: "cartId" },
  ],
  retries: 4,
  step: "send-reminder",
  sendsEmail: true,
  run: async ({ db, now }, data) => (await import("@/server/services/carts/reminder")).remindAbandonedCart(db, data, now),
  summary: (data) => `cart ${data.cartId}`,
});

/**
 * The optional second and third abandoned-cart reminders (docs/insights.md#cart-reminders): the
 * same trigger, key, restart and cancellations as the first, a wait of the hours set in
 * /admin/settings after the last save, nothing at all while the step is off.
 */
const cartFollowUp = (step: 2 | 3) =>
  define({
    id: `abandoned-cart-reminder-${step}`,
    name: `Abandoned cart: ${step === 2 ? "second" : "third"} reminder e-mail`,
    trigger: "cart/saved",
    keyField: "cartId",
    onRepeat: "restart",
    delayMs: () => 0,
    delayFromSettings: async (db) => (await import("@/server/services/carts/recovery")).followUpDelayMs(db, step),
    cancelOn: [
      { event: "checkout/started", match: "cartId" },
      { event: "order/completed", match: "cartId" },
    ],
    retries: 4,
    step: `send-reminder-${step}`,
    sendsEmail: true,
    run: async ({ db, now }, data) => (await import("@/server/services/carts/reminder")).remindAgain(db, data, step, now),
    summary: (data) => `cart ${data.cartId}`,
  });

export const abandonedCartSecondReminder = cartFollowUp(2);
export const abandonedCartThirdReminder = cartFollowUp(3);

export const orderConfirmation = define({
  id: "order-confirmation",
  name: "Order confirmation: receipt with download links",
  trigger: "order/completed",
  keyField: "orderId",
  onRepeat: "ignore",
  delayMs: () => 0,
  cancelOn: [],
  retries: 6,
  step: "send-receipt",
  sendsEmail: true,
  run: async ({ db }, data) => (await import("@/server/services/orders/confirmation")).confirmOrder(db, data.orderId),
  summary: (data) => `order ${data.orderId}`,
});

export const contactNotification = define({
  id: "contact-notification",
  name: "Contact form: notify support",
  trigger: "contact/received",
  keyField: "messageId",
  onRepeat: "ignore",
  delayMs: () => 0,
  cancelOn: [],
  retries: 6,
  step: "notify-support",
  sendsEmail: true,
  run: async ({ db, now }, data) => (await import("@/server/services/leads/contact-notification")).notifySupport(db, data.messageId, now),
  summary: (data) => `message ${data.messageId}`,
});

export const newsletterConfirmation = define({
  id: "newsletter-confirmation",
  name: "Newsletter: subscription confirmation",
  trigger: "newsletter/subscribed",
  keyField: "email",
  onRepeat: "ignore",
  delayMs: () => 0,
  cancelOn: [],
  retries: 6,
  step: "send-confirmation",
  sendsEmail: true,
  run: async ({ db, now }, data) => (await import("@/server/services/leads/lead-emails")).sendNewsletterConfirmation(db, data.email, now),
  summary: (data) => data.email,
});

export const leadMagnetDelivery = define({
  id: "lead-magnet-delivery",
  name: "Exit popup: free checklist e-mail",
  trigger: "lead-magnet/claimed",
  keyField: "email",
  onRepeat: "ignore",
  delayMs: () => 0,
  cancelOn: [],
  retries: 6,
  step: "send-checklist",
  sendsEmail: true,
  run: async ({ db, now }, data) => (await import("@/server/services/leads/lead-emails")).sendLeadMagnet(db, data.email, now),
  summary: (data) => data.email,
});

export const freshDownloadLinks = define({
  id: "fresh-download-links",
  name: "Fresh download links: e-mail new links for a buyer's orders",
  trigger: "download-links/requested",
  keyField: "requestKey",
  onRepeat: "ignore",
  delayMs: () => 0,
  cancelOn: [],
  retries: 6,
  step: "send-links",
  sendsEmail: true,
  run: async ({ db }, data) => (await import("@/server/services/downloads/links-email")).sendFreshDownloadLinks(db, data),
  summary: (data) => data.email ?? "from an expired download link",
});

export const passwordResetEmail = define({
  id: "password-reset-email",
  name: "Password reset: e-mail a reset link if the account exists",
  trigger: "password-reset/requested",
  keyField: "requestKey",
  onRepeat: "ignore",
  delayMs: () => 0,
  cancelOn: [],
  retries: 6,
  step: "send-reset-link",
  sendsEmail: true,
  // Imported when it runs: the auth module queues this job itself (no import cycle at start-up).
  run: async ({ db }, data) => (await import("@/server/auth/password-reset")).sendPasswordResetLink(db, data),
  summary: (data) => data.email,
});

export const refundNotification = define({
  id: "order-refunded",
  name: "Refund: e-mail the buyer",
  trigger: "order/refunded",
  keyField: "refundKey",
  onRepeat: "ignore",
  delayMs: () => 0,
  cancelOn: [],
  retries: 6,
  step: "send-refund-email",
  sendsEmail: true,
  run: async ({ db }, data) => (await import("@/server/services/money/refund-email")).sendRefundEmail(db, data),
  summary: (data) => `order ${data.orderId}`,
});

/**
 * Outgoing webhooks (docs/webhooks.md): the standard schedule of Standard Webhooks / Svix
 * (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h …) stretched to about three days: twelve attempts,
 * the last about 71 h after the first.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [5_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000, 10 * 3_600_000, 10 * 3_600_000, 10 * 3_600_000, 10 * 3_600_000, 10 * 3_600_000, 13 * 3_600_000] as const;
/** At most this many deliveries in flight per endpoint. */
export const WEBHOOK_CONCURRENCY = 3;
const webhookRetries = WEBHOOK_RETRY_DELAYS_MS.length as 11;

export const webhookFanOut = define({
  id: "webhook-fan-out",
  name: "Webhooks: one delivery per subscribed endpoint",
  trigger: "webhook/event",
  keyField: "eventId",
  onRepeat: "ignore",
  delayMs: () => 0,
  cancelOn: [],
  retries: 6,
  step: "create-deliveries",
  run: async ({ db, now }, data) => (await import("@/server/services/webhooks/webhooks")).fanOutWebhookEvent(db, data, now),
  summary: (data) => `${data.type} ${data.subjectId}`,
});

export const webhookDelivery = define({
  id: "webhook-delivery",
  name: "Webhooks: deliver one event to one endpoint",
  trigger: "webhook/delivery",
  keyField: "runKey",
  onRepeat: "ignore",
  delayMs: () => 0,
  cancelOn: [],
  retries: webhookRetries,
  retryDelayMs: (retry) => WEBHOOK_RETRY_DELAYS_MS[Math.min(retry, WEBHOOK_RETRY_DELAYS_MS.length) - 1]!,
  concurrency: { key: "endpointId", limit: WEBHOOK_CONCURRENCY },
  step: "deliver",
  run: async ({ db, now, attempt }, data) =>
    (await import("@/server/services/webhooks/webhooks")).deliverWebhook(db, data, { now, attempt, final: attempt >= webhookRetries + 1 }),
  summary: (data) => `delivery ${data.deliveryId}`,
});

export const webhookDisabledNotice = define({
  id: "webhook-disabled-email",
  name: "Webhooks: e-mail the admins that an endpoint was disabled",
  trigger: "webhook/endpoint-disabled",
  keyField: "noticeKey",
  onRepeat: "ignore",
  delayMs: () => 0,
  cancelOn: [],
  retries: 6,
  step: "send-disabled-notice",
  sendsEmail: true,
  run: async ({ db }, data) => (await import("@/server/services/webhooks/webhooks")).emailEndpointDisabled(db, data),
  summary: (data) => `endpoint ${data.endpointId}`,
});

/** Every workflow of the store. */
export const workflows: Workflow[] = [
  abandonedCartReminder,
  abandonedCartSecondReminder,
  abandonedCartThirdReminder,
  orderConfirmation,
  contactNotification,
  newsletterConfirmation,
  leadMagnetDelivery,
  freshDownloadLinks,
  passwordResetEmail,
  refundNotification,
  webhookFanOut,
  webhookDelivery,
  webhookDisabledNotice,
] as unknown as Workflow[];

/** The job key of a run: one run per workflow and key value. */
export const jobKey = (workflow: Workflow, data: Record<string, unknown>) => `${workflow.id}:${String(data[workflow.keyField])}`;

/** Validates a payload against the workflow's trigger schema (a stored payload is re-checked before it runs). */
export const parseTrigger = (workflow: Workflow, payload: unknown) => eventSchemas[workflow.trigger].parse(payload);
