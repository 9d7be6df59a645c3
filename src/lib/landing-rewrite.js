// @ts-check
// `/` → the prerendered landing page of the visitor's pricing region, `/home/<region>`
// (src/lib/landing-route.ts), rewritten inside the server. Plain JavaScript: next.config.mjs
// loads it directly.
//
// The proxy reads the region from the country headers and hands it on in a request header; a
// `beforeFiles` rewrite of next.config.mjs then serves the page. Not `NextResponse.rewrite()`
// from the proxy: Next names the proxy's request `localhost` (it rewrites 127.0.0.1 to it) while
// a server started with an address (`next start -H 127.0.0.1`) names its own URL by that address,
// so the rewrite looked external and `/` was fetched from the server itself over HTTP (the
// prefetch of `/?_rsc=` on /auth hung; docs/production.md, item 10). A config rewrite never leaves the process.

/** The request header the proxy sets on `/` (always: what a client sent is replaced). */
export const LANDING_REGION_HEADER = "x-fg-landing-region";

/** The regions' path segments (src/lib/country.ts `countryCodes`, lower case; a test checks). */
export const landingRegions = ["us", "uk", "au"];

/** next.config.mjs `rewrites().beforeFiles`: `/` to its region's page, the default region without the header. */
export function landingRewrites() {
  return [
    {
      source: "/",
      has: [{ type: /** @type {const} */ ("header"), key: LANDING_REGION_HEADER, value: `(?<region>${landingRegions.join("|")})` }],
      destination: "/home/:region",
    },
    {
      source: "/",
      missing: [{ type: /** @type {const} */ ("header"), key: LANDING_REGION_HEADER, value: `(?:${landingRegions.join("|")})` }],
      destination: `/home/${landingRegions[0]}`,
    },
  ];
}
