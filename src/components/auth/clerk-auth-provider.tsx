import "server-only";
import type { ReactNode } from "react";
import { env } from "@/env";
import { clerkKeysFrom } from "@/lib/auth/clerk-keys";

/**
 * Clerk's module, unless the build was made with Clerk off (NEXT_PUBLIC_CLERK_ON "0", set by
 * next.config.mjs): then the bundler drops this import, and with it ClerkProvider's code from
 * the layouts' browser chunks (a server-side import alone still ships it to /auth). Such a
 * build stays off even if keys appear later, as its browser code does. Outside a build (tests)
 * the keys alone decide.
 */
const loadClerk = process.env.NEXT_PUBLIC_CLERK_ON === "0" ? null : () => import("@clerk/nextjs");

/**
 * Clerk's ClerkProvider around the pages that sign people in (the /auth, /account and /admin
 * layouts; never the root layout: the storefront loads no auth code). With Clerk off it renders
 * its children alone and Clerk is never imported (it throws without keys). `dynamic`: these pages
 * render per request under the proxy's nonce policy, and Clerk reads the nonce for its scripts
 * from that policy.
 */
export async function ClerkAuthProvider({ children }: { children: ReactNode }) {
  const keys = clerkKeysFrom(env);
  if (!keys || !loadClerk) return children;
  const { ClerkProvider } = await loadClerk();
  return (
    <ClerkProvider publishableKey={keys.publishableKey} dynamic>
      {children}
    </ClerkProvider>
  );
}
