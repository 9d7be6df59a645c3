// GET|POST /api/auth/* – Better Auth (the local accounts): sign-up, sign-in, verification, reset, sign-out
import { authFor } from "@/server/auth/better-auth";
import { authInputFailure, screenAuthRequest } from "@/server/auth/better-auth-input";
import { withClientAddress } from "@/server/auth/better-auth-limits";
import { getDb } from "@/server/db";
import { withHttpErrors } from "@/server/http/errors";

// The app's body limit and text rules first (src/server/auth/better-auth-input.ts), then Better Auth.
const handle = withHttpErrors(
  "/api/auth",
  async (req) => authFor(await getDb()).handler(withClientAddress(await screenAuthRequest(req))),
  authInputFailure,
);

export const GET = handle;
export const POST = handle;
