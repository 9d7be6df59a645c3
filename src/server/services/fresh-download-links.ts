import "server-only";
import { createHash } from "node:crypto";
import { commerceMessages } from "@/lib/messages";
import { isValidEmail } from "@/lib/validation/fields";
import type { OrderStatus } from "@/generated/prisma/client";
import type { Db } from "@/server/db/open";
import { AppError } from "@/server/errors";
import { emitOrFail } from "@/server/jobs";
import type { EventData } from "@/server/jobs/events";
import { sendEmail } from "@/server/mail/send-email";
import { checkDownloadToken } from "./download-tokens";
import { emailDownloadsForOrder } from "./downloads";
import { rateRules, takeRateLimit } from "./rate-limit";

const RESEND_BUCKET_MS = 15 * 60_000;

/**
 * "Send me a fresh link" (POST /api/download-link): counts the request against the limits and
 * hands it to the job engine, then answers. Nothing is looked up before answering, so a buyer's
 * address and a stranger's take the same time and get word for word the same answer (asking
 * whether an address bought something, by timing or by text, learns nothing). The same token or
 * address asked again within 15 minutes makes no second job.
 */
export async function requestFreshDownloadLinks(db: Db, input: { token?: string; email?: string }, client: string, now = new Date()) {
  const limit = await takeRateLimit(db, rateRules.downloadLink, client, now);
  if (!limit.allowed) throw new AppError("RATE_LIMITED", commerceMessages.download.freshLinkRateLimited);

  // Only what needs no order to check: a link we signed (expired or not) and a well-formed address.
  const token = input.token && (await checkDownloadToken(db, input.token, now.getTime())).status !== "invalid" ? input.token : undefined;
  const email = input.email?.trim().toLowerCase();
  const address = email && isValidEmail(email) ? email : undefined;
  if (token || address) {
    const bucket = Math.floor(now.getTime() / RESEND_BUCKET_MS);
    const requestKey = createHash("sha256").update(`${token ?? ""}\n${address ?? ""}\n${bucket}`).digest("base64url").slice(0, 32);
    await emitOrFail("download-links/requested", { token, email: address, requestKey, requestedAt: now.toISOString() }, commerceMessages.download.freshLinkFailed);
  }
  return { message: commerceMessages.download.freshLinkSent };
}

/**
 * The fresh-link step, run by the job engine: finds the order from the (expired but genuine)
 * token, or the newest completed orders of the e-mail, and mails new links to each order's own
 * address, once per order per 15 minutes (outbox key). A delivery failure throws, so the engine
 * retries it until the mail provider is back.
 */
export async function sendFreshDownloadLinks(db: Db, request: EventData<"download-links/requested">) {
  const requestedAt = new Date(request.requestedAt);
  const check = request.token ? await checkDownloadToken(db, request.token, requestedAt.getTime()) : ({ status: "invalid" } as const);
  // Orders whose downloads work: paid, and not revoked by a refund or dispute (docs/refunds.md).
  const live = { status: { in: ["completed", "partially_refunded", "refunded", "disputed"] as OrderStatus[] }, grants: { none: { revokedAt: { not: null } } } };
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
      failureMessage: commerceMessages.download.freshLinkSent,
    });
    if (result.status === "sent") sent++;
  }
  return orders.length === 0 ? "skipped: no completed order" : `sent for ${sent} of ${orders.length} orders`;
}
