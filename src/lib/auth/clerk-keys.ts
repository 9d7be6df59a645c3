/** Clerk's keys when both are set (Clerk is on), or null (the local accounts run and Clerk is never loaded). */
export function clerkKeysFrom(env: { CLERK_SECRET_KEY?: string; NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY?: string }) {
  const { CLERK_SECRET_KEY: secretKey, NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: publishableKey } = env;
  return secretKey && publishableKey ? { secretKey, publishableKey } : null;
}
