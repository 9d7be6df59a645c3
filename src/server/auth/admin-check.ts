import "server-only";
import { env } from "@/env";
import type { Db } from "@/server/db/open";
import { grantListedAdmin, isAdmin } from "@/server/auth/roles";
import { getAuthProvider } from ".";
import type { Viewer } from "./port";

/**
 * The admin check of every path (the procedure ladder, the admin pages' guard, the upload
 * routes): the `user_roles` row for the viewer's id (docs/product.md#accounts). Without one, ADMIN_EMAILS may
 * grant it now: a viewer whose provider verified a listed address gets the row on this first
 * check. Better Auth grants at sign-in already; this is how Clerk's users, who never sign in
 * through our server, get it. A failing lookup is logged and means "not admin" (docs/product.md#accounts).
 */
export async function viewerIsAdmin(db: Db, viewer: Viewer, adminEmails: readonly string[] = env.ADMIN_EMAILS): Promise<boolean> {
  if (await isAdmin(db, viewer.userId)) return true;
  // Only a listed address can be granted: an unlisted one costs no look-up.
  if (adminEmails.length === 0 || (viewer.email !== null && !adminEmails.includes(viewer.email.toLowerCase()))) return false;
  try {
    return await grantListedAdmin(db, viewer.userId, await getAuthProvider().verifiedEmailOf(viewer.userId, db), adminEmails);
  } catch (error) {
    console.warn(`ADMIN_EMAILS check failed for ${viewer.userId}: ${(error as Error).message}`);
    return false;
  }
}
