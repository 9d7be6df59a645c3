/**
 * What the /auth form asks of the auth adapter running in the browser (Better Auth by default,
 * Clerk when its keys are set). The form maps each failure to its text (docs/product.md#messages).
 */
import type { AuthFailure, AuthResult } from "@/lib/auth/auth-result";

export type { AuthFailure, AuthResult };

export interface AuthActions {
  signIn(email: string, password: string): Promise<AuthResult>;
  /** Creates the account and sends the confirmation e-mail; nobody is signed in yet. */
  signUp(email: string, password: string): Promise<AuthResult>;
  /** Sends a password-reset e-mail; the same answer whether or not the address has an account. */
  requestPasswordReset(email: string): Promise<AuthResult>;
  /** Ends every session of the user (docs/product.md#accounts: global sign-out). */
  signOut(): Promise<void>;
}
