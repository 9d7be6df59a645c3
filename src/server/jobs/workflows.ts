import "server-only";
import type { Db } from "@/server/db/open";
import { type EventData, type EventName, eventSchemas } from "./events";

/**
 * The background workflows, declared: what starts each, how often it may retry, what cancels it,
 * how many run at once. Nothing here runs anything: the steps live in one typed map
 * (src/server/workflow-steps.ts) that is handed to the engine where it starts — the local engine
 * (./local.ts, started by src/instrumentation-node.ts) or Inngest (./inngest.ts, served by
 * src/app/api/inngest/route.ts). So this folder imports no service (src/imports.test.ts), and a
 * workflow without its step does not compile.
 */

/** A rate: at most `limit` starts per `periodMs`. */
export type Rate = { limit: number; periodMs: number };

/**
 * The mail provider's rate: Resend allows 2 requests a second per team by default
 * (resend.com/docs/api-reference/rate-limit). Every e-mail workflow is throttled to it, so a
 * burst of orders queues its receipts instead of being answered 429 and retried.
 */
export const MAIL_RATE: Rate = { limit: 2, periodMs: 1000 };

type Retries = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/** A workflow as the engines read it. */
export type Workflow = {
  /** Stable id: the Inngest function id and the ScheduledJob name. Never rename. */
  readonly id: string;
  /** What an operator reads in the admin Jobs panel and the Inngest dashboard. */
  readonly name: string;
  readonly trigger: EventName;
  /** The field of the trigger's data that identifies the thing: one run per value. */
  readonly keyField: string;
  /** A second trigger for the same key restarts the wait ("restart") or is dropped ("ignore"). */
  readonly onRepeat: "restart" | "ignore";
  /** Events that cancel a waiting run when their `match` field equals the trigger's. */
  readonly cancelOn: readonly { event: EventName; match: string }[];
  /** Retries after the first attempt (with growing back-off), then the run is failed. */
  readonly retries: Retries;
  /** The step's id in Inngest. */
  readonly step: string;
  /** At most `limit` runs at once per value of the trigger's `key` field (Inngest `concurrency`). */
  readonly concurrency?: { key: string; limit: number };
  /** At most this many starts per period (Inngest `throttle`; the local engine paces). */
  readonly throttle?: Rate;
  /** One line for the admin: which cart, order, message or address. */
  summary(data: never): string;
};

/** What a definition must say; `define()` fills the rest with the defaults. */
type Definition<N extends EventName, Id extends string> = {
  id: Id;
  name: string;
  trigger: N;
  keyField: keyof EventData<N> & string;
  step: string;
  summary(data: EventData<N>): string;
  onRepeat?: "restart" | "ignore";
  cancelOn?: readonly { event: EventName; match: string }[];
  retries?: Retries;
  concurrency?: { key: keyof EventData<N> & string; limit: number };
  throttle?: Rate;
};

/** One definition, defaults filled: a repeat is dropped, nothing cancels it, six retries. */
const define = <const Id extends string, N extends EventName>(definition: Definition<N, Id>) => ({
  onRepeat: "ignore" as const,
  cancelOn: [],
  retries: 6 as Retries,
  ...definition,
});

const cartReminder = <const Id extends string>(id: Id, name: string, step: string) =>
  define({
    id,
    name,
    trigger: "cart/saved",
    keyField: "cartId",
    onRepeat: "restart",
    cancelOn: [
      { event: "checkout/started", match: "cartId" },
      { event: "order/completed", match: "cartId" },
    ],
    retries: 4,
    step,
    throttle: MAIL_RATE,
    summary: (data) => `cart ${data.cartId}`,
  });

/** Every workflow of the store. */
export const workflows = [
  cartReminder("abandoned-cart-reminder", "Abandoned cart: reminder e-mail", "send-reminder"),
  // The optional second and third reminders (docs/insights.md#cart-reminders): the same trigger,
  // key, restart and cancellations as the first.
  cartReminder("abandoned-cart-reminder-2", "Abandoned cart: second reminder e-mail", "send-reminder-2"),
  cartReminder("abandoned-cart-reminder-3", "Abandoned cart: third reminder e-mail", "send-reminder-3"),
  define({
    id: "order-confirmation",
    name: "Order confirmation: receipt with download links",
    trigger: "order/completed",
    keyField: "orderId",
    step: "send-receipt",
    throttle: MAIL_RATE,
    summary: (data) => `order ${data.orderId}`,
  }),
  define({
    id: "contact-notification",
    name: "Contact form: notify support",
    trigger: "contact/received",
    keyField: "messageId",
    step: "notify-support",
    throttle: MAIL_RATE,
    summary: (data) => `message ${data.messageId}`,
  }),
  define({
    id: "newsletter-confirmation",
    name: "Newsletter: subscription confirmation",
    trigger: "newsletter/subscribed",
    keyField: "email",
    step: "send-confirmation",
    throttle: MAIL_RATE,
    summary: (data) => data.email,
  }),
  define({
    id: "lead-magnet-delivery",
    name: "Exit popup: free checklist e-mail",
    trigger: "lead-magnet/claimed",
    keyField: "email",
    step: "send-checklist",
    throttle: MAIL_RATE,
    summary: (data) => data.email,
  }),
  define({
    id: "fresh-download-links",
    name: "Fresh download links: e-mail new links for a buyer's orders",
    trigger: "download-links/requested",
    keyField: "requestKey",
    step: "send-links",
    throttle: MAIL_RATE,
    summary: (data) => data.email ?? "from an expired download link",
  }),
  define({
    id: "password-reset-email",
    name: "Password reset: e-mail a reset link if the account exists",
    trigger: "password-reset/requested",
    keyField: "requestKey",
    step: "send-reset-link",
    throttle: MAIL_RATE,
    summary: (data) => data.email,
  }),
  define({
    id: "library-code-email",
    name: "Library: e-mail a sign-in code if the address bought a guide",
    trigger: "library-code/requested",
    keyField: "requestKey",
    // A code is worth 10 minutes: retrying later than that sends one nobody can use.
    retries: 3,
    step: "send-library-code",
    throttle: MAIL_RATE,
    summary: (data) => data.email,
  }),
  define({
    id: "order-refunded",
    name: "Refund: e-mail the buyer",
    trigger: "order/refunded",
    keyField: "refundKey",
    step: "send-refund-email",
    throttle: MAIL_RATE,
    summary: (data) => `order ${data.orderId}`,
  }),
  define({
    id: "webhook-fan-out",
    name: "Webhooks: one delivery per subscribed endpoint",
    trigger: "webhook/event",
    keyField: "eventId",
    step: "create-deliveries",
    summary: (data) => `${data.type} ${data.subjectId}`,
  }),
  define({
    id: "webhook-delivery",
    name: "Webhooks: deliver one event to one endpoint",
    trigger: "webhook/delivery",
    keyField: "runKey",
    // One retry per wait of the service's schedule (src/server/services/webhooks/webhooks.ts).
    retries: 11,
    concurrency: { key: "endpointId", limit: 3 },
    step: "deliver",
    summary: (data) => `delivery ${data.deliveryId}`,
  }),
  define({
    id: "edition-notices",
    name: "New edition: e-mail a batch of past buyers, then queue the next batch",
    trigger: "edition/notices-queued",
    keyField: "runKey",
    step: "send-edition-notices",
    throttle: MAIL_RATE,
    summary: (data) => `edition ${data.editionId}`,
  }),
  define({
    id: "broadcast-send",
    name: "Broadcast: at its time, freeze the recipients; e-mail a batch, then queue the next batch",
    trigger: "broadcast/scheduled",
    keyField: "runKey",
    step: "send-broadcast",
    throttle: MAIL_RATE,
    summary: (data) => `broadcast ${data.broadcastId}`,
  }),
  define({
    id: "webhook-disabled-email",
    name: "Webhooks: e-mail the admins that an endpoint was disabled",
    trigger: "webhook/endpoint-disabled",
    keyField: "noticeKey",
    step: "send-disabled-notice",
    throttle: MAIL_RATE,
    summary: (data) => `endpoint ${data.endpointId}`,
  }),
  define({
    id: "review-request",
    name: "Reviews: ask the buyer for a rating, the set days after payment",
    trigger: "order/completed",
    keyField: "orderId",
    retries: 4,
    step: "send-review-request",
    throttle: MAIL_RATE,
    summary: (data) => `order ${data.orderId}`,
  }),
] as const satisfies readonly Workflow[];

type StoreWorkflow = (typeof workflows)[number];

/** What a step gets from the engine running it. `final`: no retry follows if this attempt fails. */
export type StepContext = { db: Db; now: Date; attempt: number; final: boolean };

/** The work of one workflow, and the policy its service decides: when it runs, how it backs off. */
export type Step<N extends EventName = EventName> = {
  run(ctx: StepContext, data: EventData<N>): Promise<string>;
  /**
   * How long to wait after the trigger before the step runs (unset: at once); it may read the
   * trigger's data, and counts from `now`, the engine's time of the trigger (so a wait until a
   * given moment ends exactly then).
   */
  delayMs?(data: EventData<N>, now: Date): number;
  /**
   * A wait read from the admin's settings when the trigger arrives, in place of `delayMs`
   * (Inngest memoizes it in a step); null: the workflow is turned off and nothing is scheduled.
   */
  delayFromSettings?(db: Db): Promise<number | null>;
  /** Back-off before retry n (1-based); unset, the engine's own (30 s, 1, 2, 4 min …). */
  retryDelayMs?(retry: number): number;
};

/** The step of every workflow, by id: src/server/workflow-steps.ts. */
export type WorkflowSteps = { readonly [W in StoreWorkflow as W["id"]]: Step<W["trigger"]> };

/** The steps as an engine reads them (tests hand an engine workflows of their own). */
export type StepMap = Readonly<Record<string, Step>>;

/** The job key of a run: one run per workflow and key value. */
export const jobKey = (workflow: Workflow, data: Record<string, unknown>) => `${workflow.id}:${String(data[workflow.keyField])}`;

/** Validates a payload against the workflow's trigger schema (a stored payload is re-checked before it runs). */
export const parseTrigger = (workflow: Workflow, payload: unknown) => eventSchemas[workflow.trigger].parse(payload);

/** The step of a workflow, or an error naming what is missing. */
export function stepOf(steps: StepMap, workflow: Workflow): Step {
  const step = steps[workflow.id];
  if (!step) throw new Error(`No step for the workflow "${workflow.id}" was handed to the job engine`);
  return step;
}
