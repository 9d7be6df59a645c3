import "server-only";
import { createHash } from "node:crypto";
import { APIError } from "better-auth/api";
import { isPlainSitePath } from "@/lib/safe-redirect";
import { isValidEmail } from "@/lib/validation/fields";
import { AppError } from "@/server/errors";
import { emitOrFail } from "@/server/jobs";
import { authMessages } from "@/lib/messages";

/** Better Auth's own answer to "Forgot password?", word for word, whether the account exists or not. */
export const resetRequestedAnswer = {
  status: true,
  message: "If this email exists in our system, check your email for the reset link",
} as const;

/**
 * "Forgot password?" (POST /api/auth/request-password-reset), as "e-mail me fresh links" does
 * it (src/server/services/downloads/fresh-links.ts): checks only what needs no account (a valid
 * address, a redirect that is a path on this site), hands the request to the job engine and
 * answers. The lookup, the token and the e-mail happen in the job, so an account's answer and a
 * stranger's take the same time (docs/production.md#item-9-forgot-password-for-an-account-and-for-a-stranger).
 * Better Auth's rate limit (5 per 15 minutes per client) runs before this.
 */
export async function queuePasswordReset(body: unknown, failureMessage: string, now = new Date()) {
  const fields = (body && typeof body === "object" ? body : {}) as { email?: unknown; redirectTo?: unknown };
  const email = typeof fields.email === "string" ? fields.email.trim().toLowerCase() : "";
  if (!isValidEmail(email)) throw new APIError("BAD_REQUEST", { code: "INVALID_EMAIL", message: authMessages.invalidEmail.description });
  const redirectTo = fields.redirectTo;
  if (redirectTo !== undefined && (typeof redirectTo !== "string" || !isPlainSitePath(redirectTo))) {
    // Better Auth's own refusal of a redirect to another site.
    throw new APIError("FORBIDDEN", { code: "INVALID_REDIRECTURL", message: "Invalid redirectURL" });
  }
  const minute = Math.floor(now.getTime() / 60_000);
  const requestKey = createHash("sha256")
    .update(`${email}\n${redirectTo ?? ""}\n${minute}`)
    .digest("base64url")
    .slice(0, 32);
  try {
    await emitOrFail("password-reset/requested", { email, redirectTo, requestKey, requestedAt: now.toISOString() }, failureMessage);
  } catch (error) {
    if (error instanceof AppError) throw new APIError("SERVICE_UNAVAILABLE", { code: "MAIL_UNAVAILABLE", message: failureMessage });
    throw error;
  }
  return resetRequestedAnswer;
}
