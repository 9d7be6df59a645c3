import "server-only";
import type { Db } from "@/server/db/open";

/**
 * SPEC §6: admin only if a user_roles row (userId, admin) exists. A failing check is
 * logged and treated as "not admin" (SPEC §8).
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
 * ADMIN_EMAILS: when a session opens for a verified account whose address is listed, it gets
 * the admin row (idempotent: the unique (userId, role) pair absorbs a repeat).
 */
export async function grantAdminOnSignIn(db: Db, userId: string, adminEmails: readonly string[]) {
  if (adminEmails.length === 0) return false;
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, emailVerified: true } });
  if (!user?.emailVerified || !adminEmails.includes(user.email.toLowerCase())) return false;
  await db.userRole.createMany({ data: [{ userId, role: "admin" }], skipDuplicates: true });
  return true;
}
