import { type NextRequest, NextResponse } from "next/server";
import { countryFromHeaders } from "@/lib/country-from-headers";
import { landingPathFor } from "@/lib/landing-route";

/**
 * `/` → the static landing page of the visitor's pricing region (src/lib/landing-route.ts).
 *
 * - Next's own cache keeps one page per region. A shared cache in front (a CDN) must key `/` on
 *   the country too: Next replaces any `Vary` header set here with its own.
 * - `/home/<region>` is not redirected to `/`: with it in the matcher, the rewritten request was
 *   redirected too. It is linked from nowhere and its canonical URL is `/`.
 */
export function proxy(request: NextRequest) {
  const url = request.nextUrl.clone();
  url.pathname = landingPathFor(countryFromHeaders(request.headers));
  return NextResponse.rewrite(url);
}

export const config = { matcher: "/" };
