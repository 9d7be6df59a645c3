"use client";

import { useUser } from "@clerk/nextjs";
import { clerkInBrowser } from "@/lib/auth/clerk-in-browser";
import { client } from "./better-auth-actions";

/** Who is signed in, in the browser: the same shape as the server's getViewer(), whichever adapter runs. */
export type ClientViewer = { viewer: { userId: string; email: string | null } | null; loading: boolean };

function useBetterAuthViewer(): ClientViewer {
  const { data, isPending } = client.useSession();
  return { viewer: data ? { userId: data.user.id, email: data.user.email.toLowerCase() } : null, loading: isPending };
}

function useClerkViewer(): ClientViewer {
  const { isLoaded, user } = useUser();
  return { viewer: user ? { userId: user.id, email: user.primaryEmailAddress?.emailAddress.toLowerCase() ?? null } : null, loading: !isLoaded };
}

/**
 * The client's one viewer hook (issue 11), chosen at build time like useAuthActions. Only the
 * /auth, /account and /admin pages load it (Clerk's needs ClerkAuthProvider above); the
 * storefront never does.
 */
export const useViewer: () => ClientViewer = clerkInBrowser ? useClerkViewer : useBetterAuthViewer;
