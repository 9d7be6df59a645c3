"use client";

import type { AuthActions, AuthResult } from "./auth-actions";
import { betterAuthActions, resetPassword } from "./better-auth-actions";
import type { ClerkAuthActions } from "./clerk-actions";

/**
 * Clerk's actions when Clerk is on, else null. The condition is written out here, not imported
 * (src/lib/auth/clerk-in-browser.ts holds the same rule): the bundler replaces the variable with
 * its build-time value and drops a `require` in a dead branch, while an `import` — or a
 * condition from another module — keeps Clerk's code in every build (measured on the /auth page).
 */
const useClerkAuthActions: (() => ClerkAuthActions) | null =
  process.env.NEXT_PUBLIC_CLERK_ON === "1"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above: only a require in a dead branch is dropped
      (require("./clerk-actions") as typeof import("./clerk-actions")).useClerkAuthActions
    : null;

/**
 * The auth adapter the /auth form drives in the browser: Better Auth by default, Clerk's
 * actions when Clerk is on. Chosen once, at build time (a constant, so the hook rules hold).
 * Clerk's hooks need ClerkAuthProvider above (the /auth, /account and /admin layouts).
 */
export const useAuthActions: () => AuthActions = useClerkAuthActions ?? (() => betterAuthActions);

/**
 * The reset page's call. Better Auth: the token of the e-mailed link; Clerk: the code it e-mailed
 * (its reset is code-based, in the browser that asked for it). Either way, other sessions end.
 */
export const usePasswordReset: () => (secret: string, newPassword: string) => Promise<AuthResult> = useClerkAuthActions
  ? () => useClerkAuthActions().completePasswordReset
  : () => resetPassword;
