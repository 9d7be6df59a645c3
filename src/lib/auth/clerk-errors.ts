import type { AuthFailure, AuthResult } from "./auth-result";

type Failure = Extract<AuthResult, { ok: false }>;

/** Clerk's codes for what the /auth form words itself (docs/product.md#messages); anything else is shown with Clerk's own message. */
const reasonByCode: Record<string, AuthFailure> = {
  form_password_incorrect: "invalid-credentials",
  form_identifier_not_found: "invalid-credentials",
  form_identifier_exists: "account-exists",
  // An address whose verification is still pending (Clerk's verification status).
  unverified: "email-not-confirmed",
};

type ClerkErrorLike = { code?: unknown; message?: unknown; longMessage?: unknown; errors?: unknown };
const isObject = (v: unknown): v is ClerkErrorLike => typeof v === "object" && v !== null;
const text = (v: unknown) => (typeof v === "string" && v.trim() ? v : undefined);

/**
 * A failed Clerk call as the form's failure. Clerk answers either a ClerkAPIResponseError (its
 * `errors` list of `{ code, message, longMessage }` from the Frontend API) or a ClerkError with
 * one `code`; the first code we know decides, and the message is Clerk's longest for the first
 * error (what 'Login Error' / 'Signup Error' show). Pure, so it is unit-tested without Clerk.
 */
export function authFailureFromClerk(error: unknown): Failure {
  const entries = isObject(error) && Array.isArray(error.errors) ? error.errors.filter(isObject) : isObject(error) ? [error] : [];
  const known = entries.find((e) => typeof e.code === "string" && e.code in reasonByCode);
  const first = entries[0];
  const message =
    text(first?.longMessage) ??
    text(first?.message) ??
    (error instanceof Error ? text(error.message) : text(error)) ??
    "Something went wrong. Please try again.";
  return { ok: false, reason: known ? reasonByCode[known.code as string]! : "other", message };
}
