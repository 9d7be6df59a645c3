import "server-only";
import { deliveryMessages } from "@/lib/messages";
import type { Viewer } from "@/server/auth/port";
import type { Db } from "@/server/db/open";
import { AppError } from "@/server/errors";
import { recordAudit } from "@/server/audit";
import { suppressionKey } from "@/server/mail/delivery";

/**
 * "Lift suppression" on the order page and the customer view: the address may be mailed again
 * (the buyer fixed their mailbox, or the complaint was a mistake). Audited with what was lifted.
 */
export async function liftSuppression(db: Db, actor: Viewer, email: string) {
  const key = suppressionKey(email);
  return db.$transaction(async (tx) => {
    const row = await tx.emailSuppression.findUnique({ where: { email: key } });
    if (!row) throw new AppError("NOT_FOUND", deliveryMessages.notSuppressed(key));
    await tx.emailSuppression.delete({ where: { email: key } });
    await recordAudit(tx, actor, "suppression.lifted", key, { reason: row.reason, detail: row.detail, since: row.createdAt.toISOString() });
    return { message: deliveryMessages.lifted(key) };
  });
}
