import "server-only";
import { deliveryMessages } from "@/lib/messages";
import type { ChangeOrderEmailInput } from "@/lib/validation/mail-delivery";
import type { Viewer } from "@/server/auth/port";
import type { Db } from "@/server/db/open";
import { AppError } from "@/server/errors";
import { recordAudit } from "@/server/audit";
import { suppressionOf } from "@/server/mail/delivery";
import { completedOrder, resendOrderLinks } from "@/server/services/orders/actions";

/**
 * "Change e-mail and resend" (docs/product.md#delivery): the order's address becomes the
 * corrected one (audited, old and new), and fresh links are queued to it. The grants belong to
 * the order, so they follow; every later e-mail about the order goes to the new address and the
 * old one gets nothing new. A new address that is itself suppressed is refused before anything changes.
 */
export async function changeOrderEmail(db: Db, actor: Viewer, input: ChangeOrderEmailInput, now = new Date()) {
  const order = await completedOrder(db, input.orderId);
  if (order.email.toLowerCase() === input.email) throw new AppError("BAD_INPUT", deliveryMessages.sameEmail);
  const suppression = await suppressionOf(db, input.email);
  if (suppression) throw new AppError("CONFLICT", deliveryMessages.suppressed(input.email, suppression.reason, suppression.detail));
  await db.$transaction(async (tx) => {
    await tx.order.update({ where: { id: order.id }, data: { email: input.email } });
    await recordAudit(tx, actor, "order.email_changed", order.id, { from: order.email, to: input.email });
  });
  await resendOrderLinks(db, actor, order.id, now);
  return { message: deliveryMessages.emailChanged(input.email) };
}
