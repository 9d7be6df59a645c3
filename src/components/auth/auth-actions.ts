/**
 * What the /auth form asks of the auth adapter running in the browser (Better Auth by default,
 * Clerk when its keys are set). The form maps each failure to its text (docs/product.md#messages).
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

export interface AuthActions {
  signIn(email: string, password: string): Promise<AuthResult>;
  /** Creates the account and sends the confirmation e-mail; nobody is signed in yet. */
  signUp(email: string, password: string): Promise<AuthResult>;
  /** Sends a password-reset e-mail; the same answer whether or not the address has an account. */
  requestPasswordReset(email: string): Promise<AuthResult>;
  /** Ends every session of the user (docs/product.md#accounts: global sign-out). */
  signOut(): Promise<void>;
}
