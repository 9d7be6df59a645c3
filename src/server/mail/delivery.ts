import "server-only";
import type { EmailDelivery } from "@/generated/prisma/client";
import type { Db } from "@/server/db/open";
import { isUniqueViolation } from "@/server/db/errors";
import { emitQuietly } from "@/server/jobs";

/**
 * What a mail provider reports about a sent e-mail (docs/product.md#delivery): Resend's delivery
 * events, read from its signed webhook (resend.ts) or made up by the local adapter for Resend's
 * test addresses (outbox.ts). Both are applied by `applyDeliveryEvent`, the one code path.
 */
export const deliveryOfEvent = {
  "email.sent": "sent",
  "email.delivery_delayed": "delayed",
  "email.delivered": "delivered",
  "email.complained": "complained",
  "email.bounced": "bounced",
} as const satisfies Record<string, EmailDelivery>;
export type DeliveryEventType = keyof typeof deliveryOfEvent;
export const deliveryEventTypes = Object.keys(deliveryOfEvent) as DeliveryEventType[];

export type DeliveryEvent = {
  /** The provider's event id (Resend: the svix-id header): an event applied twice is applied once. */
  id: string;
  type: DeliveryEventType;
  /** The provider's id of the e-mail (`emails.send`'s answer), stored as the outbox row's providerMessageId. */
  emailId: string;
  /** The recipient as the provider names it. */
  to: string;
  at: Date;
  /** Why, for a bounce or a complaint ("Mailbox does not exist"). */
  reason?: string;
  /** A bounce the provider calls transient (a full mailbox) does not suppress the address. */
  transient?: boolean;
};

/** The order of the states, lowest first (the EmailDelivery enum's order): a lower rank never replaces a higher one. */
export const deliveryRank: Record<EmailDelivery, number> = { sent: 0, delayed: 1, delivered: 2, complained: 3, bounced: 4 };

const lowerThan = (state: EmailDelivery) =>
  (Object.keys(deliveryRank) as EmailDelivery[]).filter((s) => deliveryRank[s] < deliveryRank[state]);

/** The key an address is suppressed under: its lower case, trimmed. */
export const suppressionKey = (email: string) => email.trim().toLowerCase();

/** The suppression of an address (a hard bounce or a complaint), or null. */
export function suppressionOf(db: Db, email: string) {
  return db.emailSuppression.findUnique({ where: { email: suppressionKey(email) } });
}

export type AppliedDeliveryEvent =
  | { status: "duplicate" }
  | {
      status: "applied";
      state: EmailDelivery;
      changed: boolean;
      suppressed: boolean;
      outbox: { id: string; orderId: string | null; template: string } | null;
    };

/**
 * Applies one delivery event, once (MailEvent keyed by the event id) and in any order: the
 * outbox row takes the event's state, time and reason only when it ranks above the row's
 * current state (one conditional UPDATE, so two events racing cannot lower it). A hard bounce
 * or a complaint puts the recipient on the suppression list. A bounce of an order's e-mail
 * raises the outgoing `email.bounced` webhook event.
 */
export async function applyDeliveryEvent(db: Db, event: DeliveryEvent): Promise<AppliedDeliveryEvent> {
  const state = deliveryOfEvent[event.type];
  const outbox = await db.emailOutbox.findFirst({
    where: { providerMessageId: event.emailId },
    select: { id: true, orderId: true, template: true },
  });
  const suppresses = state === "complained" || (state === "bounced" && !event.transient);
  const result = await db
    .$transaction(async (tx) => {
      await tx.mailEvent.create({ data: { id: event.id, type: event.type, outboxId: outbox?.id ?? null } });
      const changed = outbox
        ? (
            await tx.emailOutbox.updateMany({
              where: { id: outbox.id, OR: [{ delivery: null }, { delivery: { in: lowerThan(state) } }] },
              data: { delivery: state, deliveryAt: event.at, deliveryReason: event.reason ?? null },
            })
          ).count === 1
        : false;
      if (suppresses) {
        await tx.emailSuppression.upsert({
          where: { email: suppressionKey(event.to) },
          create: { email: suppressionKey(event.to), reason: state, detail: event.reason ?? null, outboxId: outbox?.id ?? null },
          update: {},
        });
      }
      return { status: "applied" as const, state, changed, suppressed: suppresses, outbox };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) return { status: "duplicate" as const };
      throw error;
    });
  if (result.status === "applied" && state === "bounced" && outbox?.orderId) await raiseBounced(db, outbox.orderId, outbox.template, event);
  return result;
}

/**
 * The outgoing `email.bounced` event (docs/webhooks.md#events). Raised here rather than through
 * the webhooks service: the mail port imports no service, so it queues the job event itself,
 * and only when an endpoint listens (as the service's raiseWebhookEvent does).
 */
async function raiseBounced(db: Db, orderId: string, template: string, event: DeliveryEvent) {
  try {
    if ((await db.webhookEndpoint.count({ where: { enabled: true, events: { has: "email.bounced" } } })) === 0) return;
  } catch (error) {
    console.warn(`webhooks: could not look up endpoints for email.bounced: ${(error as Error).message}`);
    return;
  }
  await emitQuietly("webhook/event", {
    eventId: `email.bounced:${event.id}`,
    type: "email.bounced",
    subjectId: orderId,
    occurredAt: event.at.toISOString(),
    detail: { template, reason: event.reason ?? null, email: event.to },
  });
}
