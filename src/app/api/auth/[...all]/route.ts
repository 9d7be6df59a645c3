// GET|POST /api/auth/* – Better Auth (the local accounts): sign-up, sign-in, verification, reset, sign-out
import { authFor } from "@/server/auth/better-auth";
import { authInputFailure, screenAuthRequest } from "@/server/auth/better-auth-input";
import { withClientAddress } from "@/server/auth/better-auth-limits";
import { withRoute } from "@/server/http/route";

// The app's body limit and text rules first (src/server/auth/better-auth-input.ts), then Better Auth.
const handle = withRoute("/api/auth", { answer: authInputFailure }, async ({ req, db }) =>
  authFor(db).handler(withClientAddress(await screenAuthRequest(req))),
);

export const GET = handle;
export const POST = handle;
