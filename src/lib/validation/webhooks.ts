import { z } from "zod";
import { webhookMessages as m } from "@/lib/messages";
import { safeString } from "./fields";

/**
 * The events an endpoint may subscribe to (docs/webhooks.md#events): the one list of them. The
 * endpoint forms, the payload builders (src/server/services/webhooks/payloads.ts, one per type),
 * the /developers page and docs/webhooks.md's table (tests/docs/webhook-events.test.ts) follow it.
 * The `webhook/event` job's schema (src/server/jobs/events.ts) still spells the types out; it
 * cannot differ from this set and compile (raiseWebhookEvent hands it these types, the payload
 * builders are looked up by its type).
 */
export const webhookEventType = z.enum([
  "order.completed",
  "order.refunded",
  "order.disputed",
  "subscriber.created",
  "cart.abandoned",
  "product.edition_published",
  "email.bounced",
  "review.created",
]);
export type WebhookEventType = z.infer<typeof webhookEventType>;
export const webhookEventTypes: readonly WebhookEventType[] = webhookEventType.options;

/** What each event means, for the admin's form. */
export const webhookEventLabels: Record<WebhookEventType, string> = {
  "order.completed": "An order was paid and its downloads granted",
  "order.refunded": "An order was refunded (in part or in full)",
  "order.disputed": "A chargeback was opened, won or lost",
  "subscriber.created": "Someone subscribed (newsletter or free checklist)",
  "cart.abandoned": "A buyer left checkout without paying",
  "product.edition_published": "A new edition of a guide was published",
  "email.bounced": "An order's e-mail bounced (the buyer did not get it)",
  "review.created": "A buyer wrote a review (waiting for approval)",
};

const url = safeString({ rawMax: 2000, tooLong: m.urlInvalid }).pipe(z.string().trim().min(1, m.urlInvalid).max(2000, m.urlInvalid));

const events = z
  .array(z.enum(webhookEventTypes, { error: m.unknownEvent }), { error: m.eventsRequired })
  .min(1, m.eventsRequired)
  .max(webhookEventTypes.length)
  .transform((list) => [...new Set(list)]);

const id = safeString({ rawMax: 64 }).pipe(z.string().min(1));

/** `webhooks.create`: the URL (checked again on the server: https, public address) and its events. */
export const webhookCreateInput = z.object({ url, events });
export type WebhookCreateInput = z.input<typeof webhookCreateInput>;

/** `webhooks.update`: change the URL, the events, or enable / disable. */
export const webhookUpdateInput = z.object({ id, url: url.optional(), events: events.optional(), enabled: z.boolean().optional() });
export type WebhookUpdateInput = z.input<typeof webhookUpdateInput>;

export const webhookIdInput = z.object({ id });

/** `webhooks.deliveries`: one endpoint's deliveries, newest first, a page at a time. */
export const webhookDeliveriesInput = z.object({ endpointId: id, limit: z.number().int().min(1).max(100).default(25) });

export const webhookRedeliverInput = z.object({ deliveryId: id });
