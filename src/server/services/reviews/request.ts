import "server-only";
import type { Order } from "@/generated/prisma/client";
import type { Db } from "@/server/db/open";
import { suppressionOf } from "@/server/mail/delivery";
import { sendEmail } from "@/server/mail/send-email";
import { isUnsubscribed, unsubscribeLinks } from "@/server/services/leads/unsubscribe";
import { reviewRequestSettings } from "./settings";
import { reviewLink } from "./token";

/** What the review-request step decided; anything but "sent" is a skip the admin reads in the Jobs panel. */
export type ReviewRequestOutcome =
  | "sent"
  | "skipped: order not found"
  | "skipped: order not paid"
  | "skipped: refunded or disputed"
  | "skipped: turned off in the settings"
  | "skipped: unsubscribed"
  | "skipped: address suppressed"
  | "skipped: already reviewed"
  | "skipped: already sent";

type Eligible = Pick<Order, "status" | "refundedAmount" | "disputeId">;

/**
 * Whether an order may be reviewed (docs/product.md#reviews): paid and kept — never refunded in
 * any part, never disputed (a won chargeback still counts: the buyer asked for the money back).
 */
export const reviewable = (order: Eligible) => order.status === "completed" && order.refundedAmount === 0 && order.disputeId === null;

/**
 * The review-request step, run the set days after an order completed (one run per order: the
 * job key is the order, and the outbox key `review-request:<orderId>` sends at most one e-mail
 * whatever runs twice). Everything is checked again now, not when it was scheduled: the
 * setting, the order's refunds and disputes, an unsubscribe and the suppression list.
 */
export async function sendReviewRequest(db: Db, orderId: string): Promise<ReviewRequestOutcome> {
  if (!(await reviewRequestSettings(db)).enabled) return "skipped: turned off in the settings";
  const order = await db.order.findUnique({ where: { id: orderId }, include: { review: { select: { id: true } } } });
  if (!order) return "skipped: order not found";
  if (
    order.refundedAmount > 0 ||
    order.disputeId !== null ||
    order.status === "refunded" ||
    order.status === "partially_refunded" ||
    order.status === "disputed"
  )
    return "skipped: refunded or disputed";
  if (!reviewable(order)) return "skipped: order not paid";
  if (order.review) return "skipped: already reviewed";
  if (await isUnsubscribed(db, order.email)) return "skipped: unsubscribed";
  if (await suppressionOf(db, order.email)) return "skipped: address suppressed";

  const unsubscribe = await unsubscribeLinks(db, order.email);
  const result = await sendEmail(db, {
    to: order.email,
    template: "review-request",
    props: {
      firstName: order.firstName || null,
      productName: order.productName,
      reviewUrl: await reviewLink(db, order.id),
      unsubscribeUrl: unsubscribe.url,
    },
    headers: unsubscribe.headers,
    idempotencyKey: `review-request:${order.id}`,
    orderId: order.id,
  });
  return result.status === "sent" ? "sent" : result.status === "suppressed" ? "skipped: address suppressed" : "skipped: already sent";
}
