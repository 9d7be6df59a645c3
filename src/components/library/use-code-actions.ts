"use client";

import { betterAuthCodeActions } from "./better-auth-code-actions";
import type { LibraryCodeActions } from "./code-actions";

/**
 * The library's code actions: Better Auth's emailOTP by default, Clerk's e-mail code when Clerk
 * is on, chosen at build time as src/components/auth/use-auth-actions.ts does (only a require in
 * a dead branch is dropped from a build without Clerk).
 */
export const useLibraryCodeActions: () => LibraryCodeActions =
  process.env.NEXT_PUBLIC_CLERK_ON === "1"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above: only a require in a dead branch is dropped
      (require("./clerk-code-actions") as typeof import("./clerk-code-actions")).useClerkCodeActions
    : () => betterAuthCodeActions;
