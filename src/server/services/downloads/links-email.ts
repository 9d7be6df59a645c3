import "server-only";
import { isValidEmail } from "@/lib/validation/fields";
import type { OrderStatus } from "@/generated/prisma/client";
import type { Db } from "@/server/db/open";
import type { EventData } from "@/server/jobs/events";
import { sendEmail } from "@/server/mail/send-email";
import { checkDownloadToken } from "@/server/services/downloads/tokens";
import { emailDownloadsForOrder } from "@/server/services/downloads/downloads";

/** One fresh-link e-mail per order per this window, whoever asks how often (the request's key uses it too). */
export const RESEND_BUCKET_MS = 15 * 60_000;

/**
 * The fresh-link step, run by the job engine for a request of fresh-download-links.ts: finds the order from the (expired but genuine)
 * token, or the newest completed orders of the e-mail, and mails new links to each order's own
 * address, once per order per 15 minutes (outbox key). A delivery failure throws, so the engine
 * retries it until the mail provider is back.
 */
export async function sendFreshDownloadLinks(db: Db, request: EventData<"download-links/requested">) {
  const requestedAt = new Date(request.requestedAt);
  const check = request.token ? await checkDownloadToken(db, request.token, requestedAt.getTime()) : ({ status: "invalid" } as const);
  // Orders whose downloads work: paid, and not revoked by a refund or dispute (docs/refunds.md).
  const live = {
    status: { in: ["completed", "partially_refunded", "refunded", "disputed"] as OrderStatus[] },
    grants: { none: { revokedAt: { not: null } } },
  };
  const orders = request.orderId
    ? await db.order.findMany({ where: { id: request.orderId, ...live } })
    : check.status !== "invalid"
      ? await db.order.findMany({ where: { id: check.orderId, ...live } })
      : request.email && isValidEmail(request.email)
        ? await db.order.findMany({ where: { email: request.email, ...live }, orderBy: { createdAt: "desc" }, take: 5 })
        : [];

  const bucket = Math.floor(requestedAt.getTime() / RESEND_BUCKET_MS);
  let sent = 0;
  for (const order of orders) {
    const result = await sendEmail(db, {
      to: order.email,
      template: "download-links",
      props: { firstName: order.firstName, productName: order.productName, ...(await emailDownloadsForOrder(db, order.id)) },
      // An admin's resend is sent every time it is asked (its key is one per click).
      idempotencyKey: request.orderId ? `download-link:${order.id}:admin:${request.requestKey}` : `download-link:${order.id}:${bucket}`,
      orderId: order.id,
    });
    if (result.status === "sent") sent++;
  }
  return orders.length === 0 ? "skipped: no completed order" : `sent for ${sent} of ${orders.length} orders`;
}
