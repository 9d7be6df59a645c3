import "server-only";
/**
 * What `/api/trpc` and the REST surface `/api/v1` share around a call (docs/api.md): who may
 * POST from another site, and the Retry-After of a 503 or of an API key over its limit.
 */
import { TRPCError } from "@trpc/server";
import { env } from "@/env";
import { accessMessages } from "@/lib/messages";
import { ApiKeyRateLimited, type KeyRate } from "@/server/services/admin/api-keys";
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
  if (
    req.method !== "GET" &&
    req.method !== "HEAD" &&
    !isKeyOnlyRequest(req.headers) &&
    isCrossSiteRequest(req.headers, env.NEXT_PUBLIC_SITE_URL)
  ) {
    throw new TRPCError({ code: "FORBIDDEN", message: accessMessages.crossSite });
  }
}

/**
 * The response headers of every API answer: `Cache-Control: no-store` (answers are per caller and
 * change with every order); for a call with an API key, what its window counted
 * (`RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset` in seconds); on errors, 503 →
 * Retry-After 30 s and an API key over its limit (429) → the seconds left in its window.
 */
export function apiCallMeta(
  errors: readonly TRPCError[],
  apiKey?: { rate?: KeyRate } | null,
  now = Date.now(),
): { headers: Record<string, string> } {
  const headers: Record<string, string> = { "cache-control": "no-store" };
  const limited = errors.map((e) => e.cause).find((c) => c instanceof ApiKeyRateLimited);
  const rate = apiKey?.rate ?? limited?.rate;
  if (rate) {
    headers["ratelimit-limit"] = String(rate.limit);
    headers["ratelimit-remaining"] = String(rate.remaining);
    headers["ratelimit-reset"] = String(Math.max(0, Math.ceil((rate.resetAt.getTime() - now) / 1000)));
  }
  if (errors.some((e) => e.code === "SERVICE_UNAVAILABLE")) headers["retry-after"] = String(RETRY_AFTER_SECONDS);
  else if (limited) headers["retry-after"] = String(limited.retryAfterSeconds);
  return { headers };
}
