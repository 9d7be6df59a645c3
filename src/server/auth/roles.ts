import "server-only";
import type { Db } from "@/server/db/open";
import { recordAudit } from "@/server/audit";

/**
 * docs/product.md#accounts: admin only if a user_roles row (userId, admin) exists. A failing check is
 * logged and treated as "not admin" (docs/product.md#accounts).
 */
export async function isAdmin(db: Db, userId: string) {
  try {
    const row = await db.userRole.findFirst({ where: { userId, role: "admin" }, select: { id: true } });
    return row !== null;
  } catch (error) {
    console.warn(`admin role check failed for ${userId}: ${(error as Error).message}`);
    return false;
  }
}

/**
 * ADMIN_EMAILS, for every adapter: a user whose address its auth provider verified, and is
 * listed, gets the admin row (idempotent: the unique (userId, role) pair absorbs a repeat).
 * Better Auth calls it when a session opens (grantAdminOnSignIn); Clerk's viewers meet it on
 * their first admin check (src/server/auth/admin-check.ts).
 */
export async function grantListedAdmin(db: Db, userId: string, verifiedEmail: string | null, adminEmails: readonly string[]) {
  if (!verifiedEmail || !adminEmails.includes(verifiedEmail.toLowerCase())) return false;
  await db.$transaction(async (tx) => {
    const { count } = await tx.userRole.createMany({ data: [{ userId, role: "admin" }], skipDuplicates: true });
    // No actor: the setting granted it (the audit trail shows "system").
    if (count > 0) await recordAudit(tx, null, "role.granted", verifiedEmail.toLowerCase(), { userId, via: "ADMIN_EMAILS" });
  });
  return true;
}

/** A local account's e-mail once it is verified, or null (the local adapter's `verifiedEmailOf`). */
export async function verifiedLocalEmail(db: Db, userId: string) {
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, emailVerified: true } });
  return user?.emailVerified ? user.email : null;
}

/** Better Auth: ADMIN_EMAILS applied when a session opens for a local account. */
export async function grantAdminOnSignIn(db: Db, userId: string, adminEmails: readonly string[]) {
  if (adminEmails.length === 0) return false;
  return grantListedAdmin(db, userId, await verifiedLocalEmail(db, userId), adminEmails);
}
