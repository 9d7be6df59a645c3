// @ts-check
// `/` → the prerendered landing page of the visitor's pricing region, `/home/<region>`
// (src/lib/landing-route.ts), rewritten inside the server by next.config.mjs's `afterFiles`
// rewrites, which Next tests only when no page, route or file answers the path: so no page or
// route may answer `/` or `/checkout` itself (the test of this file checks). Plain JavaScript:
// next.config.mjs loads it directly.
//
// The rules read the country headers themselves, with the order of trust and the readings of
// src/lib/country-from-headers.ts (its test runs both on the same headers): the first header that
// names a country decides, GB or UK is priced as UK, AU as AU, any other country as US; XX
// (unknown) and T1 (Tor) count as absent. So `/` never runs the proxy, whose cost a request for
// the most visited page would otherwise carry (docs/decisions/015-fixed-costs-off-the-storefront-requests.md).
// Next's own cache keeps one page per region; a shared cache in front (a CDN) must key `/` on the
// country header too, as Next sends no `Vary` for it.
// Not `NextResponse.rewrite()` from a proxy either: Next names the proxy's request `localhost` while a
// server started with an address (`next start -H 127.0.0.1`) names its own URL by that address, so
// the rewrite looked external and `/` was fetched from the server itself over HTTP (the prefetch
// of `/?_rsc=` on /auth hung; docs/production.md, item 10). A config rewrite never leaves the process.

/** Request headers that carry the visitor's ISO country, in order of trust (Cloudflare, Vercel, our proxy). */
export const countryHeaderNames = /** @type {const} */ (["cf-ipcountry", "x-vercel-ip-country", "x-country"]);

/** The regions' path segments (src/lib/country.ts `countryCodes`, lower case; a test checks). */
export const landingRegions = ["us", "uk", "au"];
/** The region of a visitor whose country is unknown or priced as the US. */
const defaultRegion = "us";

/** The country codes priced in each region but the default (US takes every other country). */
const regionCountries = { uk: ["GB", "UK"], au: ["AU"] };

/** A pattern for these letters in either case (Next anchors a `has` value and gives it no flags). */
const anyCase = (/** @type {string} */ code) =>
  [...code].map((c) => (/[a-z]/i.test(c) ? `[${c.toUpperCase()}${c.toLowerCase()}]` : c)).join("");
const oneOf = (/** @type {string[]} */ codes) => `\\s*(?:${codes.map(anyCase).join("|")})\\s*`;
/** A header value that names a country: not blank, not XX or T1. */
const namesCountry = `(?!${oneOf(["XX", "T1"])}$)\\s*\\S.*`;

/** @typedef {{ type: "header" | "query", key: string, value: string }} Condition */
/** @typedef {{ source: string, destination: string, has?: Condition[], missing?: Condition[] }} Rewrite */

/**
 * Rules sending `source` to `destinationOf(region)` by the visitor's country headers, each rule
 * also requiring `has` (the caller's own conditions); the first rule that matches wins.
 * A header's rules hold only while every header of more trust is absent or names no country, so
 * a header naming a country of the default region needs no rule of its own: no later header's
 * rule can match, and the last rule, the default region's, does. (Next tests the rules in turn
 * on each request for `/` or `/checkout`, so a rule saved is saved on each of those.)
 * @param {string} source
 * @param {(region: string) => string} destinationOf
 * @param {Condition[]} [has]
 * @returns {Rewrite[]}
 */
function byCountryHeaders(source, destinationOf, has = []) {
  /** @type {Rewrite[]} */
  const rules = [];
  countryHeaderNames.forEach((header, i) => {
    // Every header of more trust is absent or names no country.
    const missing = countryHeaderNames.slice(0, i).map((key) => ({ type: /** @type {const} */ ("header"), key, value: namesCountry }));
    for (const [region, codes] of Object.entries(regionCountries))
      rules.push({
        source,
        destination: destinationOf(region),
        ...(missing.length ? { missing } : {}),
        has: [...has, { type: /** @type {const} */ ("header"), key: header, value: oneOf(codes) }],
      });
  });
  rules.push({ source, destination: destinationOf(defaultRegion), ...(has.length ? { has } : {}) });
  return rules;
}

/** next.config.mjs `rewrites().afterFiles`: `/` to its region's page; the first rule that matches wins. */
export function landingRewrites() {
  return byCountryHeaders("/", (region) => `/home/${region}`);
}

/** The guides a checkout link may name (src/lib/validation/form-constants.ts `productKinds`; a test checks). */
export const checkoutProducts = ["fertility", "intimacy", "bundle"];
/** The guide of a checkout link that names none, or none of these. */
const defaultProduct = "fertility";

/**
 * `/checkout` → `/checkout/<region>/<guide>`, one prerendered page per pricing region and guide
 * (src/app/checkout/[region]/[product]/page.tsx), chosen as the page itself chose before: the
 * guide `?product=` names, else the fertility guide; the region `?country=` names (US, UK or AU in
 * any case), else the visitor's country headers as for `/`. The rest of the query (a discount
 * code, "cancelled") travels with the request and the page reads it in the browser.
 *
 * A named group in a `has` value becomes a parameter of the destination (Next's rewrites), so each
 * region's rules take any other guide from the link in one rule, and the fertility guide in the
 * next: Next tests the rules in turn on each request for `/checkout`, so a rule saved is saved on
 * each of those.
 * @returns {Rewrite[]}
 */
export function checkoutRewrites() {
  const otherGuides = checkoutProducts.filter((product) => product !== defaultProduct);
  /** @type {[string, Condition[]][]} */
  const guides = [
    [":product", [{ type: "query", key: "product", value: `(?<product>${otherGuides.join("|")})` }]],
    [defaultProduct, []],
  ];
  return guides.flatMap(([product, has]) => {
    const destinationOf = (/** @type {string} */ region) => `/checkout/${region}/${product}`;
    const byQuery = landingRegions.map((region) => ({
      source: "/checkout",
      destination: destinationOf(region),
      has: [...has, { type: /** @type {const} */ ("query"), key: "country", value: oneOf([region.toUpperCase()]) }],
    }));
    return [...byQuery, ...byCountryHeaders("/checkout", destinationOf, has)];
  });
}
