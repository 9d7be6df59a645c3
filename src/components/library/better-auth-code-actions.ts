import { createAuthClient } from "better-auth/client";
import { emailOTPClient } from "better-auth/client/plugins";
import { libraryMessages } from "@/lib/messages";
import type { CodeResult, LibraryCodeActions } from "./code-actions";

/** Better Auth's browser client with the emailOTP endpoints, same origin (/api/auth). Loaded only by /library. */
const client = createAuthClient({ plugins: [emailOTPClient()] });

type BetterAuthError = { code?: string; message?: string; status?: number; statusText?: string } | null;

/** The emailOTP plugin's codes (and our limits') → the library's texts. */
export function codeFailure(error: NonNullable<BetterAuthError>): Extract<CodeResult, { ok: false }> {
  const m = libraryMessages;
  const known: Record<string, string> = {
    INVALID_OTP: m.badCode,
    OTP_EXPIRED: m.expiredCode,
    TOO_MANY_ATTEMPTS: m.tooManyTries,
    TOO_MANY_REQUESTS: m.rateLimited,
  };
  if (error.status === 429) return { ok: false, message: m.rateLimited };
  // Our own refusals carry our texts (a bad address, the code's format): shown as they are.
  return { ok: false, message: known[error.code ?? ""] ?? error.message ?? m.sendFailed };
}

const resultOf = ({ error }: { error: BetterAuthError }): CodeResult => (error ? codeFailure(error) : { ok: true });

/** The library's code form on Better Auth's emailOTP plugin (the local default). */
export const betterAuthCodeActions: LibraryCodeActions = {
  async sendCode(email) {
    return resultOf(await client.emailOtp.sendVerificationOtp({ email, type: "sign-in" }));
  },
  async enterCode(email, code) {
    return resultOf(await client.signIn.emailOtp({ email, otp: code }));
  },
};
