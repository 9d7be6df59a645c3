import { localAuthProvider } from "./local-provider";
import type { AuthProvider } from "./types";

/**
 * The auth adapter. Only the local one exists so far: the Clerk adapter (CLERK_SECRET_KEY)
 * arrives with the sign-in issue, which also switches proxy.ts and the layout on it.
 */
export function getAuthProvider(): AuthProvider {
  return localAuthProvider;
}
