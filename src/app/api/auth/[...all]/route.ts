// GET|POST /api/auth/* – Better Auth (the local accounts): sign-up, sign-in, verification, reset, sign-out
import { authFor } from "@/server/auth/better-auth";
import { withClientAddress } from "@/server/auth/better-auth-limits";
import { withRoute } from "@/server/http/route";

const handle = withRoute("/api/auth", async ({ req, db }) => authFor(db).handler(withClientAddress(req)));

export const GET = handle;
export const POST = handle;
