import "server-only";
import { supportEmail } from "@/content/site";
import { messages, refundMessages } from "@/lib/messages";
import { formatMoney } from "@/lib/money";
import type { ProductKind } from "@/lib/validation/checkout";
import type { Db } from "@/server/db/open";
import { AppError } from "@/server/errors";
import { PaymentProviderError } from "@/server/payments/port";
import { downloadLinksForOrder, pageDownload } from "@/server/services/downloads/downloads";
import { fulfilCheckoutSession } from "@/server/services/orders/fulfilment";
import { accessFromMoney } from "@/server/services/money/refunds";
import { invoiceLinksOf } from "@/server/services/invoices/invoices";

const failed = messages.payment.verificationFailed.title; // 'Payment verification failed'
const unreachable = messages.payment.verifyFailed.title; // 'Failed to verify payment'

/** Runs fulfilment for a session and returns its completed order, or the failure texts (docs/product.md#messages). */
async function completedOrderOf(db: Db, sessionId: string) {
  let result;
  try {
    result = await fulfilCheckoutSession(db, sessionId);
  } catch (cause) {
    if (cause instanceof PaymentProviderError) throw new AppError("UPSTREAM_FAILED", unreachable, { cause });
    throw cause;
  }
  if (result.state === "unknown") throw new AppError("NOT_FOUND", failed);
  if (result.state === "pending" || result.state === "failed") throw new AppError("CONFLICT", failed);
  const order = await db.order.findUniqueOrThrow({ where: { id: result.orderId! }, include: { product: { select: { kind: true } } } });
  // A refunded or disputed order's page says so instead of offering links (docs/refunds.md).
  const revoked = accessFromMoney(order);
  if (revoked === "refunded") throw new AppError("CONFLICT", refundMessages.downloadRefunded(supportEmail));
  if (revoked === "disputed") throw new AppError("CONFLICT", refundMessages.downloadDisputed(supportEmail));
  return order;
}

/**
 * The payment-success page's call (docs/product.md#downloads): fulfils the session if the
 * webhook has not yet (same idempotent function) and returns the order with its downloads.
 * `product` keeps the spec's shape: 'bundle', else the product name.
 */
export async function verifyPayment(db: Db, sessionId: string) {
  const order = await completedOrderOf(db, sessionId);
  const downloads = await downloadLinksForOrder(db, order.id);
  const kind: ProductKind = order.product.kind;
  return {
    success: true as const,
    order: {
      id: order.id,
      email: order.email,
      product: kind === "bundle" ? "bundle" : order.productName,
      kind,
      productName: order.productName,
      amount: order.amount,
      currency: order.currency,
      displayAmount: formatMoney(order.amount, order.currency),
      downloads: downloads.map(pageDownload),
      invoices: await invoiceLinksOf(db, order.id), // docs/product.md#invoices: signed links, like the downloads
    },
  };
}

/**
 * `/download?session_id=…&product=intimacy` (docs/product.md#downloads): the completed order's download links,
 * optionally only the one product (a bundle's intimacy guide included).
 */
export async function downloadsForSession(db: Db, sessionId: string, product?: ProductKind) {
  const order = await completedOrderOf(db, sessionId);
  const downloads = (await downloadLinksForOrder(db, order.id)).filter((d) => !product || d.product === product);
  if (downloads.length === 0) throw new AppError("NOT_FOUND", failed);
  return {
    order: { id: order.id, email: order.email, productName: order.productName },
    downloads: downloads.map(pageDownload),
  };
}
