import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { Db } from "@/server/db/open";
import type { DisputeChange } from "@/server/payments/port";
import { raiseWebhookEvent } from "@/server/services/webhooks/webhooks";

type Tx = Prisma.TransactionClient;

/** The order's money as `applyMoneyChange` read it, its row locked. */
type LockedOrder = { amount: number; refundedAmount: number; currency: string; disputeId: string | null; disputeStatus: string | null };

/**
 * A chargeback's part of `applyMoneyChange` (src/server/services/money/refunds.ts), inside its
 * transaction (docs/refunds.md):
 * - a chargeback's closing state is final: a "created" event arriving after "closed" is ignored;
 * - a lost chargeback writes its amount (at most what refunds left) to the Refund ledger, once.
 * Returns the order's dispute id and state after the change.
 */
export async function applyDispute(tx: Tx, orderId: string, order: LockedOrder, change: DisputeChange, now: Date) {
  const closed = order.disputeStatus === "won" || order.disputeStatus === "lost";
  const sameDispute = order.disputeId === change.disputeId;
  // A late "created" never reopens a closed dispute of the same charge.
  if (sameDispute && closed && change.status === "open") return { disputeId: order.disputeId, disputeStatus: order.disputeStatus };
  if (change.status === "lost" && !(sameDispute && order.disputeStatus === "lost")) {
    const lost = Math.min(change.amount, order.amount - order.refundedAmount);
    if (lost > 0) {
      await tx.refund.create({
        data: { orderId, kind: "dispute", amount: lost, currency: order.currency, source: "stripe", createdAt: now },
      });
    }
  }
  return { disputeId: change.disputeId, disputeStatus: change.status };
}

/**
 * The outgoing webhook of a dispute (docs/webhooks.md#events): `order.disputed` once per dispute
 * and state (open, won, lost) the order actually took. Queued after the commit and idempotent by
 * that key, so a replayed provider event sends nothing twice.
 */
export async function raiseDisputeWebhook(db: Db, orderId: string, change: DisputeChange, now: Date) {
  const order = await db.order.findUnique({ where: { id: orderId }, select: { disputeId: true, disputeStatus: true } });
  if (order?.disputeId !== change.disputeId || order.disputeStatus !== change.status) return;
  await raiseWebhookEvent(db, "order.disputed", `${change.disputeId}:${change.status}`, orderId, {
    occurredAt: now,
    detail: { disputeId: change.disputeId, disputeStatus: change.status },
  });
}
