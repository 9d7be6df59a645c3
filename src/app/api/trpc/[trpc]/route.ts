// GET|POST /api/trpc/* – the typed API
import { TRPCError } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { TRPC_MAX_BATCH } from "@/lib/api-limits";
import { appRouter } from "@/server/api/root";
import { createTRPCContext } from "@/server/api/trpc";
import { AppError } from "@/server/errors";
import { apiCallMeta, refuseCrossSiteWrite } from "@/server/http/api-calls";
import { bodyLimits, withBodyLimit } from "@/server/http/body";

const handler = async (req: Request) => {
  // The body is read up to its limit first; past it, every call of the request answers
  // PAYLOAD_TOO_LARGE (413) in tRPC's own error format, and the rest is never read.
  let request = req;
  let tooLarge: AppError | undefined;
  try {
    request = await withBodyLimit(req, bodyLimits.trpc);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    tooLarge = error;
    request = new Request(req.url, { method: req.method, headers: { "content-type": "application/json" }, body: "{}" });
  }
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    req: request,
    router: appRouter,
    maxBatchSize: TRPC_MAX_BATCH,
    createContext: () => {
      // Mutations are POSTs (tRPC refuses a query or mutation sent with the other method): one
      // sent from another site's page is refused before any procedure runs, unless it carries an
      // API key and no cookie (src/server/http/api-calls.ts, docs/api.md#api-keys).
      refuseCrossSiteWrite(req);
      if (tooLarge) throw new TRPCError({ code: "PAYLOAD_TOO_LARGE", message: tooLarge.message });
      return createTRPCContext({ headers: req.headers });
    },
    // Errors are mapped (and unexpected ones logged with a digest) in src/server/api/trpc.ts.
    // 503 → Retry-After 30 s; an API key over its limit (429) → the seconds left in its window.
    // Every answer: Cache-Control no-store and, with a key, its RateLimit-* headers.
    responseMeta: ({ errors, ctx }) => apiCallMeta(errors, ctx?.apiKey),
  });
};

export { handler as GET, handler as POST };
