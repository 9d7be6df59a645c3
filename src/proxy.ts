import { type NextRequest, NextResponse } from "next/server";
import { env } from "@/env";
import { countryFromHeaders } from "@/lib/country-from-headers";
import { landingPathFor } from "@/lib/landing-route";
import { contentSecurityPolicy, cspOptionsFrom, isNonceRoute } from "@/lib/security-headers";
import { themeScript } from "@/lib/theme";
import { REQUEST_PATH_HEADER } from "@/lib/request-path";

/**
 * Two jobs, on the paths of `config.matcher` only:
 *
 * `/` → the static landing page of the visitor's pricing region (src/lib/landing-route.ts).
 * - Next's own cache keeps one page per region. A shared cache in front (a CDN) must key `/` on
 *   the country too: Next replaces any `Vary` header set here with its own.
 * - `/home/<region>` is not redirected to `/`: with it in the matcher, the rewritten request was
 *   redirected too. It is linked from nowhere and its canonical URL is `/`.
 * - Next adds `x-middleware-rewrite: /home/<region>` to the answer itself, after this function
 *   (server/lib/router-utils/resolve-routes.js); no setting removes it. It holds only that path.
 *
 * The dynamic pages (src/lib/security-headers.js `nonceRoutes`) → a Content-Security-Policy with
 * a fresh nonce: Next reads it from the request and puts the nonce on its own scripts, so no
 * other inline script runs there (the static pages keep next.config.mjs's static policy).
 */
export async function proxy(request: NextRequest) {
  if (!isNonceRoute(request.nextUrl.pathname)) {
    const url = request.nextUrl.clone();
    url.pathname = landingPathFor(countryFromHeaders(request.headers));
    return NextResponse.rewrite(url);
  }
  const nonce = btoa(crypto.randomUUID());
  const policy = contentSecurityPolicy({ ...cspOptionsFrom(env), nonce, scriptHashes: [await themeScriptHash] });
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", policy);
  // The admin layout's guard sends an anonymous visitor to sign in and back to this path.
  headers.set(REQUEST_PATH_HEADER, request.nextUrl.pathname);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", policy);
  return response;
}

/** The root layout's inline theme script carries no nonce: the nonce policy allows it by its hash. */
const themeScriptHash = crypto.subtle
  .digest("SHA-256", new TextEncoder().encode(themeScript))
  .then((digest) => `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);

export const config = {
  // "/" and the nonce routes of src/lib/security-headers.js (a literal: Next reads it at build time).
  matcher: ["/", "/checkout", "/checkout/:path*", "/thank-you", "/download", "/admin", "/admin/:path*"],
};
