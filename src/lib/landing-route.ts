import { type CountryCode, countryCodes } from "./country";

// `/` is served from one prerendered page per pricing region (the intimacy promo shows the
// region's price), so it stays static: next.config.mjs's rewrites read the visitor's country
// and serve `/home/<region>` for `/` (src/lib/landing-rewrite.js). That address is internal; visitors and search engines only see `/`.

/** The internal address of the landing page for a pricing region. */
export function landingPathFor(country: CountryCode): string {
  return `/home/${country.toLowerCase()}`;
}

/** The pricing region a `/home/<region>` segment names, or null for anything else. */
export function countryOfLandingSegment(segment: string): CountryCode | null {
  return countryCodes.find((code) => code.toLowerCase() === segment) ?? null;
}
