import "server-only";
import type { OrderStatus, Prisma } from "@/generated/prisma/client";
import { refundMessages } from "@/lib/messages";
import { formatMoney } from "@/lib/money";
import type { Viewer } from "@/server/auth/port";
import type { Db } from "@/server/db/open";
import { AppError } from "@/server/errors";
import { emitQuietly } from "@/server/jobs";
import { raiseWebhookEvent } from "@/server/services/webhooks/webhooks";
import { getPaymentGateway } from "@/server/payments";
import { type MoneyChange, PaymentProviderError, RefundRefusedError } from "@/server/payments/port";
import { recordAudit } from "@/server/audit";
import { applyDispute, raiseDisputeWebhook } from "@/server/services/money/disputes";
import { refundTaxShare } from "@/server/services/tax/arithmetic";
import { issueRefundCreditNote } from "@/server/services/invoices/invoices";

const TX = { maxWait: 20_000, timeout: 20_000 };
type Tx = Prisma.TransactionClient;

/**
 * The admin's refund a refund change applies (`orders.refund`): written to the ledger as theirs
 * (source "admin"); without it the change is Stripe's (a refund made in its dashboard, or the
 * webhook of ours).
 */
export type AdminRefund = {
  /** The admin's RefundRequest this applies: marked applied once, and audited then. */
  claimKey: string;
  reason: string | null;
  /** Only an admin's full refund can keep the downloads (orders.refund's "keep access"). */
  keepAccess: boolean;
  providerRefundId: string;
  actor: Viewer;
  audit: (tx: Tx, order: { refundedAmount: number; status: OrderStatus }) => Promise<void>;
};

export type MoneyResult = {
  orderId: string;
  status: OrderStatus;
  /** What this call added to the order's refunded total (0: a repeat, or an older total arriving late). */
  refundedNow: number;
  refundedAmount: number;
  /** The provider event was seen before; nothing was changed. */
  duplicateEvent: boolean;
  /** The refund e-mail of the current total: handed to the job engine, delivered before, not handed over, or none due. */
  email: "queued" | "sent" | "failed" | "none";
};

/** Thrown inside the transaction when the order is not paid (yet): nothing is recorded, the caller may retry. */
export class OrderNotPaidError extends Error {
  constructor(orderId: string) {
    super(`order ${orderId} is not paid`);
    this.name = "OrderNotPaidError";
  }
}

const paidStatuses: OrderStatus[] = ["completed", "partially_refunded", "refunded", "disputed"];

/** An order's status from its money: an open or lost chargeback, else how much was given back. */
export function statusFromMoney(order: { amount: number; refundedAmount: number; disputeStatus: string | null }): OrderStatus {
  if (order.disputeStatus === "open" || order.disputeStatus === "lost") return "disputed";
  if (order.refundedAmount >= order.amount) return "refunded";
  if (order.refundedAmount > 0) return "partially_refunded";
  return "completed";
}

/**
 * Whether the buyer may download, and if not why: a chargeback open or lost suspends; a full
 * refund revokes unless an admin chose "keep access"; a partial refund keeps access; a won
 * chargeback restores it.
 */
export function accessFromMoney(order: {
  amount: number;
  refundedAmount: number;
  disputeStatus: string | null;
  refundKeepsAccess: boolean;
}): "refunded" | "disputed" | null {
  if (order.disputeStatus === "open" || order.disputeStatus === "lost") return "disputed";
  if (order.refundedAmount >= order.amount && !order.refundKeepsAccess) return "refunded";
  return null;
}

/** The refund e-mail's outbox and job key: one e-mail per refunded total of an order. */
export const refundEmailKey = (orderId: string, refundedTotal: number) => `order-refunded:${orderId}:${refundedTotal}`;

/**
 * THE function that applies money moving back to an order (docs/refunds.md), shared by the
 * admin's `orders.refund` and the Stripe webhook, idempotent as fulfilment is:
 * - the provider event id is recorded first (unique: a replay changes nothing);
 * - the order row is locked (SELECT … FOR UPDATE), so concurrent changes apply one after another;
 * - a refunded total only ever rises (Stripe's `amount_refunded` is cumulative): an older total
 *   arriving after a newer one, or the webhook of a refund the admin just made, adds nothing; the
 *   rise is written to the Refund ledger on the day it happens (revenue subtracts it);
 * - a chargeback's closing state is final: a "created" event arriving after "closed" is ignored;
 *   a lost chargeback is written to the ledger (applyDispute, src/server/services/money/disputes.ts);
 * - the status and every download grant follow the money (statusFromMoney, accessFromMoney).
 * An order not paid yet throws OrderNotPaidError (the webhook answers 409 and Stripe retries).
 * After the commit a refund e-mail is queued when the refunded total rose.
 */
export async function applyMoneyChange(
  db: Db,
  orderId: string,
  change: MoneyChange,
  opts: { eventId?: string; eventType?: string; now?: Date; adminRefund?: AdminRefund } = {},
): Promise<MoneyResult> {
  const now = opts.now ?? new Date();
  const admin = opts.adminRefund;
  const result = await db.$transaction(async (tx): Promise<Omit<MoneyResult, "email">> => {
    if (opts.eventId) {
      const recorded = await tx.paymentEvent.createMany({
        data: [{ id: opts.eventId, type: opts.eventType ?? "unknown", orderId }],
        skipDuplicates: true,
      });
      if (recorded.count === 0) {
        const order = await tx.order.findUniqueOrThrow({ where: { id: orderId } });
        return { orderId, status: order.status, refundedNow: 0, refundedAmount: order.refundedAmount, duplicateEvent: true };
      }
    }
    await tx.$queryRaw`SELECT "id" FROM "Order" WHERE "id" = ${orderId} FOR UPDATE`;
    const order = await tx.order.findUniqueOrThrow({ where: { id: orderId } });
    if (!paidStatuses.includes(order.status)) throw new OrderNotPaidError(orderId);

    const next = {
      amount: order.amount,
      refundedAmount: order.refundedAmount,
      disputeStatus: order.disputeStatus,
      refundKeepsAccess: order.refundKeepsAccess,
    };
    let disputeId = order.disputeId;
    let refundedNow = 0;
    let claimApplied = false;
    if (change.kind === "refund") {
      const total = Math.min(change.refundedTotal, order.amount);
      refundedNow = Math.max(0, total - order.refundedAmount);
      if (admin) {
        const claimed = await tx.refundRequest.updateMany({ where: { key: admin.claimKey, appliedAt: null }, data: { appliedAt: now } });
        claimApplied = claimed.count === 1;
      }
      // "Keep access" is the admin's choice for their refund (even when its webhook came first);
      // a refund made outside the app keeps what was chosen before.
      if (claimApplied && admin) next.refundKeepsAccess = admin.keepAccess;
      if (refundedNow > 0) {
        next.refundedAmount = total;
        const refund = await tx.refund.create({
          data: {
            orderId,
            kind: "refund",
            amount: refundedNow,
            taxAmount: refundTaxShare(order, refundedNow),
            currency: order.currency,
            source: admin ? "admin" : "stripe",
            reason: admin?.reason ?? null,
            actorId: admin?.actor.userId ?? null,
            providerRefundId: admin?.providerRefundId ?? null,
            createdAt: now,
          },
        });
        await issueRefundCreditNote(tx, refund); // its credit note (docs/product.md#invoices)
      }
    } else {
      ({ disputeId, disputeStatus: next.disputeStatus } = await applyDispute(tx, orderId, order, change, now));
    }

    const status = statusFromMoney(next);
    await tx.order.update({
      where: { id: orderId },
      data: {
        status,
        refundedAmount: next.refundedAmount,
        refundKeepsAccess: next.refundKeepsAccess,
        disputeStatus: next.disputeStatus,
        disputeId,
      },
    });
    await setAccess(tx, orderId, accessFromMoney(next), now);
    if (claimApplied && admin) await admin.audit(tx, { refundedAmount: next.refundedAmount, status });
    return { orderId, status, refundedNow, refundedAmount: next.refundedAmount, duplicateEvent: false };
  }, TX);

  const email = result.refundedAmount > 0 ? await queueRefundEmail(db, orderId, result.refundedAmount) : "none";
  if (!result.duplicateEvent) await raiseMoneyWebhook(db, orderId, change, result, now);
  return { ...result, email };
}

/**
 * The outgoing webhook of a money change (docs/webhooks.md#events): `order.refunded` once per
 * refunded total, `order.disputed` once per dispute and state the order actually took
 * (raiseDisputeWebhook). Queued after the commit and idempotent by those keys, so a replayed
 * provider event or a retried refund sends nothing twice.
 */
async function raiseMoneyWebhook(
  db: Db,
  orderId: string,
  change: MoneyChange,
  result: { refundedNow: number; refundedAmount: number },
  now: Date,
) {
  if (change.kind === "refund") {
    if (result.refundedNow > 0) {
      await raiseWebhookEvent(db, "order.refunded", `${orderId}:${result.refundedAmount}`, orderId, {
        occurredAt: now,
        detail: { refundedNow: result.refundedNow, refundedTotal: result.refundedAmount },
      });
    }
    return;
  }
  await raiseDisputeWebhook(db, orderId, change, now);
}

/** Revokes (with the reason) or restores every download grant of the order. */
async function setAccess(tx: Tx, orderId: string, revoked: "refunded" | "disputed" | null, now: Date) {
  if (revoked) {
    await tx.downloadGrant.updateMany({
      where: { orderId, OR: [{ revokedAt: null }, { revokedReason: { not: revoked } }] },
      data: { revokedAt: now, revokedReason: revoked },
    });
  } else {
    await tx.downloadGrant.updateMany({ where: { orderId, revokedAt: { not: null } }, data: { revokedAt: null, revokedReason: null } });
  }
}

/**
 * Hands "order refunded" to the job engine unless that total's e-mail is delivered; every call
 * that finds it undelivered emits again (the engines drop the repeat), so a lost emit heals.
 */
async function queueRefundEmail(db: Db, orderId: string, refundedTotal: number) {
  const key = refundEmailKey(orderId, refundedTotal);
  const sent = await db.emailOutbox.findUnique({ where: { idempotencyKey: key }, select: { status: true } });
  if (sent?.status === "sent") return "sent" as const;
  return (await emitQuietly("order/refunded", { orderId, refundedTotal, refundKey: key })) ? ("queued" as const) : ("failed" as const);
}

/** The order a provider money event is about (by its payment intent), or null if none is ours. */
export async function orderForPayment(db: Db, paymentIntentId: string) {
  return db.order.findFirst({ where: { paymentIntentId }, select: { id: true } });
}

/**
 * Applies a verified provider event's money change (a refund or a dispute) to its order, the event
 * id recorded with it; null when no order has the payment.
 */
export async function applyMoneyEvent(db: Db, event: { id: string; type: string; change: MoneyChange }) {
  const order = await orderForPayment(db, event.change.paymentIntentId);
  if (!order) return null;
  return applyMoneyChange(db, order.id, event.change, { eventId: event.id, eventType: event.type });
}

export type RefundOrderInput = { orderId: string; amount?: number; reason?: string; keepAccess?: boolean };

/**
 * `orders.refund` (admin): gives money back through the payments port, then applies it with
 * applyMoneyChange. The refund is claimed first in RefundRequest under the key
 * `refund:<order>:<refunded total so far>`: a double click, a retry or a second admin at the same
 * moment finds the claim and repeats the first request (same amount, same idempotency key), so
 * the provider makes one refund and the ledger records it once. A claim whose call failed is
 * repeated by the next attempt with the same key (Stripe answers it from its idempotency cache).
 */
export async function refundOrder(db: Db, actor: Viewer, input: RefundOrderInput) {
  const m = refundMessages;
  const order = await db.order.findUnique({ where: { id: input.orderId } });
  if (!order) throw new AppError("NOT_FOUND", "This order does not exist.");
  if (!paidStatuses.includes(order.status) || !order.paymentIntentId) throw new AppError("CONFLICT", m.notPaid);
  if (order.refundedAmount >= order.amount) throw new AppError("CONFLICT", m.alreadyRefunded);
  if (order.disputeStatus === "open") throw new AppError("CONFLICT", m.disputed);
  const left = order.amount - order.refundedAmount;
  const amount = input.amount ?? left;
  if (amount > left) throw new AppError("BAD_INPUT", m.tooMuch(formatMoney(left, order.currency)));

  const key = `refund:${order.id}:${order.refundedAmount}`;
  const reason = input.reason?.trim() || null;
  await db.refundRequest.createMany({
    data: [{ key, orderId: order.id, amount, reason, keepAccess: input.keepAccess ?? false, actorId: actor.userId }],
    skipDuplicates: true,
  });
  const claim = await db.refundRequest.findUniqueOrThrow({ where: { key } });

  let refund;
  try {
    refund = await getPaymentGateway().refund({
      orderId: order.id,
      paymentIntentId: order.paymentIntentId,
      amount: claim.amount,
      reason: claim.reason,
      idempotencyKey: key,
    });
  } catch (cause) {
    if (cause instanceof RefundRefusedError) {
      // The provider knows of more refunds than we do (one made in its dashboard whose webhook is
      // still on its way): nothing was refunded, so the claim goes and the next attempt is new.
      await db.refundRequest.deleteMany({ where: { key, appliedAt: null } });
      throw new AppError("BAD_INPUT", m.tooMuch(formatMoney(left, order.currency)), { cause });
    }
    if (cause instanceof PaymentProviderError) throw new AppError("UPSTREAM_FAILED", m.providerFailed, { cause });
    throw cause;
  }
  if (!claim.providerRefundId)
    await db.refundRequest.updateMany({ where: { key, providerRefundId: null }, data: { providerRefundId: refund.id } });

  const applied = await applyMoneyChange(
    db,
    order.id,
    { kind: "refund", paymentIntentId: order.paymentIntentId, refundedTotal: refund.refundedTotal },
    {
      adminRefund: {
        claimKey: key,
        reason: claim.reason,
        keepAccess: claim.keepAccess,
        providerRefundId: refund.id,
        actor,
        // Audited once per refund, in the transaction that applies it (a repeat applies nothing).
        audit: (tx, after) =>
          recordAudit(tx, actor, "order.refunded", order.id, {
            email: order.email,
            amount: refund.amount,
            currency: order.currency,
            refundedTotal: after.refundedAmount,
            status: after.status,
            reason: claim.reason,
            keepAccess: claim.keepAccess,
            providerRefundId: refund.id,
          }),
      },
    },
  );
  return {
    message: m.refunded(formatMoney(claim.amount, order.currency), order.email),
    status: applied.status,
    refundedAmount: applied.refundedAmount,
  };
}
