/**
 * Clerk is on in the browser: a build-time constant (next.config.mjs sets NEXT_PUBLIC_CLERK_ON
 * from the same rule as the server, `clerkKeysFrom`: both keys set). The secret key never reaches
 * the browser: only this yes/no does. For choices of what to show; to keep Clerk's code out of a
 * build without keys, the hooks test the variable in place (src/components/auth/use-auth-actions.ts).
 */
export const clerkInBrowser = process.env.NEXT_PUBLIC_CLERK_ON === "1";
