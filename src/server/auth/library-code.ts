import "server-only";
import { createHash } from "node:crypto";
import { APIError } from "better-auth/api";
import { authMessages, libraryMessages } from "@/lib/messages";
import { isValidEmail } from "@/lib/validation/fields";
import type { Db } from "@/server/db/open";
import { AppError } from "@/server/errors";
import { emitOrFail } from "@/server/jobs";
import { rateRules, takeRateLimit } from "@/server/rate-limit";

/** How long a library code works, and how many wrong tries it takes (docs/product.md#the-library-without-a-password). */
export const LIBRARY_CODE = { length: 6, ttlSeconds: 10 * 60, tries: 5 } as const;

/** The answer to every accepted "e-mail me a code", word for word Better Auth's own. */
export const libraryCodeAnswer = { success: true } as const;

const tooMany = () => new APIError("TOO_MANY_REQUESTS", { code: "TOO_MANY_REQUESTS", message: libraryMessages.rateLimited });

/**
 * "E-mail me a code" (POST /api/auth/email-otp/send-verification-otp from a browser), as
 * "Forgot password?" does it (src/server/auth/password-reset.ts): checks only what needs no
 * lookup — a valid address, the sign-in type, the limits per client and per address — hands the
 * request to the job engine and answers. Whether the address bought anything, the code and the
 * e-mail are the job's (library-code-email.ts), so a buyer's answer and a stranger's are the same
 * text on the same path.
 */
export async function queueLibraryCode(db: Db, body: unknown, client: string | null, now = new Date()) {
  const fields = (body && typeof body === "object" ? body : {}) as { email?: unknown; type?: unknown };
  const email = typeof fields.email === "string" ? fields.email.trim().toLowerCase() : "";
  if (!isValidEmail(email)) throw new APIError("BAD_REQUEST", { code: "INVALID_EMAIL", message: authMessages.invalidEmail.description });
  // Codes for anything but opening the library (e-mail verification, password resets) are not offered.
  if (fields.type !== "sign-in") throw new APIError("BAD_REQUEST", { code: "INVALID_OTP_TYPE", message: libraryMessages.onlySignIn });
  if (!(await takeRateLimit(db, rateRules.libraryCodeClient, client ?? "unknown", now)).allowed) throw tooMany();
  if (!(await takeRateLimit(db, rateRules.libraryCodeEmail, email, now)).allowed) throw tooMany();
  const minute = Math.floor(now.getTime() / 60_000);
  const requestKey = createHash("sha256").update(`${email}\n${minute}`).digest("base64url").slice(0, 32);
  try {
    await emitOrFail("library-code/requested", { email, requestKey, requestedAt: now.toISOString() }, libraryMessages.sendFailed);
  } catch (error) {
    if (error instanceof AppError)
      throw new APIError("SERVICE_UNAVAILABLE", { code: "MAIL_UNAVAILABLE", message: libraryMessages.sendFailed });
    throw error;
  }
  return libraryCodeAnswer;
}

/** Entering the code (POST /api/auth/sign-in/email-otp): limited per client; each code allows LIBRARY_CODE.tries. */
export async function limitLibraryCodeEntry(db: Db, client: string | null, now = new Date()) {
  if (!(await takeRateLimit(db, rateRules.libraryCodeEntry, client ?? "unknown", now)).allowed) throw tooMany();
}
