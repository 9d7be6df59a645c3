// GET|POST /api/trpc/* – the typed API
import { TRPCError } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { env } from "@/env";
import { TRPC_MAX_BATCH } from "@/lib/api-limits";
import { accessMessages } from "@/lib/messages";
import { appRouter } from "@/server/api/root";
import { createTRPCContext } from "@/server/api/trpc";
import { AppError } from "@/server/errors";
import { bodyLimits, withBodyLimit } from "@/server/http/body";
import { RETRY_AFTER_SECONDS } from "@/server/http/errors";
import { isCrossSiteRequest } from "@/server/http/same-site";
import { ApiKeyRateLimited } from "@/server/services/api-keys";

/** A request carrying `Authorization: Bearer …` and no cookie at all. */
const isKeyOnlyRequest = (headers: Headers) => /^\s*bearer\b/i.test(headers.get("authorization") ?? "") && !headers.has("cookie");

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
      // sent from another site's page is refused before any procedure runs (src/server/http/same-site.ts).
      // A call with an API key and no cookie is a server's or a script's, not a browser riding a
      // session: the key itself is the credential, so there is nothing to forge (docs/api.md#api-keys).
      if (req.method === "POST" && !isKeyOnlyRequest(req.headers) && isCrossSiteRequest(req.headers, env.NEXT_PUBLIC_SITE_URL)) {
        throw new TRPCError({ code: "FORBIDDEN", message: accessMessages.crossSite });
      }
      if (tooLarge) throw new TRPCError({ code: "PAYLOAD_TOO_LARGE", message: tooLarge.message });
      return createTRPCContext({ headers: req.headers });
    },
    // Errors are mapped (and unexpected ones logged with a digest) in src/server/api/trpc.ts.
    // 503 → Retry-After 30 s; an API key over its limit (429) → the seconds left in its window.
    responseMeta: ({ errors }) => {
      if (errors.some((e) => e.code === "SERVICE_UNAVAILABLE")) return { headers: { "retry-after": String(RETRY_AFTER_SECONDS) } };
      const limited = errors.map((e) => e.cause).find((c) => c instanceof ApiKeyRateLimited);
      return limited ? { headers: { "retry-after": String(limited.retryAfterSeconds) } } : {};
    },
  });
};

export { handler as GET, handler as POST };
