// GET|HEAD|POST|PATCH /api/v1/* – the REST surface (docs/api.md#rest-api-v1): appRouter's procedures
// with `meta.openapi`, through trpc-to-openapi. Answers `{ code, message }` on any error, and
// every answer carries Cache-Control no-store (and a key's RateLimit-* headers).
import { answerRest, restErrorResponse } from "@/server/api/openapi";
import { appErrorCodes } from "@/server/errors";
import { refuseCrossSiteWrite } from "@/server/http/api-calls";
import { bodyLimits, withBodyLimit } from "@/server/http/body";
import { httpFailureOf } from "@/server/http/errors";
import { TRPCError } from "@trpc/server";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const handler = async (req: Request): Promise<Response> => {
  try {
    // A write from another site's page riding a session cookie is refused; a key without a cookie is a script's.
    refuseCrossSiteWrite(req);
    // The body is read up to tRPC's limit (128 KB), then handed on.
    return await answerRest(req.method === "GET" || req.method === "HEAD" ? req : await withBodyLimit(req, bodyLimits.trpc));
  } catch (error) {
    if (error instanceof TRPCError) return restErrorResponse(error.code, error.message);
    const failure = httpFailureOf(error, "REST /api/v1");
    const code = failure.code === "INTERNAL" ? "INTERNAL_SERVER_ERROR" : appErrorCodes[failure.code];
    return restErrorResponse(code, failure.message);
  }
};

/** HEAD: the GET's status and headers, authenticated like it, without the body. */
const head = async (req: Request) => {
  const response = await handler(req);
  return new Response(null, { status: response.status, headers: response.headers });
};

export { handler as DELETE, handler as GET, head as HEAD, handler as PATCH, handler as POST, handler as PUT };
