/**
 * Clerk is on in the browser: a build-time constant (next.config.mjs sets NEXT_PUBLIC_CLERK_ON
 * from the same rule as the server, `clerkKeysFrom`: both keys set). The bundler replaces it with
 * a literal, so a build without keys drops the Clerk branch and ships none of Clerk's code.
 * The secret key never reaches the browser: only this yes/no does.
 */
export const clerkInBrowser = process.env.NEXT_PUBLIC_CLERK_ON === "1";
