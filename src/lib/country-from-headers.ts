import { type CountryCode, defaultCountryCode } from "./country";
import { countryHeaderNames } from "./landing-rewrite";

/** Request headers that carry the visitor's ISO country, in order of trust: shared with the rewrite of `/`. */
export { countryHeaderNames };

/** Minimal headers shape (a `Headers` instance or Next's `headers()` result both fit). */
export interface HeaderReader {
  get(name: string): string | null;
}

/** ISO 3166 code → pricing region: GB is priced as UK, AU as AU, every other country as US. */
export function pricingCountryOf(iso: string | null | undefined): CountryCode {
  const code = (iso ?? "").trim().toUpperCase();
  if (code === "GB" || code === "UK") return "UK";
  if (code === "AU") return "AU";
  return defaultCountryCode;
}

/** The visitor's pricing region from the first country header present; US when none is. */
export function countryFromHeaders(headers: HeaderReader): CountryCode {
  for (const name of countryHeaderNames) {
    const value = headers.get(name)?.trim();
    // Cloudflare sends XX (unknown) and T1 (Tor): treat them as absent and look further.
    if (value && value.toUpperCase() !== "XX" && value.toUpperCase() !== "T1") return pricingCountryOf(value);
  }
  return defaultCountryCode;
}
