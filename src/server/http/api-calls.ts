import "server-only";
/**
 * What `/api/trpc` and the REST surface `/api/v1` share around a call (docs/api.md): who may
 * POST from another site, and the Retry-After of a 503 or of an API key over its limit.
 */
import { TRPCError } from "@trpc/server";
import { env } from "@/env";
import { accessMessages } from "@/lib/messages";
import { ApiKeyRateLimited } from "@/server/services/admin/api-keys";
import { RETRY_AFTER_SECONDS } from "./errors";
import { isCrossSiteRequest } from "./same-site";

/** A request carrying `Authorization: Bearer …` and no cookie at all. */
export const isKeyOnlyRequest = (headers: Headers) => /^\s*bearer\b/i.test(headers.get("authorization") ?? "") && !headers.has("cookie");

/**
 * Refuses (FORBIDDEN) a write sent from another site's page riding a session cookie
 * (src/server/http/same-site.ts). A call with an API key and no cookie is a server's or a
 * script's, not a browser's: the key itself is the credential, so there is nothing to forge.
 */
export function refuseCrossSiteWrite(req: Request) {
  if (req.method !== "GET" && req.method !== "HEAD" && !isKeyOnlyRequest(req.headers) && isCrossSiteRequest(req.headers, env.NEXT_PUBLIC_SITE_URL)) {
    throw new TRPCError({ code: "FORBIDDEN", message: accessMessages.crossSite });
  }
}

/** The response headers of a call's errors: 503 → Retry-After 30 s; an API key over its limit (429) → the seconds left in its window. */
export function apiCallMeta(errors: readonly TRPCError[]): { headers?: Record<string, string> } {
  if (errors.some((e) => e.code === "SERVICE_UNAVAILABLE")) return { headers: { "retry-after": String(RETRY_AFTER_SECONDS) } };
  const limited = errors.map((e) => e.cause).find((c) => c instanceof ApiKeyRateLimited);
  return limited ? { headers: { "retry-after": String(limited.retryAfterSeconds) } } : {};
}
