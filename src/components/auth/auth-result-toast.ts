import { authErrorTitles, authMessages, type Toast } from "@/lib/messages";
import type { AuthResult } from "./auth-actions";

const text = authMessages;

/** What the /auth form does with an adapter's answer: the toast (docs/product.md#messages), and the form's next step. */
export type AuthOutcome = {
  toast: Toast;
  kind: "success" | "error";
  /** "signed-in": go to the redirect target; "await-email": clear and wait for the confirmation; "switch-to-sign-in": 'Account Exists'. */
  next: "signed-in" | "await-email" | "switch-to-sign-in" | "stay";
};

/**
 * docs/product.md#messages for the two /auth actions, whichever adapter answered (Better Auth or Clerk map their
 * errors to an AuthFailure first). `thrown` is an exception from the adapter itself: 'Authentication Error'.
 */
export function authOutcome(action: "sign-in" | "sign-up", result: AuthResult | { thrown: unknown }): AuthOutcome {
  if ("thrown" in result) return { toast: text.unexpected, kind: "error", next: "stay" };
  if (result.ok) {
    return action === "sign-in"
      ? { toast: text.welcomeBack, kind: "success", next: "signed-in" }
      : { toast: text.accountCreated, kind: "success", next: "await-email" };
  }
  switch (result.reason) {
    case "invalid-credentials":
      return { toast: text.invalidCredentials, kind: "error", next: "stay" };
    case "email-not-confirmed":
      return { toast: text.emailNotConfirmed, kind: "error", next: "stay" };
    case "account-exists":
      return { toast: text.accountExists, kind: "error", next: "switch-to-sign-in" };
    case "other":
      return {
        toast: { title: action === "sign-in" ? authErrorTitles.signIn : authErrorTitles.signUp, description: result.message },
        kind: "error",
        next: "stay",
      };
  }
}
