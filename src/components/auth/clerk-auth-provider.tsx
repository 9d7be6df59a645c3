import "server-only";
import type { ReactNode } from "react";
import { env } from "@/env";
import { clerkKeysFrom } from "@/lib/auth/clerk-keys";

/**
 * Clerk's ClerkProvider around the pages that sign people in (the /auth, /account and /admin
 * layouts; never the root layout: the storefront loads no auth code). With Clerk off it renders
 * its children alone and Clerk is never imported (it throws without keys). `dynamic`: these pages
 * render per request under the proxy's nonce policy, and Clerk reads the nonce for its scripts
 * from that policy.
 */
export async function ClerkAuthProvider({ children }: { children: ReactNode }) {
  const keys = clerkKeysFrom(env);
  if (!keys) return children;
  const { ClerkProvider } = await import("@clerk/nextjs");
  return (
    <ClerkProvider publishableKey={keys.publishableKey} dynamic>
      {children}
    </ClerkProvider>
  );
}
