import "server-only";
import { grantAdminMessages } from "@/lib/messages";
import type { AuthProvider, Viewer } from "@/server/auth/port";
import { isUniqueViolation } from "@/server/db/errors";
import type { Db } from "@/server/db/open";
import { AppError } from "@/server/errors";
import { recordAudit } from "@/server/audit";

/**
 * Grants the admin role to an existing user, found by e-mail through the auth port.
 * The unique (userId, role) constraint decides "already admin", so two grants cannot race.
 * The grant and its audit record (who granted it) are one transaction.
 */
export async function grantAdminRole(db: Db, auth: AuthProvider, email: string, actor: Viewer | null) {
  const userId = await auth.findUserIdByEmail(email, db);
  if (!userId) throw new AppError("NOT_FOUND", grantAdminMessages.notFound);
  try {
    await db.$transaction(async (tx) => {
      await tx.userRole.create({ data: { userId, role: "admin" } });
      await recordAudit(tx, actor, "role.granted", email, { userId });
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError("CONFLICT", grantAdminMessages.alreadyAdmin);
    }
    throw error;
  }
  return { email, message: grantAdminMessages.success(email) };
}
