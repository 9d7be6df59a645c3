import type { AuthActions } from "./auth-actions";
import { betterAuthActions } from "./better-auth-actions";

/**
 * The auth adapter the /auth form drives in the browser. Better Auth by default; when Clerk is
 * on (NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY), its actions plug in here, and nowhere else.
 */
export function useAuthActions(): AuthActions {
  return betterAuthActions;
}
