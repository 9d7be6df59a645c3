import "server-only";
import { localAuthProvider } from "./local";
import type { AuthProvider } from "./port";

let provider: AuthProvider | undefined;

/**
 * The auth adapter, chosen once. Only the local one exists so far: the Clerk adapter
 * (CLERK_SECRET_KEY) plugs in here, and switches src/proxy.ts and the layout on it.
 */
export function getAuthProvider(): AuthProvider {
  provider ??= localAuthProvider();
  return provider;
}

/** Tests swap the adapter. */
export function setAuthProvider(next: AuthProvider | undefined) {
  provider = next;
}
