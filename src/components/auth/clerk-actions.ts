"use client";

import { useClerk, useSignIn, useSignUp } from "@clerk/nextjs";
import { useMemo } from "react";
import { authFailureFromClerk } from "@/lib/auth/clerk-errors";
import type { AuthActions, AuthResult } from "./auth-actions";

const done: AuthResult = { ok: true };
/** A Clerk call's `{ error }` as the form's result. */
const resultOf = ({ error }: { error: unknown }): AuthResult => (error ? authFailureFromClerk(error) : done);

/** Clerk on: what the /auth form asks of the auth adapter, beyond the shared actions. */
export interface ClerkAuthActions extends AuthActions {
  /**
   * Clerk resets passwords with a code e-mailed by `requestPasswordReset` (not a link): the
   * reset step asks for that code and the new password, in the same browser. Other sessions end.
   */
  completePasswordReset(code: string, newPassword: string): Promise<AuthResult>;
}

/**
 * The /auth form's actions on Clerk's custom-flow API (Core 3 `useSignIn` / `useSignUp`). Call it
 * only under ClerkAuthProvider with Clerk on (the hooks throw outside ClerkProvider).
 *
 * E-mail confirmation is by **link** (`sendEmailLink`), not code: the form only says "check your
 * e-mail" and clears, as with the local accounts; the link (opened in any browser) verifies the
 * address with Clerk and lands on /auth, where the visitor signs in with the password. A code
 * would need a code field the form does not have.
 */
export function useClerkAuthActions(): ClerkAuthActions {
  const { signIn } = useSignIn();
  const { signUp } = useSignUp();
  const clerk = useClerk();

  return useMemo<ClerkAuthActions>(
    () => ({
      async signIn(email, password) {
        const attempt = await signIn.password({ emailAddress: email, password });
        if (attempt.error) return authFailureFromClerk(attempt.error);
        // A second factor or a new-device check: not something this form offers.
        if (signIn.status !== "complete")
          return { ok: false, reason: "other", message: `Sign-in needs another step Clerk asked for (${signIn.status}).` };
        return resultOf(await signIn.finalize());
      },

      async signUp(email, password) {
        const created = await signUp.password({ emailAddress: email, password });
        if (created.error) return authFailureFromClerk(created.error);
        return resultOf(await signUp.verifications.sendEmailLink({ verificationUrl: `${window.location.origin}/auth` }));
      },

      async requestPasswordReset(email) {
        const started = await signIn.create({ identifier: email });
        if (started.error) {
          const failure = authFailureFromClerk(started.error);
          // The same answer whether or not the address has an account.
          return failure.reason === "invalid-credentials" ? done : failure;
        }
        return resultOf(await signIn.resetPasswordEmailCode.sendCode());
      },

      async completePasswordReset(code, newPassword) {
        const verified = await signIn.resetPasswordEmailCode.verifyCode({ code });
        if (verified.error) return authFailureFromClerk(verified.error);
        const submitted = await signIn.resetPasswordEmailCode.submitPassword({ password: newPassword, signOutOfOtherSessions: true });
        if (submitted.error) return authFailureFromClerk(submitted.error);
        return signIn.status === "complete" ? resultOf(await signIn.finalize()) : done;
      },

      async signOut() {
        // docs/product.md#accounts, global scope: every session of the user (other devices too), then this one.
        const current = clerk.session?.id;
        const sessions = (await clerk.user?.getSessions()) ?? [];
        await Promise.allSettled(sessions.filter((s) => s.id !== current && s.status === "active").map((s) => s.revoke()));
        await clerk.signOut();
      },
    }),
    [signIn, signUp, clerk],
  );
}
