// GET|POST /api/auth/* – Better Auth (the local accounts): sign-up, sign-in, verification, reset, sign-out
import { authFor } from "@/server/auth/better-auth";
import { withClientAddress } from "@/server/auth/better-auth-limits";
import { getDb } from "@/server/db";
import { withHttpErrors } from "@/server/http/errors";

const handle = withHttpErrors("/api/auth", async (req) => authFor(await getDb()).handler(withClientAddress(req)));

export const GET = handle;
export const POST = handle;
