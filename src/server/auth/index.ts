import "server-only";
import { env } from "@/env";
import { clerkKeysFrom } from "@/lib/auth/clerk-keys";
import { betterAuthProvider } from "./better-auth-provider";
import type { AuthProvider } from "./port";

let provider: AuthProvider | undefined;

/**
 * The Clerk adapter, imported on first use only: @clerk/nextjs throws when its keys are missing,
 * so with no keys it is never loaded at all.
 */
function lazyClerkProvider(keys: { secretKey: string; publishableKey: string }): AuthProvider {
  let adapter: Promise<AuthProvider> | undefined;
  const load = () =>
    (adapter ??= import("./clerk").then(({ clerkAuthProvider }) =>
      clerkAuthProvider({
        ...keys,
        jwtKey: env.CLERK_JWT_KEY,
        authorizedParties: [new URL(env.NEXT_PUBLIC_SITE_URL).origin],
      }),
    ));
  return {
    name: "clerk",
    getViewer: async (headers, db) => (await load()).getViewer(headers, db),
    findUserIdByEmail: async (email, db) => (await load()).findUserIdByEmail(email, db),
    verifiedEmailOf: async (userId, db) => (await load()).verifiedEmailOf(userId, db),
  };
}

/**
 * The auth adapter, chosen once: Clerk when both of its keys are set (src/proxy.ts and the
 * ClerkAuthProvider follow the same rule), local accounts otherwise.
 */
export function getAuthProvider(): AuthProvider {
  const keys = clerkKeysFrom(env);
  provider ??= keys ? lazyClerkProvider(keys) : betterAuthProvider();
  return provider;
}

/** Tests swap the adapter. */
export function setAuthProvider(next: AuthProvider | undefined) {
  provider = next;
}
