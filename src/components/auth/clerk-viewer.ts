"use client";

import { useUser } from "@clerk/nextjs";
import type { ClientViewer } from "./client-viewer";

/** Clerk on: the viewer from Clerk's user (under ClerkAuthProvider). Loaded through useViewer only. */
export function useClerkViewer(): ClientViewer {
  const { isLoaded, user } = useUser();
  return {
    viewer: user ? { userId: user.id, email: user.primaryEmailAddress?.emailAddress.toLowerCase() ?? null } : null,
    loading: !isLoaded,
  };
}
