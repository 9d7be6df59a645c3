import { createAuthClient } from "better-auth/react";
import type { AuthActions, AuthFailure, AuthResult } from "./auth-actions";

/** Better Auth's browser client, same origin (/api/auth), with its React session hook. Loaded only by /auth, /account and /admin. */
export const client = createAuthClient();

type BetterAuthError = { code?: string; message?: string; status?: number; statusText?: string } | null;

/** Better Auth's error codes → the form's failures (docs/product.md#messages: wrong credentials and the rest). */
export function failureOf(error: NonNullable<BetterAuthError>): { ok: false; reason: AuthFailure; message: string } {
  const message = error.message || error.statusText || "Request failed";
  const reason: AuthFailure =
    error.code === "INVALID_EMAIL_OR_PASSWORD"
      ? "invalid-credentials"
      : error.code === "EMAIL_NOT_VERIFIED"
        ? "email-not-confirmed"
        : error.code === "USER_ALREADY_EXISTS" || error.code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL"
          ? "account-exists"
          : "other";
  return { ok: false, reason, message };
}

const resultOf = ({ error }: { error: BetterAuthError }): AuthResult => (error ? failureOf(error) : { ok: true });

/** The /auth form's actions on Better Auth (the local accounts). */
export const betterAuthActions: AuthActions = {
  async signIn(email, password) {
    return resultOf(await client.signIn.email({ email, password }));
  },
  async signUp(email, password) {
    // The confirmation link comes back to /auth, which says the address is confirmed (the
    // server sets that path on every confirmation link: src/server/auth/better-auth.ts).
    return resultOf(await client.signUp.email({ email, password, name: "" }));
  },
  async requestPasswordReset(email) {
    return resultOf(await client.requestPasswordReset({ email, redirectTo: "/auth/reset" }));
  },
  async signOut() {
    // The server ends every session of the user (src/server/auth/better-auth.ts); docs/product.md#accounts: a
    // 401/403/404 answer is ignored (the cookie is gone either way).
    await client.signOut();
  },
};

/** The reset page's call: sets the new password for the token the e-mailed link carried. */
export async function resetPassword(token: string, newPassword: string): Promise<AuthResult> {
  return resultOf(await client.resetPassword({ token, newPassword }));
}
