import { type NextFetchEvent, type NextRequest, NextResponse } from "next/server";
import { env } from "@/env";
import { clerkKeysFrom } from "@/lib/auth/clerk-keys";
import { restMessages } from "@/lib/messages";
import { contentSecurityPolicy, cspOptionsFrom, isNonceRoute, securityHeaders } from "@/lib/security-headers";
import { themeScript } from "@/lib/theme";
import { movedTo } from "@/lib/moved-paths";
import { REQUEST_PATH_HEADER } from "@/lib/request-path";

/**
 * On the paths of `config.matcher` only: the dynamic pages (src/lib/security-headers.js
 * `nonceRoutes`) get a Content-Security-Policy with a fresh nonce: Next reads it from the request
 * and puts the nonce on its own scripts, so no other inline script runs there (the static pages
 * keep next.config.mjs's static policy).
 *
 * `/` is not among them: next.config.mjs's rewrites choose its region's prerendered page from
 * the country headers (src/lib/landing-rewrite.js), with no proxy to run.
 *
 * With Clerk on (both keys set), Clerk's middleware wraps this on the sign-in pages
 * (`clerkRoutes`, below); `/` and the guest pages never meet it.
 *
 * The moved addresses (src/lib/moved-paths.ts) are answered in `proxy` with their redirect.
 */
async function storeProxy(request: NextRequest) {
  // A matched path that is not a nonce route (say, a Clerk route added to the matcher before its
  // page is) passes through untouched.
  if (!isNonceRoute(request.nextUrl.pathname)) return NextResponse.next();
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

/**
 * Clerk on: `clerkMiddleware` around the pages that sign people in and read who they are (it
 * refreshes the session cookie with its handshake before the page reads it, and keeps our
 * request headers and policy: it appends its own to ours). It reads the keys (and CLERK_JWT_KEY)
 * from the environment itself; passing the secret key as an option would make it demand
 * CLERK_ENCRYPTION_KEY. Imported only when the keys are set (it throws without them).
 *
 * Nowhere else: `/`, the blog and checkout are static and load no Clerk; test payment, thank-you and download
 * serve guests, and must not wait on (or break with) a round trip to Clerk — with a development
 * instance every first page view is a handshake redirect to Clerk. The tRPC API needs no entry
 * either: the auth adapter (src/server/auth/clerk.ts) reads the session from the request itself.
 * A page listed here must also be in `config.matcher` and, to get its nonce policy, in
 * `nonceRoutes` (all three are).
 */
const clerkRoutes = ["/admin", "/auth", "/account", "/library"];
const isClerkRoute = (pathname: string) => clerkRoutes.some((path) => pathname === path || pathname.startsWith(`${path}/`));

const clerkProxy = clerkKeysFrom(env)
  ? import("@clerk/nextjs/server").then(({ clerkMiddleware }) => clerkMiddleware((_auth, request) => storeProxy(request)))
  : null;

export async function proxy(request: NextRequest, event: NextFetchEvent) {
  if (!isDecodablePath(request.nextUrl.pathname)) return badPath(request.nextUrl.pathname.startsWith("/api/v1/"));
  const moved = movedTo(request.nextUrl.pathname);
  if (moved) return movedPermanently(request, moved);
  if (clerkProxy && isClerkRoute(request.nextUrl.pathname)) return passThrough(await (await clerkProxy)(request, event), request);
  return storeProxy(request);
}

/**
 * clerkMiddleware turns a pass-through (`NextResponse.next`) into a rewrite to the request's own
 * absolute URL. A server started with an address (`next start -H 127.0.0.1`, as the e2e harness
 * does) names its proxy's requests `localhost` and its own `127.0.0.1`, takes that rewrite for
 * an external URL and proxies the page to itself, through the proxy again, until the socket
 * hangs up (measured: every dynamic page answered 500). Back to a pass-through: the request
 * headers Clerk and we set travel in `x-middleware-override-headers` either way.
 */
function passThrough<T extends Response | null | undefined | void>(response: T, request: NextRequest): T {
  if (response && response.headers.get("x-middleware-rewrite") === request.url) {
    response.headers.delete("x-middleware-rewrite");
    response.headers.set("x-middleware-next", "1");
  }
  return response;
}

/**
 * A path whose percent-escapes do not decode to text (`%ED%A0%80`, a lone surrogate; `%C0%AF`,
 * an overlong slash; `%FF`), or decode to a control character (`%00`, `%0A`). Next 16 decodes a
 * dynamic segment itself and answers such a path with a bare 500, without our headers and with
 * nothing logged: refused here, before routing, with a 400. `config.matcher` sends every path
 * holding a `%` here (and only those, beyond the pages listed).
 */
export function isDecodablePath(pathname: string): boolean {
  if (!pathname.includes("%")) return true;
  try {
    return !/[\u0000-\u001f\u007f]/.test(decodeURIComponent(pathname));
  } catch {
    return false;
  }
}

/**
 * An old spelling of a page → its canonical address, permanently (308), the query string kept.
 * Next writes a same-host Location as a path, as its own redirects do.
 */
function movedPermanently(request: NextRequest, pathname: string) {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  return NextResponse.redirect(url, 308);
}

/** A 400 in words; under the REST API, its JSON 404 `{ code, message }` (such a path names no endpoint). */
function badPath(rest: boolean) {
  const response = new NextResponse(
    rest ? JSON.stringify({ code: "NOT_FOUND", message: restMessages.noSuchEndpoint }) : "Bad request: this address is not valid.",
    {
      status: rest ? 404 : 400,
      headers: {
        "content-type": rest ? "application/json" : "text/plain; charset=utf-8",
        "content-security-policy": "default-src 'none'",
        "cache-control": "no-store",
      },
    },
  );
  for (const { key, value } of securityHeaders({ production: env.NODE_ENV === "production" })) response.headers.set(key, value);
  return response;
}

/** The root layout's inline theme script carries no nonce: the nonce policy allows it by its hash. */
const themeScriptHash = crypto.subtle
  .digest("SHA-256", new TextEncoder().encode(themeScript))
  .then((digest) => `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);

export const config = {
  // The nonce routes of src/lib/security-headers.js (a literal: Next reads it at build time), any
  // path holding a percent-escape (isDecodablePath; Next matches the raw path too), and the moved
  // addresses. Next builds each entry's RegExp again for every request it serves, so paths are
  // grouped into few entries.
  matcher: [
    "/:path(.*%.*)",
    // The moved addresses of src/lib/moved-paths.ts.
    "/:moved(gender-swaying|gender-swaying-guide|natural-fertility-methods|natural-fertility-methods-2025|digital-guide|digital-fertility-guide-pdf|baby-gender-selection|baby-gender-selection-at-home|terms-of-service|tos|privacy-policy|legal|articles)",
    "/blog/:moved(natural-fertility-methods|natural-fertility-methods-us-2025|natural-fertility-methods-uk-2025|natural-fertility-methods-au-2025|natural-fertility-methods-2025-usa|natural-fertility-methods-2025-gb|natural-fertility-methods-2025-australia|natural-fertility-boost|gender-selection-home|gender-swaying-methods|gender-swaying-research|choose-baby-gender-naturally|choose-baby-gender-naturally-at-home|boost-fertility-naturally|intimacy-gap|top-fertility-questions|top-10-fertility-questions-2025|gender-selection-questions|intimacy-and-fertility-questions)",
    // The nonce routes: the nested ones with every path below them, the others alone.
    "/:section(admin|auth)/:path*",
    "/:page(thank-you|download|account|library|review)",
    "/checkout/test-payment",
  ],
};
