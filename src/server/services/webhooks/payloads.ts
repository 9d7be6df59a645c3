import "server-only";
import type { WebhookEventType } from "@/lib/validation/webhooks";
import type { Db } from "@/server/db/open";
import type { EventData } from "@/server/jobs/events";

type WebhookEvent = EventData<"webhook/event">;

/**
 * The body of each webhook event (docs/webhooks.md#payloads): `{ type, timestamp, data }` as
 * Standard Webhooks suggests. Amounts are in minor units with their currency, as in the API.
 * Built once per event when it fans out, and stored with each delivery, so every endpoint and
 * every retry gets the same bytes. Null when the subject is gone.
 */
export async function buildWebhookPayload(db: Db, event: WebhookEvent) {
  const data = await dataOf[event.type](db, event, event.detail ?? {});
  return data ? { type: event.type, timestamp: event.occurredAt, data } : null;
}

/**
 * An order as webhooks carry it, its fields named as the REST API's `Order` names them
 * (`productId`, `productName`, `countryCode`, `discountAmount`, `discountCodeId`). The older names
 * (`product`, `country`, `discount`, `discountCode`) stay beside them for endpoints written
 * against them, documented as deprecated (docs/webhooks.md#payloads).
 */
async function orderData(db: Db, orderId: string) {
  const order = await db.order.findUnique({ where: { id: orderId } });
  if (!order) return null;
  return {
    id: order.id,
    status: order.status,
    email: order.email,
    firstName: order.firstName,
    lastName: order.lastName,
    countryCode: order.countryCode,
    marketingOptIn: order.marketingOptIn,
    productId: order.productId,
    productName: order.productName,
    subtotal: order.subtotal,
    discountAmount: order.discountAmount,
    discountCodeId: order.discountCodeId,
    country: order.countryCode,
    product: { id: order.productId, name: order.productName },
    discount: order.discountAmount,
    discountCode: order.discountCodeId,
    amount: order.amount,
    refundedAmount: order.refundedAmount,
    currency: order.currency,
    createdAt: order.createdAt.toISOString(),
    completedAt: order.completedAt?.toISOString() ?? null,
  };
}

/**
 * Each event type's `data`, one builder per type of `webhookEventType` (src/lib/validation/webhooks.ts):
 * a type added there does not compile until it has its builder here.
 */
const dataOf: Record<
  WebhookEventType,
  (db: Db, event: WebhookEvent, detail: NonNullable<WebhookEvent["detail"]>) => Promise<object | null>
> = {
  "order.completed": (db, event) => orderData(db, event.subjectId),
  "order.refunded": async (db, event, detail) => {
    const order = await orderData(db, event.subjectId);
    return (
      order && { ...order, refund: { amount: detail.refundedNow ?? null, refundedTotal: detail.refundedTotal ?? order.refundedAmount } }
    );
  },
  "order.disputed": async (db, event, detail) => {
    const order = await orderData(db, event.subjectId);
    return order && { ...order, dispute: { id: detail.disputeId ?? null, status: detail.disputeStatus ?? null } };
  },
  "subscriber.created": async (db, event) => {
    const subscriber = await db.subscriber.findUnique({ where: { email: event.subjectId } });
    if (!subscriber) return null;
    return { id: subscriber.id, email: subscriber.email, source: subscriber.source, createdAt: subscriber.createdAt.toISOString() };
  },
  "email.bounced": async (db, event, detail) => {
    const order = await orderData(db, event.subjectId);
    return order && { ...order, bounce: { template: detail.template ?? null, to: detail.email ?? null, reason: detail.reason ?? null } };
  },
  "cart.abandoned": async (db, event) => {
    const cart = await db.cart.findUnique({ where: { id: event.subjectId }, include: { product: { select: { id: true, name: true } } } });
    if (!cart) return null;
    return {
      id: cart.id,
      email: cart.email,
      firstName: cart.firstName,
      marketingOptIn: cart.marketingOptIn,
      productId: cart.product.id,
      productName: cart.product.name,
      countryCode: cart.countryCode,
      product: { id: cart.product.id, name: cart.product.name },
      country: cart.countryCode,
      amount: cart.amount,
      currency: cart.currency,
      checkoutUrl: cart.checkoutUrl,
      savedAt: cart.updatedAt.toISOString(),
    };
  },
  "review.created": async (db, event) => {
    const review = await db.review.findUnique({ where: { id: event.subjectId }, include: { product: { select: { name: true } } } });
    if (!review) return null;
    return {
      id: review.id,
      orderId: review.orderId,
      productId: review.productId,
      productName: review.product.name,
      rating: review.rating,
      text: review.text,
      status: review.status,
      createdAt: review.createdAt.toISOString(),
    };
  },
  "product.edition_published": async (db, event) => {
    const edition = await db.productEdition.findUnique({
      where: { id: event.subjectId },
      include: { product: { select: { id: true, name: true, pastBuyersGet: true } } },
    });
    if (!edition) return null;
    return {
      id: edition.id,
      number: edition.number,
      label: edition.label,
      whatChanged: edition.whatChanged,
      product: { id: edition.product.id, name: edition.product.name },
      pastBuyersGet: edition.product.pastBuyersGet,
      createdAt: edition.createdAt.toISOString(),
    };
  },
};
