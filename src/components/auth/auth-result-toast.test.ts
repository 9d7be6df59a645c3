import { describe, expect, it } from "vitest";
import { authOutcome } from "./auth-result-toast";

describe("authOutcome (docs/product.md#messages)", () => {
  it("greets a signed-in user and sends them on", () => {
    expect(authOutcome("sign-in", { ok: true })).toEqual({ toast: { title: "Welcome Back!" }, kind: "success", next: "signed-in" });
  });

  it("announces a created account and waits for the confirmation e-mail", () => {
    expect(authOutcome("sign-up", { ok: true })).toEqual({
      toast: { title: "Account Created!", description: "Please check your email for a confirmation link to complete your registration." },
      kind: "success",
      next: "await-email",
    });
  });

  it("maps each failure to its exact text", () => {
    expect(authOutcome("sign-in", { ok: false, reason: "invalid-credentials", message: "Invalid email or password" })).toMatchObject({
      toast: { title: "Login Failed", description: "Invalid email or password. Please check your credentials and try again." },
      kind: "error",
      next: "stay",
    });
    expect(authOutcome("sign-in", { ok: false, reason: "email-not-confirmed", message: "Email not verified" })).toMatchObject({
      toast: { title: "Email Not Confirmed", description: "Please check your email and click the confirmation link before signing in." },
    });
    expect(authOutcome("sign-up", { ok: false, reason: "account-exists", message: "User already registered" })).toEqual({
      toast: { title: "Account Exists", description: "An account with this email already exists. Please sign in instead." },
      kind: "error",
      next: "switch-to-sign-in",
    });
  });

  it("shows any other failure with the raw message under 'Login Error' or 'Signup Error'", () => {
    expect(authOutcome("sign-in", { ok: false, reason: "other", message: "Too many requests" }).toast).toEqual({
      title: "Login Error",
      description: "Too many requests",
    });
    expect(authOutcome("sign-up", { ok: false, reason: "other", message: "Password too long" }).toast).toEqual({
      title: "Signup Error",
      description: "Password too long",
    });
  });

  it("turns an exception into 'Authentication Error'", () => {
    expect(authOutcome("sign-up", { thrown: new TypeError("Failed to fetch") })).toEqual({
      toast: { title: "Authentication Error", description: "An unexpected error occurred. Please try again." },
      kind: "error",
      next: "stay",
    });
  });
});
