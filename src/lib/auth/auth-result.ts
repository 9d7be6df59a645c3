/**
 * An auth adapter's answer to the /auth form (Better Auth's or Clerk's, in the browser): the
 * form maps each failure to its text (src/lib/messages.ts). In lib, so lib/auth/clerk-errors.ts
 * and the adapters in components/auth share it without lib importing a component.
 */
export type AuthFailure =
  /** 'Login Failed: …' */
  | "invalid-credentials"
  /** 'Email Not Confirmed: …' */
  | "email-not-confirmed"
  /** 'Account Exists: …' (the form switches to sign-in) */
  | "account-exists"
  /** 'Login Error' / 'Signup Error' with `message` */
  | "other";

export type AuthResult = { ok: true } | { ok: false; reason: AuthFailure; message: string };
