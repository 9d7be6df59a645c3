import { describe, expect, it } from "vitest";
import { authFailureFromClerk } from "./clerk-errors";

/** What a ClerkAPIResponseError carries: the Frontend API's error list. */
const apiError = (...errors: { code: string; message: string; longMessage?: string }[]) =>
  Object.assign(new Error("Clerk: request failed"), { clerkError: true, status: 422, errors });

describe("authFailureFromClerk", () => {
  it("maps a wrong password or an unknown address to invalid credentials", () => {
    expect(
      authFailureFromClerk(
        apiError({ code: "form_password_incorrect", message: "Password is incorrect. Try again, or use another method." }),
      ),
    ).toEqual({
      ok: false,
      reason: "invalid-credentials",
      message: "Password is incorrect. Try again, or use another method.",
    });
    expect(authFailureFromClerk(apiError({ code: "form_identifier_not_found", message: "Couldn't find your account." })).reason).toBe(
      "invalid-credentials",
    );
  });

  it("maps a taken address to account-exists, and a pending verification to email-not-confirmed", () => {
    expect(
      authFailureFromClerk(apiError({ code: "form_identifier_exists", message: "That email address is taken. Please try another." }))
        .reason,
    ).toBe("account-exists");
    expect(authFailureFromClerk({ code: "unverified", message: "Your email address is not verified." })).toMatchObject({
      reason: "email-not-confirmed",
      message: "Your email address is not verified.",
    });
  });

  it("finds a known code after an unknown one, keeping the first error's message", () => {
    const error = apiError({ code: "captcha_invalid", message: "Invalid token" }, { code: "form_identifier_exists", message: "taken" });
    expect(authFailureFromClerk(error)).toEqual({ ok: false, reason: "account-exists", message: "Invalid token" });
  });

  it("shows anything else as other, with Clerk's longest message for it", () => {
    expect(
      authFailureFromClerk(
        apiError({
          code: "form_password_pwned",
          message: "Password has been found in an online data breach.",
          longMessage: "Password has been found in an online data breach. For account safety, please use a different password.",
        }),
      ),
    ).toEqual({
      ok: false,
      reason: "other",
      message: "Password has been found in an online data breach. For account safety, please use a different password.",
    });
    expect(authFailureFromClerk(new TypeError("Failed to fetch"))).toEqual({ ok: false, reason: "other", message: "Failed to fetch" });
    expect(authFailureFromClerk("offline")).toEqual({ ok: false, reason: "other", message: "offline" });
  });

  it("never fails on shapes it does not know", () => {
    for (const odd of [null, undefined, 42, {}, { errors: "nope" }, { errors: [null, 3] }, { code: 7, message: "" }]) {
      expect(authFailureFromClerk(odd)).toEqual({ ok: false, reason: "other", message: "Something went wrong. Please try again." });
    }
  });
});
