"use client";

import type { ClientViewer } from "./client-viewer";
import { client } from "./better-auth-actions";

function useBetterAuthViewer(): ClientViewer {
  const { data, isPending } = client.useSession();
  return { viewer: data ? { userId: data.user.id, email: data.user.email.toLowerCase() } : null, loading: isPending };
}

/**
 * The client's one viewer hook: Better Auth's session, or Clerk's user when Clerk is
 * on, chosen at build time like useAuthActions (src/components/auth/use-auth-actions.ts says why
 * the condition is written out and Clerk's module required). Only the /auth, /account and /admin
 * pages load it (Clerk's needs ClerkAuthProvider above); the storefront never does.
 */
export const useViewer: () => ClientViewer =
  process.env.NEXT_PUBLIC_CLERK_ON === "1"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- only a require in a dead branch is dropped
      (require("./clerk-viewer") as typeof import("./clerk-viewer")).useClerkViewer
    : useBetterAuthViewer;
