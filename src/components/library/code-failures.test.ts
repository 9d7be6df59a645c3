import { describe, expect, it } from "vitest";
import { libraryMessages as m } from "@/lib/messages";
import { codeFailure } from "./better-auth-code-actions";
import { clerkCodeFailure } from "./clerk-code-actions";

describe("the library code form's failures", () => {
  it("Better Auth's emailOTP codes and our limits get the library's texts; our own refusals keep theirs", () => {
    expect(codeFailure({ code: "INVALID_OTP", message: "Invalid OTP", status: 400 }).message).toBe(m.badCode);
    expect(codeFailure({ code: "OTP_EXPIRED", message: "OTP expired", status: 400 }).message).toBe(m.expiredCode);
    expect(codeFailure({ code: "TOO_MANY_ATTEMPTS", message: "Too many attempts", status: 403 }).message).toBe(m.tooManyTries);
    expect(codeFailure({ code: "RATE_LIMITED", message: "x", status: 429 }).message).toBe(m.rateLimited);
    expect(codeFailure({ code: "INVALID_CODE_FORMAT", message: m.codeFormat, status: 400 }).message).toBe(m.codeFormat);
    expect(codeFailure({ status: 500 }).message).toBe(m.sendFailed);
  });

  it("Clerk's codes get the same texts; others keep Clerk's own message", () => {
    expect(clerkCodeFailure({ errors: [{ code: "form_code_incorrect", message: "Incorrect code" }] }).message).toBe(m.badCode);
    expect(clerkCodeFailure({ errors: [{ code: "verification_expired" }] }).message).toBe(m.expiredCode);
    expect(clerkCodeFailure({ code: "too_many_requests" }).message).toBe(m.rateLimited);
    expect(clerkCodeFailure({ errors: [{ code: "something_else", longMessage: "Clerk says no." }] }).message).toBe("Clerk says no.");
  });
});
