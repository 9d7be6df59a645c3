import "server-only";
import { env } from "@/env";
import { formatMoney } from "@/lib/money";
import type { Db } from "@/server/db/open";
import { AppError } from "@/server/errors";
import { sendEmail } from "@/server/mail/send-email";
import { emailDownloadsForOrder } from "./downloads";

/** Sends the order-confirmation e-mail once (key `order-confirmation:<orderId>`); a failed one is retried. */
export async function confirmOrder(db: Db, orderId: string): Promise<"sent" | "already" | "failed"> {
  const idempotencyKey = `order-confirmation:${orderId}`;
  const existing = await db.emailOutbox.findUnique({ where: { idempotencyKey }, select: { status: true } });
  if (existing && existing.status !== "failed") return "already";
  const order = await db.order.findUniqueOrThrow({ where: { id: orderId } });
  try {
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
      },
      idempotencyKey,
      failureMessage: "The order confirmation e-mail could not be sent.",
    });
    return sent.status === "sent" ? "sent" : "already";
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    console.warn(`fulfilment: confirmation e-mail for order ${orderId} failed; the next call retries it`);
    return "failed";
  }
}
