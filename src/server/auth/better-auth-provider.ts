import "server-only";
import { getSessionCookie } from "better-auth/cookies";
import { verifiedLocalEmail } from "@/server/auth/roles";
import { authFor } from "./better-auth";
import type { AuthProvider } from "./port";

/**
 * Local default of the auth port: Better Auth on our database (src/server/auth/better-auth.ts):
 * e-mail + password accounts, verified e-mail, database sessions behind an httpOnly cookie.
 */
export function betterAuthProvider(): AuthProvider {
  return {
    name: "local",
    async getViewer(headers, db) {
      // No session cookie (either of Better Auth's two names), no session: Better Auth's own
      // getSession answers null too, but only after running its endpoint machinery, which every
      // guest's tRPC call (the checkout's included) would pay in CPU (docs/performance.md, "The checkout").
      if (!getSessionCookie(headers)) return null;
      const result = await authFor(db).api.getSession({ headers });
      return result ? { userId: result.user.id, email: result.user.email } : null;
    },
    async findUserIdByEmail(email, db) {
      const user = await db.user.findUnique({ where: { email: email.trim().toLowerCase() }, select: { id: true } });
      return user?.id ?? null;
    },
    verifiedEmailOf: (userId, db) => verifiedLocalEmail(db, userId),
  };
}
