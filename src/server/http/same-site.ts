import "server-only";

/**
 * True when a browser sent this request from another site's page: `Sec-Fetch-Site` says
 * "cross-site" or "same-site" (our own pages call the API from the same origin), or `Origin`
 * names a host other than the one the request was sent to (`X-Forwarded-Host`, else `Host`)
 * and other than the site's configured address. `Origin: null` (a sandboxed frame, a data: page)
 * counts as another site. A request with neither header (curl, a server, an old browser's GET)
 * is not a browser's cross-site request, and passes.
 *
 * A cookie-authenticated JSON POST from another site already needs a CORS preflight, which
 * nothing here answers; this says so in the app itself (defence in depth: docs/product.md#security).
 */
export function isCrossSiteRequest(headers: Headers, siteUrl: string): boolean {
  const fetchSite = headers.get("sec-fetch-site")?.toLowerCase();
  if (fetchSite === "cross-site" || fetchSite === "same-site") return true;
  const origin = headers.get("origin");
  if (origin === null) return false;
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    return true; // "null" or anything that is not an origin
  }
  if (originUrl.origin === new URL(siteUrl).origin) return false;
  const target = (headers.get("x-forwarded-host") ?? headers.get("host"))?.split(",")[0]?.trim().toLowerCase();
  return !target || originUrl.host.toLowerCase() !== target;
}
