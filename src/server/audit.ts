import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { Viewer } from "@/server/auth/port";
import type { Db } from "@/server/db/open";

/** Everything an admin can do that changes the store; each is recorded (the rule: nothing an admin does is silent). */
export const auditActions = [
  "role.granted",
  "settings.updated",
  "file.uploaded",
  "file.deleted",
  "product.file_assigned",
  "downloads.reset",
  "downloads.resent",
  "orders.exported",
  // Discount codes (/admin/codes) and the download stamping setting: docs/discounts-and-stamping.md.
  "discount.created",
  "discount.updated",
  "discount.deactivated",
  "stamping.updated",
  // Refunds (docs/refunds.md)
  "order.refunded",
  // API keys (docs/api.md#api-keys)
  "api_key.created",
  "api_key.revoked",
  // Outgoing webhooks (docs/webhooks.md)
  "webhook.created",
  "webhook.updated",
  "webhook.deleted",
  "webhook.redelivered",
  // E-mail delivery (docs/product.md#delivery)
  "suppression.lifted",
  "order.email_changed",
  // Guide editions (docs/product.md#editions)
  "edition.published",
  "edition.policy_updated",
  "edition.notices_started",
  // Tax collection (docs/product.md#tax)
  "tax.settings_updated",
  "tax.rule_saved",
  "tax.rule_deleted",
  // Broadcasts to the list (docs/product.md#broadcasts)
  "broadcast.created",
  "broadcast.updated",
  "broadcast.scheduled",
  "broadcast.cancelled",
  // Reviews from verified buyers (docs/product.md#reviews)
  "review.approved",
  "review.hidden",
  "review.replied",
] as const;
export type AuditAction = (typeof auditActions)[number];

/** A Prisma client or an interactive transaction: record the event in the same transaction as the change. */
type Writer = Pick<Db, "auditEvent">;

/** How many audit events the dashboard lists. */
export const AUDIT_LIMIT = 50;

/**
 * Records one admin action: who (the viewer's id and e-mail as they were), what, to what, and
 * any details worth keeping (old and new values of a setting, a file's size). Pass the
 * transaction that makes the change, so the record and the change stand or fall together.
 */
export async function recordAudit(
  db: Writer,
  actor: Viewer | null,
  action: AuditAction,
  target: string | null,
  details?: Prisma.InputJsonValue,
) {
  await db.auditEvent.create({
    data: { actorId: actor?.userId ?? null, actorEmail: actor?.email ?? null, action, target, details },
  });
}

/** The newest audit events, for the dashboard's audit trail. */
export async function listAudit(db: Db, limit = AUDIT_LIMIT) {
  return db.auditEvent.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: Math.min(limit, 200) });
}
