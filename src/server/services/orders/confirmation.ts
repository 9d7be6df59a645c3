import "server-only";
import { env } from "@/env";
import { formatMoney } from "@/lib/money";
import type { Db } from "@/server/db/open";
import { sendEmail } from "@/server/mail/send-email";
import { emailDownloadsForOrder } from "@/server/services/downloads/downloads";
import { currentInvoice, invoiceLink } from "@/server/services/invoices/invoices";

/** The outbox key of an order's receipt: it is sent at most once. */
export const confirmationKey = (orderId: string) => `order-confirmation:${orderId}`;

/** Whether the order's receipt has been delivered. */
export async function confirmationSent(db: Db, orderId: string) {
  const row = await db.emailOutbox.findUnique({ where: { idempotencyKey: confirmationKey(orderId) }, select: { status: true } });
  return row?.status === "sent";
}

/**
 * The order-confirmation step, run by the background engine after "order completed": the
 * receipt with the download links, sent once (a delivered key is not sent again). A delivery
 * failure throws (MailDeliveryError), so the engine retries it.
 */
export async function confirmOrder(db: Db, orderId: string): Promise<"sent" | "skipped: already sent" | "skipped: address suppressed"> {
  const existing = await db.emailOutbox.findUnique({ where: { idempotencyKey: confirmationKey(orderId) }, select: { status: true } });
  if (existing && existing.status !== "failed") return "skipped: already sent";
  const order = await db.order.findUniqueOrThrow({ where: { id: orderId } });
  const sent = await sendEmail(db, {
    to: order.email,
    template: "order-confirmation",
    props: {
      firstName: order.firstName,
      orderId: order.id,
      productName: order.productName,
      amount: formatMoney(order.amount, order.currency),
      ...(await emailDownloadsForOrder(db, orderId)),
      freshLinkUrl: `${env.NEXT_PUBLIC_SITE_URL}/download/file`,
      invoice: await receiptInvoice(db, orderId),
    },
    idempotencyKey: confirmationKey(orderId),
    orderId,
  });
  return sent.status === "sent" ? "sent" : sent.status === "suppressed" ? "skipped: address suppressed" : "skipped: already sent";
}

/** The receipt's link to the order's invoice, if it has one. */
async function receiptInvoice(db: Db, orderId: string) {
  const invoice = await currentInvoice(db, orderId);
  return invoice ? { number: invoice.number, url: await invoiceLink(db, invoice.id) } : null;
}
