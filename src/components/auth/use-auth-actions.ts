"use client";

import { clerkInBrowser } from "@/lib/auth/clerk-in-browser";
import type { AuthActions, AuthResult } from "./auth-actions";
import { betterAuthActions, resetPassword } from "./better-auth-actions";
import { useClerkAuthActions } from "./clerk-actions";

/**
 * The auth adapter the /auth form drives in the browser: Better Auth by default, Clerk's
 * actions when Clerk is on. Chosen once, at build time (a constant, so the hook rules hold and a
 * build without keys drops Clerk's code). Clerk's hooks need ClerkAuthProvider above (the /auth,
 * /account and /admin layouts).
 */
export const useAuthActions: () => AuthActions = clerkInBrowser ? useClerkAuthActions : () => betterAuthActions;

/**
 * The reset page's call. Better Auth: the token of the e-mailed link; Clerk: the code it e-mailed
 * (its reset is code-based, in the browser that asked for it). Either way, other sessions end.
 */
export const usePasswordReset: () => (secret: string, newPassword: string) => Promise<AuthResult> = clerkInBrowser
  ? () => useClerkAuthActions().completePasswordReset
  : () => resetPassword;
