import "server-only";
import { formatMoney } from "@/lib/money";
import type { Db } from "@/server/db/open";
import type { EventData } from "@/server/jobs/events";
import { sendEmail } from "@/server/mail/send-email";
import { accessFromMoney } from "@/server/services/money/refunds";

/**
 * The refund e-mail step, run by the job engine after "order refunded": what was given back now
 * (the rise to `refundedTotal` from the ledger's previous total), sent once per order and total
 * (outbox key). A delivery failure throws, so the engine retries it.
 */
export async function sendRefundEmail(db: Db, data: EventData<"order/refunded">) {
  const order = await db.order.findUniqueOrThrow({ where: { id: data.orderId } });
  const existing = await db.emailOutbox.findUnique({ where: { idempotencyKey: data.refundKey }, select: { status: true } });
  if (existing && existing.status !== "failed") return "skipped: already sent";
  // The ledger's refund rows up to this total: the last one is what this e-mail reports.
  const rows = await db.refund.findMany({ where: { orderId: order.id, kind: "refund" }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  let total = 0;
  let refundedNow = data.refundedTotal;
  for (const row of rows) {
    if (total + row.amount > data.refundedTotal) break;
    total += row.amount;
    refundedNow = row.amount;
  }
  const result = await sendEmail(db, {
    to: order.email,
    template: "order-refunded",
    props: {
      firstName: order.firstName,
      orderId: order.id,
      productName: order.productName,
      refunded: formatMoney(refundedNow, order.currency),
      paid: formatMoney(order.amount, order.currency),
      refundedTotal: formatMoney(data.refundedTotal, order.currency),
      full: data.refundedTotal >= order.amount,
      keepsAccess: accessFromMoney({ ...order, refundedAmount: data.refundedTotal }) === null,
    },
    idempotencyKey: data.refundKey,
    orderId: order.id,
  });
  return result.status === "sent" ? "sent" : result.status === "suppressed" ? "skipped: address suppressed" : "skipped: already sent";
}
