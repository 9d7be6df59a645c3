import "server-only";
import { commerceMessages } from "@/lib/messages";
import { isValidEmail } from "@/lib/validation/fields";
import type { Db } from "@/server/db/open";
import { AppError } from "@/server/errors";
import { sendEmail } from "@/server/mail/send-email";
import { checkDownloadToken } from "./download-tokens";
import { emailDownloadsForOrder } from "./downloads";
import { rateRules, takeRateLimit } from "./rate-limit";

const RESEND_BUCKET_MS = 15 * 60_000;

/**
 * "Send me a fresh link": finds the order from the (expired but genuine) token, or the
 * completed orders of an e-mail, and mails new links to the order's address. The answer never
 * says whether anything was found; one e-mail per order per 15 minutes at most.
 */
export async function sendFreshDownloadLinks(db: Db, input: { token?: string; email?: string }, client: string, now = new Date()) {
  const limit = await takeRateLimit(db, rateRules.downloadLink, client, now);
  if (!limit.allowed) throw new AppError("RATE_LIMITED", commerceMessages.download.freshLinkRateLimited);

  const check = input.token ? await checkDownloadToken(db, input.token, now.getTime()) : ({ status: "invalid" } as const);
  const email = input.email?.trim().toLowerCase();
  const orders =
    check.status !== "invalid"
      ? await db.order.findMany({ where: { id: check.orderId, status: "completed" } })
      : email && isValidEmail(email)
        ? await db.order.findMany({ where: { email, status: "completed" }, orderBy: { createdAt: "desc" }, take: 5 })
        : [];

  const bucket = Math.floor(now.getTime() / RESEND_BUCKET_MS);
  for (const order of orders) {
    try {
      await sendEmail(db, {
        to: order.email,
        template: "download-links",
        props: {
          firstName: order.firstName,
          productName: order.productName,
          ...(await emailDownloadsForOrder(db, order.id, now.getTime())),
        },
        idempotencyKey: `download-link:${order.id}:${bucket}`,
        failureMessage: commerceMessages.download.freshLinkSent,
      });
    } catch (error) {
      // The answer must not reveal that an order exists, so a mail failure is only logged.
      if (!(error instanceof AppError)) throw error;
      console.warn(`download-link: e-mail for order ${order.id} failed: ${error.cause instanceof Error ? error.cause.message : error.message}`);
    }
  }
  return { message: commerceMessages.download.freshLinkSent };
}
