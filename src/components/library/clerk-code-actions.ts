"use client";

import { useSignIn, useSignUp } from "@clerk/nextjs";
import { useMemo, useRef } from "react";
import { libraryMessages } from "@/lib/messages";
import type { CodeResult, LibraryCodeActions } from "./code-actions";

type ClerkErrorLike = { code?: string; errors?: { code?: string; longMessage?: string; message?: string }[]; message?: string } | null;

const codeOf = (error: ClerkErrorLike) => error?.errors?.[0]?.code ?? error?.code;

/** Clerk's codes → the library's texts; anything else with Clerk's own message. */
export function clerkCodeFailure(error: NonNullable<ClerkErrorLike>): Extract<CodeResult, { ok: false }> {
  const m = libraryMessages;
  const known: Record<string, string> = {
    form_code_incorrect: m.badCode,
    verification_expired: m.expiredCode,
    verification_failed: m.tooManyTries,
    too_many_requests: m.rateLimited,
  };
  const first = error.errors?.[0];
  return { ok: false, message: known[codeOf(error) ?? ""] ?? first?.longMessage ?? first?.message ?? error.message ?? m.sendFailed };
}

/**
 * The library's code form on Clerk (Core 3 custom flows), when Clerk is on: a known address signs
 * in with Clerk's e-mail code (`signIn.emailCode`); an address Clerk does not know signs up with
 * one (`signUp.verifications.sendEmailCode`), so the answer is the same either way. Clerk makes,
 * mails, times and counts the code. Call it only under ClerkAuthProvider.
 */
export function useClerkCodeActions(): LibraryCodeActions {
  const { signIn } = useSignIn();
  const { signUp } = useSignUp();
  const flow = useRef<"sign-in" | "sign-up">("sign-in");

  return useMemo<LibraryCodeActions>(
    () => ({
      async sendCode(email) {
        const sent = await signIn.emailCode.sendCode({ emailAddress: email });
        if (!sent.error) {
          flow.current = "sign-in";
          return { ok: true };
        }
        if (codeOf(sent.error as ClerkErrorLike) !== "form_identifier_not_found")
          return clerkCodeFailure(sent.error as ClerkErrorLike & object);
        const created = await signUp.create({ emailAddress: email });
        if (created.error) return clerkCodeFailure(created.error as ClerkErrorLike & object);
        const mailed = await signUp.verifications.sendEmailCode();
        if (mailed.error) return clerkCodeFailure(mailed.error as ClerkErrorLike & object);
        flow.current = "sign-up";
        return { ok: true };
      },
      async enterCode(_email, code) {
        if (flow.current === "sign-up") {
          const verified = await signUp.verifications.verifyEmailCode({ code });
          if (verified.error) return clerkCodeFailure(verified.error as ClerkErrorLike & object);
          const done = await signUp.finalize();
          return done.error ? clerkCodeFailure(done.error as ClerkErrorLike & object) : { ok: true };
        }
        const verified = await signIn.emailCode.verifyCode({ code });
        if (verified.error) return clerkCodeFailure(verified.error as ClerkErrorLike & object);
        const done = await signIn.finalize();
        return done.error ? clerkCodeFailure(done.error as ClerkErrorLike & object) : { ok: true };
      },
    }),
    [signIn, signUp],
  );
}
