// @ts-check
// Plain JavaScript: next.config.mjs loads it too (it tells the browser bundle whether Clerk is on).

/**
 * Clerk's keys when both are set (Clerk is on), or null (the local accounts run and Clerk is never loaded).
 * @param {{ CLERK_SECRET_KEY?: string; NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY?: string }} env
 * @returns {{ secretKey: string; publishableKey: string } | null}
 */
export function clerkKeysFrom(env) {
  const { CLERK_SECRET_KEY: secretKey, NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: publishableKey } = env;
  return secretKey && publishableKey ? { secretKey, publishableKey } : null;
}
