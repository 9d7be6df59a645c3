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
