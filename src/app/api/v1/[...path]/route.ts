// GET|POST|PATCH /api/v1/* – the REST surface (docs/api.md#rest-api-v1): appRouter's procedures
// with `meta.openapi`, through trpc-to-openapi. Answers `{ code, message }` on any error.
import { answerRest } from "@/server/api/openapi";
import { appErrorCodes } from "@/server/errors";
import { apiCallMeta, refuseCrossSiteWrite } from "@/server/http/api-calls";
import { bodyLimits, withBodyLimit } from "@/server/http/body";
import { httpFailureOf } from "@/server/http/errors";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const handler = async (req: Request): Promise<Response> => {
  try {
    // A write from another site's page riding a session cookie is refused; a key without a cookie is a script's.
    refuseCrossSiteWrite(req);
    // The body is read up to tRPC's limit (128 KB), then handed on.
    return await answerRest(req.method === "GET" || req.method === "HEAD" ? req : await withBodyLimit(req, bodyLimits.trpc));
  } catch (error) {
    if (error instanceof TRPCError) {
      return Response.json({ code: error.code, message: error.message }, { status: getHTTPStatusCodeFromError(error), ...apiCallMeta([error]) });
    }
    const failure = httpFailureOf(error, "REST /api/v1");
    const code = failure.code === "INTERNAL" ? "INTERNAL_SERVER_ERROR" : appErrorCodes[failure.code];
    return Response.json({ code, message: failure.message }, { status: failure.status });
  }
};

export { handler as DELETE, handler as GET, handler as PATCH, handler as POST, handler as PUT };
