import type { AuthProvider } from "./types";
import { SESSION_COOKIE, sessionIdFor } from "./local-accounts";

function readCookie(headers: Headers, name: string) {
  for (const part of (headers.get("cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

/** Local default of the auth port: database sessions behind an httpOnly cookie. */
export const localAuthProvider: AuthProvider = {
  name: "local",
  async getViewer(headers, db) {
    const token = readCookie(headers, SESSION_COOKIE);
    if (!token) return null;
    const session = await db.session.findUnique({
      where: { id: sessionIdFor(token) },
      select: { expiresAt: true, user: { select: { id: true, email: true } } },
    });
    if (!session || session.expiresAt <= new Date()) return null;
    return { userId: session.user.id, email: session.user.email };
  },
  async findUserIdByEmail(email, db) {
    const user = await db.user.findUnique({ where: { email: email.toLowerCase() }, select: { id: true } });
    return user?.id ?? null;
  },
};
