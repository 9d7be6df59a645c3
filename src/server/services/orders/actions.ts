import "server-only";
import { adminMessages, deliveryMessages } from "@/lib/messages";
import type { Viewer } from "@/server/auth/port";
import type { Db } from "@/server/db/open";
import { AppError } from "@/server/errors";
import { emitOrFail } from "@/server/jobs";
import { recordAudit } from "@/server/audit";
import { suppressionOf } from "@/server/mail/delivery";
import { rateRules, takeRateLimit } from "@/server/rate-limit";
import { accessFromMoney } from "@/server/services/money/refunds";

export async function completedOrder(db: Db, orderId: string) {
  const order = await db.order.findUnique({
    where: { id: orderId },
    select: { id: true, email: true, status: true, amount: true, refundedAmount: true, disputeStatus: true, refundKeepsAccess: true },
  });
  if (!order) throw new AppError("NOT_FOUND", adminMessages.orderNotFound);
  // A partly refunded order (or a full refund that kept access) still has its links (docs/refunds.md).
  const paid = ["completed", "partially_refunded", "refunded"].includes(order.status);
  if (!paid || accessFromMoney(order) !== null) throw new AppError("CONFLICT", adminMessages.orderNotCompleted);
  return order;
}

/**
 * "Resend download links": queues the fresh-link workflow for this order (fresh-download-links.ts
 * mails new links to the order's own address, off the request path) and records who asked. At
 * most `rateRules.resendLinks` per order: past it a 429 with the minutes to wait. An address on
 * the suppression list is a 409 asking for a corrected address first (docs/product.md#delivery).
 */
export async function resendOrderLinks(db: Db, actor: Viewer, orderId: string, now = new Date()) {
  const order = await completedOrder(db, orderId);
  const suppression = await suppressionOf(db, order.email);
  if (suppression) throw new AppError("CONFLICT", deliveryMessages.suppressed(order.email, suppression.reason, suppression.detail));
  // Each call e-mails the buyer: a few per order and hour, whoever asks.
  const limit = await takeRateLimit(db, rateRules.resendLinks, order.id, now);
  if (!limit.allowed) {
    const seconds = Math.max(1, Math.ceil((limit.resetAt.getTime() - now.getTime()) / 1000));
    throw Object.assign(new AppError("RATE_LIMITED", adminMessages.linksResendLimited(Math.ceil(seconds / 60))), {
      retryAfterSeconds: seconds,
    });
  }
  const requestKey = `admin:${order.id}:${now.getTime()}`;
  await emitOrFail(
    "download-links/requested",
    { orderId: order.id, requestKey, requestedAt: now.toISOString() },
    adminMessages.linksResendFailed,
  );
  await recordAudit(db, actor, "downloads.resent", order.id, { email: order.email });
  return { message: adminMessages.linksResent(order.email) };
}

/**
 * "Reset download count" (links used up by a mail scanner): every guide of the order gets its full
 * allowance again; the old counts go into the audit record in the same transaction.
 */
export async function resetOrderDownloads(db: Db, actor: Viewer, orderId: string) {
  const order = await completedOrder(db, orderId);
  const grants = await db.$transaction(async (tx) => {
    const before = await tx.downloadGrant.findMany({ where: { orderId: order.id }, select: { productId: true, downloadCount: true } });
    await tx.downloadGrant.updateMany({ where: { orderId: order.id }, data: { downloadCount: 0 } });
    await recordAudit(tx, actor, "downloads.reset", order.id, { email: order.email, before });
    return before;
  });
  return { message: adminMessages.downloadsReset(grants.length) };
}
