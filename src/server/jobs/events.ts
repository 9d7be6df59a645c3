import "server-only";
import { z } from "zod";
import { webhookEventType } from "@/lib/validation/webhooks";

/**
 * The domain events that start and stop background workflows, with their data. Both engines
 * validate with these schemas (the Inngest client uses them as its typed events). Events
 * carry ids, not copies of rows: each step re-reads what it needs.
 */
export const eventSchemas = {
  /** A buyer typed an e-mail at checkout (each change saves the cart again). */
  "cart/saved": z.object({ cartId: z.string().min(1), savedAt: z.iso.datetime() }),
  /** The buyer went on to the payment page with this cart. */
  "checkout/started": z.object({ cartId: z.string().min(1) }),
  /** An order was paid and fulfilled; `cartId` is the buyer's saved cart for it, if any. */
  "order/completed": z.object({ orderId: z.string().min(1), cartId: z.string().min(1).nullable() }),
  /** A contact-form message was stored. */
  "contact/received": z.object({ messageId: z.string().min(1) }),
  /** An address subscribed to the newsletter. */
  "newsletter/subscribed": z.object({ email: z.string().min(3) }),
  /** An address claimed the exit popup's free checklist. */
  "lead-magnet/claimed": z.object({ email: z.string().min(3) }),
  /**
   * Someone asked for fresh download links, with an (expired) link's token or an e-mail;
   * `requestKey` is one per token or address per 15 minutes, `requestedAt` when it was asked.
   * An admin's "resend download links" names the order instead (its key is one per click).
   */
  "download-links/requested": z.object({
    token: z.string().max(2000).optional(),
    email: z.string().max(254).optional(),
    orderId: z.string().max(100).optional(),
    requestKey: z.string().min(1),
    requestedAt: z.iso.datetime(),
  }),
  /**
   * Someone asked for a password-reset link ("Forgot password?"): the account lookup and the
   * e-mail run in the job, so an account's answer and a stranger's take the same time.
   * `requestKey` is one per address and redirect per minute (a double click makes one job).
   */
  "password-reset/requested": z.object({
    email: z.string().max(254),
    redirectTo: z.string().max(2000).optional(),
    requestKey: z.string().min(1),
    requestedAt: z.iso.datetime(),
  }),
  /**
   * Someone asked for a library code (docs/product.md#the-library-without-a-password): whether the
   * address bought anything, the code and the e-mail are decided in the job, so every answer
   * takes the same time. `requestKey` is one per address per minute.
   */
  "library-code/requested": z.object({ email: z.string().max(254), requestKey: z.string().min(1), requestedAt: z.iso.datetime() }),
  /**
   * An order's refunded total rose to `refundedTotal` (docs/refunds.md); `refundKey` is one per
   * order and total, so each refund sends one e-mail.
   */
  "order/refunded": z.object({ orderId: z.string().min(1), refundedTotal: z.number().int().positive(), refundKey: z.string().min(1) }),
  /**
   * Something an outgoing webhook reports happened (docs/webhooks.md#events). `eventId` is one
   * per happening ("order.completed:<order>"): a repeat makes no second delivery. The payload is
   * built from the database when the fan-out runs; `detail` carries what the rows do not keep.
   */
  "webhook/event": z.object({
    eventId: z.string().min(1).max(300),
    type: webhookEventType,
    subjectId: z.string().min(1).max(300),
    occurredAt: z.iso.datetime(),
    detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  /** One delivery (event × endpoint) to send; `runKey` is the delivery id, or one per "Redeliver". */
  "webhook/delivery": z.object({ deliveryId: z.string().min(1), endpointId: z.string().min(1), runKey: z.string().min(1) }),
  /**
   * "Tell past buyers" of an edition: send the next batch of its queued notices (each batch
   * emits the next until none remain). `runKey` is one per campaign start and batch.
   */
  "edition/notices-queued": z.object({ editionId: z.string().min(1), runKey: z.string().min(1) }),
  /**
   * A broadcast to send at `sendAt` (its first run waits until then): each run sends a batch and
   * emits the next. `runKey` is one per scheduling and batch.
   */
  "broadcast/scheduled": z.object({ broadcastId: z.string().min(1), sendAt: z.iso.datetime(), runKey: z.string().min(1) }),
  /** An endpoint was disabled after failing for 24 h: e-mail the admins. */
  "webhook/endpoint-disabled": z.object({ endpointId: z.string().min(1), disabledAt: z.iso.datetime(), noticeKey: z.string().min(1) }),
} as const;

export type EventName = keyof typeof eventSchemas;
export type EventData<N extends EventName> = z.infer<(typeof eventSchemas)[N]>;
