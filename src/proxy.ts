import { type NextRequest, NextResponse } from "next/server";
import { countryFromHeaders, countryHeaderNames } from "@/lib/country-from-headers";
import { landingPathFor } from "@/lib/landing-route";

/**
 * `/` → the static landing page of the visitor's pricing region (src/lib/landing-route.ts). The
 * response varies by the country headers, so a shared cache keeps one copy per region. (Next runs
 * the proxy again for the rewritten address, so `/home/<region>` cannot be redirected here; it is
 * linked from nowhere and its canonical URL is `/`.)
 */
export function proxy(request: NextRequest) {
  const url = request.nextUrl.clone();
  url.pathname = landingPathFor(countryFromHeaders(request.headers));
  const response = NextResponse.rewrite(url);
  response.headers.set("Vary", countryHeaderNames.join(", "));
  return response;
}

export const config = { matcher: "/" };
