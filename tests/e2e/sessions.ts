import { createHmac, randomBytes, randomUUID } from "node:crypto";
import type { BrowserContext } from "@playwright/test";
import { e2eQuery } from "./database";

/** The e2e server's BETTER_AUTH_SECRET (tests/e2e/serve.ts). */
const E2E_AUTH_SECRET = "e2e-only-better-auth-secret-0123456789abcdef";

/**
 * Signs a browser context in as `email` (a verified account, created if new; given the admin role
 * when `admin`) by writing a Better Auth session in the e2e server's database and setting its
 * signed cookie, so journeys that are not about signing in start signed in. The accounts
 * journey (auth.spec.ts) signs in through /auth instead.
 */
export async function signInAs(context: BrowserContext, baseURL: string, email: string, opts: { admin?: boolean } = {}) {
  const [user] = await e2eQuery<{ id: string }>(
    `INSERT INTO "User" (id, email, "emailVerified") VALUES ($1, $2, true)
     ON CONFLICT (email) DO UPDATE SET "emailVerified" = true RETURNING id`,
    [randomUUID(), email.toLowerCase()],
  );
  if (opts.admin) {
    await e2eQuery(`INSERT INTO "UserRole" (id, "userId", role) VALUES ($1, $2, 'admin') ON CONFLICT DO NOTHING`, [
      randomUUID(),
      user!.id,
    ]);
  }
  const token = randomBytes(24).toString("base64url");
  await e2eQuery(`INSERT INTO "Session" (id, token, "userId", "expiresAt") VALUES ($1, $2, $3, now() + interval '1 day')`, [
    randomUUID(),
    token,
    user!.id,
  ]);
  // Better Auth's signed cookie: token.base64(HMAC-SHA256(secret, token)), URI-encoded. On a
  // plain-http loopback server the cookie is not Secure, so it has no __Secure- prefix.
  const value = encodeURIComponent(`${token}.${createHmac("sha256", E2E_AUTH_SECRET).update(token).digest("base64")}`);
  await context.addCookies([{ name: "better-auth.session_token", value, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  return user!.id;
}
