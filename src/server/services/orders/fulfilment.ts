import "server-only";
import { recordPaid } from "@/server/services/insights/insights";
import type { OrderStatus } from "@/generated/prisma/client";
import type { Db } from "@/server/db/open";
import { getPaymentGateway } from "@/server/payments";
import type { GatewaySession } from "@/server/payments/port";
import { emitQuietly } from "@/server/jobs";
import { confirmationSent } from "@/server/services/orders/confirmation";
import { raiseWebhookEvent } from "@/server/services/webhooks/webhooks";
import { newestEditionIds } from "@/server/services/downloads/editions";
import { issueInvoice } from "@/server/services/invoices/invoices";

export type FulfilmentResult = {
  /**
   * The order's state after this call ("unknown": no order of ours matches the session). A paid
   * order may since have been refunded or disputed (docs/refunds.md).
   */
  state: OrderStatus | "unknown";
  orderId: string | null;
  /** True only for the one call that completed the order. */
  fulfilledNow: boolean;
  /** The provider event was seen before; nothing was changed. */
  duplicateEvent: boolean;
  /**
   * The receipt e-mail: handed to the job engine ("queued"; it sends and retries it), delivered
   * before ("sent"), not handed over because the engine was unreachable ("failed": the caller
   * answers an error so the provider calls again), or not due ("none").
   */
  confirmation: "queued" | "sent" | "failed" | "none";
};

const TX = { maxWait: 20_000, timeout: 20_000 };

/** Our order for a provider session: by the order id it carries, and only if the session ids agree. */
async function orderOf(db: Db, sessionId: string, session: GatewaySession) {
  const order = session.orderId
    ? await db.order.findUnique({ where: { id: session.orderId } })
    : await db.order.findUnique({ where: { providerSessionId: sessionId } });
  if (!order || (order.providerSessionId !== null && order.providerSessionId !== sessionId)) return null;
  return order;
}

/** Hands "order completed" to the job engine unless the receipt is already delivered. */
async function queueConfirmation(db: Db, order: { id: string; email: string; productId: string }) {
  if (await confirmationSent(db, order.id)) return "sent" as const;
  // The outgoing webhook rides with the receipt: raised (idempotent by order) whenever the receipt
  // is queued, so a crash between the commit and here heals the same way (docs/webhooks.md).
  await raiseWebhookEvent(db, "order.completed", order.id, order.id);
  const cart = await db.cart.findUnique({
    where: { email_productId: { email: order.email, productId: order.productId } },
    select: { id: true },
  });
  return (await emitQuietly("order/completed", { orderId: order.id, cartId: cart?.id ?? null }))
    ? ("queued" as const)
    : ("failed" as const);
}

/**
 * What a purchase grants, each with the file it delivers (pinned now: an admin assigning another
 * file later changes new orders only). A guide grants itself; a bundle grants the file an admin
 * made the bundle's own (admin uploads), else every item of the bundle.
 */
async function grantsFor(db: Db, productId: string) {
  const grants = await productGrants(db, productId);
  // Each grant records the edition it bought: the product's newest (docs/product.md#editions).
  const newest = await newestEditionIds(
    db,
    grants.map((g) => g.productId),
  );
  return grants.map((g) => ({ ...g, editionId: newest.get(g.productId)?.id ?? null }));
}

async function productGrants(db: Db, productId: string) {
  const product = await db.product.findUnique({ where: { id: productId }, select: { fileId: true, kind: true } });
  if (product?.kind === "bundle" && product.fileId) return [{ productId, fileId: product.fileId }];
  const items = await db.bundleItem.findMany({
    where: { bundleId: productId },
    select: { product: { select: { id: true, fileId: true } } },
  });
  if (items.length) return items.map((i) => ({ productId: i.product.id, fileId: i.product.fileId }));
  return [{ productId, fileId: product?.fileId ?? null }];
}

/**
 * THE fulfilment function, shared by the Stripe webhook, `orders.verify` and the local
 * test-payment page. It re-reads the session from the provider (never trusts the caller),
 * then in one transaction: records the provider event id (unique: a replay changes nothing),
 * completes the order with a conditional UPDATE (the row count decides who fulfils, so
 * racing callers complete it once), grants the downloads (a bundle grants both guides, or its own file) and
 * counts the discount use and issues the invoice. After the commit it emits "order completed": the job engine sends the
 * receipt (exactly once, outbox key order-confirmation:<id>) and cancels the cart's reminder.
 * Every call that finds the order completed and its receipt not yet delivered emits again (the
 * engines drop the repeat), so a crash between the commit and the emit is healed by the next call.
 * An expired or failed session fails a pending order; a completed order is never downgraded.
 */
export async function fulfilCheckoutSession(
  db: Db,
  sessionId: string,
  opts: { eventId?: string; eventType?: string } = {},
): Promise<FulfilmentResult> {
  const session = await getPaymentGateway().retrieveSession(sessionId);
  const order = session && (await orderOf(db, sessionId, session));
  if (!session || !order) {
    return { state: "unknown", orderId: null, fulfilledNow: false, duplicateEvent: false, confirmation: "none" };
  }
  const grants = session.status === "paid" ? await grantsFor(db, order.productId) : [];

  const outcome = await db.$transaction(async (tx) => {
    if (opts.eventId) {
      const recorded = await tx.paymentEvent.createMany({
        data: [{ id: opts.eventId, type: opts.eventType ?? "unknown", orderId: order.id }],
        skipDuplicates: true,
      });
      if (recorded.count === 0) return { duplicateEvent: true, fulfilledNow: false };
    }
    if (session.status === "paid") {
      const completed = await tx.order.updateMany({
        where: { id: order.id, status: { in: ["pending", "failed"] } },
        data: {
          status: "completed",
          completedAt: new Date(),
          providerSessionId: sessionId,
          paymentIntentId: session.paymentIntentId ?? order.paymentIntentId,
          failureReason: null,
          // Stripe Tax's tax, which the session added or found in the price (docs/product.md#tax).
          ...(session.amountTax > 0
            ? { taxAmount: session.amountTax, taxLines: session.taxLines, amount: session.amountTotal ?? order.amount }
            : {}),
        },
      });
      if (completed.count === 1) {
        await tx.downloadGrant.createMany({
          data: grants.map((grant) => ({ orderId: order.id, ...grant })),
          skipDuplicates: true,
        });
        if (order.discountCodeId) {
          await tx.discountCode.update({ where: { code: order.discountCodeId }, data: { uses: { increment: 1 } } });
        }
        await tx.cart.updateMany({ where: { email: order.email, productId: order.productId }, data: { status: "completed" } });
        // The numbered invoice (docs/product.md#invoices): issued with the payment, or not at all.
        await issueInvoice(tx, order.id);
      }
      return { duplicateEvent: false, fulfilledNow: completed.count === 1 };
    }
    if (session.status === "expired" || session.status === "failed") {
      await tx.order.updateMany({
        where: { id: order.id, status: "pending" },
        data: { status: "failed", failureReason: session.status === "expired" ? "session_expired" : "payment_failed" },
      });
    }
    return { duplicateEvent: false, fulfilledNow: false };
  }, TX);

  if (outcome.fulfilledNow) {
    // The funnel's paid step (docs/insights.md; never throws), its revenue net of tax (docs/product.md#tax).
    const net = session.amountTax > 0 ? (session.amountTotal ?? order.amount) - session.amountTax : order.amount - order.taxAmount;
    await recordPaid(db, { ...order, amount: net });
  }
  const { status } = await db.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true } });
  const confirmation = status === "completed" ? await queueConfirmation(db, order) : "none";
  return { state: status, orderId: order.id, ...outcome, confirmation };
}
