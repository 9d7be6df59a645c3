import "server-only";
import { createClerkClient } from "@clerk/nextjs/server";
import type { AuthProvider, Viewer } from "./port";

/** What the Clerk adapter needs: the keys, and optionally the PEM key for verifying sessions without a network call. */
export type ClerkAdapterOptions = {
  secretKey: string;
  publishableKey: string;
  /** CLERK_JWT_KEY: the instance's PEM public key. Unset, Clerk fetches (and caches) its JWKS. */
  jwtKey?: string;
  /** Origins whose session tokens are accepted (the token's `azp`): the site's own. */
  authorizedParties: string[];
  /** Only to point the Backend API elsewhere (the offline contract test's fake). */
  apiUrl?: string;
};

const EMAIL_TTL_MS = 5 * 60_000;
const EMAIL_CACHE_MAX = 1000;

/**
 * Clerk adapter of the auth port. Loaded only when both Clerk keys are set (src/server/auth/index.ts
 * imports it dynamically: @clerk/nextjs throws without keys).
 *
 * The viewer comes from Clerk's own `authenticateRequest` on the request's headers (the `__session`
 * cookie, or an `Authorization: Bearer` session token) — what `auth()` reads after
 * `clerkMiddleware`, but taken from the headers the port is given, so tRPC, route handlers and
 * server components see the same viewer, and a route outside the proxy's matcher cannot make it
 * throw. A token Clerk does not accept (expired, forged, another site's, a pending handshake) is
 * nobody. The admin check stays ours: the `user_roles` row for the Clerk user id (docs/product.md#accounts).
 */
export function clerkAuthProvider(options: ClerkAdapterOptions): AuthProvider {
  const clerk = createClerkClient({
    secretKey: options.secretKey,
    publishableKey: options.publishableKey,
    jwtKey: options.jwtKey,
    apiUrl: options.apiUrl,
    telemetry: { disabled: true },
  });
  // Session tokens carry no e-mail unless the instance adds an `email` claim (docs/accounts.md#with-clerk);
  // without it, the Backend API is asked once per user and the answer kept a while.
  // The same answer says whether Clerk verified the address (ADMIN_EMAILS trusts only that).
  type Known = { email: string | null; verified: boolean; until: number };
  const users = new Map<string, Known>();

  async function lookUp(userId: string): Promise<Known> {
    const cached = users.get(userId);
    if (cached && cached.until > Date.now()) return cached;
    const user = await clerk.users.getUser(userId);
    const primary = user.primaryEmailAddress;
    const known = {
      email: primary?.emailAddress.toLowerCase() ?? null,
      verified: primary?.verification?.status === "verified",
      until: Date.now() + EMAIL_TTL_MS,
    };
    if (users.size >= EMAIL_CACHE_MAX) users.delete(users.keys().next().value!);
    users.set(userId, known);
    return known;
  }

  async function emailOf(userId: string, claims: Record<string, unknown>): Promise<string | null> {
    if (typeof claims.email === "string") return claims.email.toLowerCase();
    return (await lookUp(userId)).email;
  }

  return {
    name: "clerk",
    async getViewer(headers): Promise<Viewer | null> {
      try {
        const state = await clerk.authenticateRequest(new Request(options.authorizedParties[0] ?? "http://localhost", { headers }), {
          jwtKey: options.jwtKey,
          authorizedParties: options.authorizedParties,
        });
        if (!state.isSignedIn) return null;
        const { userId, sessionClaims } = state.toAuth();
        return { userId, email: await emailOf(userId, sessionClaims) };
      } catch (error) {
        // The port never throws for a bad token; an unreachable Clerk is logged and treated as nobody.
        console.warn(`Clerk could not authenticate the request: ${(error as Error).message}`);
        return null;
      }
    },
    async findUserIdByEmail(email) {
      const address = email.toLowerCase();
      const { data } = await clerk.users.getUserList({ emailAddress: [address], limit: 10 });
      const user = data.find((u) => u.emailAddresses.some((e) => e.emailAddress.toLowerCase() === address));
      return user?.id ?? null;
    },
    async verifiedEmailOf(userId) {
      // A session claim says nothing about verification: Clerk's user record does.
      const { email, verified } = await lookUp(userId);
      return verified ? email : null;
    },
  };
}
