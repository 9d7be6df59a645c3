import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { BrowserContext } from "@playwright/test";
import { e2eQuery } from "./database";

/**
 * Signs a browser context in as `email` (created if new; given the admin role when `admin`) by
 * opening a session in the e2e server's database and setting its cookie, so journeys that are
 * not about signing in start signed in. The accounts journeys sign in through /auth instead.
 */
export async function signInAs(context: BrowserContext, baseURL: string, email: string, opts: { admin?: boolean } = {}) {
  const [user] = await e2eQuery<{ id: string }>(
    `INSERT INTO "User" (id, email, "confirmedAt") VALUES ($1, $2, now())
     ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email RETURNING id`,
    [randomUUID(), email.toLowerCase()],
  );
  if (opts.admin) {
    await e2eQuery(`INSERT INTO "UserRole" (id, "userId", role) VALUES ($1, $2, 'admin') ON CONFLICT DO NOTHING`, [
      randomUUID(),
      user!.id,
    ]);
  }
  const token = randomBytes(32).toString("base64url");
  await e2eQuery(`INSERT INTO "Session" (id, "userId", "expiresAt") VALUES ($1, $2, now() + interval '1 day')`, [
    createHash("sha256").update(token).digest("hex"),
    user!.id,
  ]);
  await context.addCookies([{ name: "fg_session", value: token, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  return user!.id;
}
