import { type CountryCode, countryCodes } from "./country";

// `/` is served from one prerendered page per pricing region (the intimacy promo shows the
// region's price), so it stays static: the proxy reads the visitor's country and rewrites `/`
// to `/home/<region>`. That address is internal; visitors and search engines only see `/`.

/** The internal address of the landing page for a pricing region. */
export function landingPathFor(country: CountryCode): string {
  return `/home/${country.toLowerCase()}`;
}

/** The pricing region a `/home/<region>` segment names, or null for anything else. */
export function countryOfLandingSegment(segment: string): CountryCode | null {
  return countryCodes.find((code) => code.toLowerCase() === segment) ?? null;
}
