import "server-only";
import { countryHeaderNames, type HeaderReader } from "@/lib/country-from-headers";
import { isoCountryOf } from "./countries";

/** The country a request came from, as the edge's geo header names it (ISO code), or null when none does. */
export function requestCountryOf(headers: HeaderReader): string | null {
  for (const name of countryHeaderNames) {
    const country = isoCountryOf(headers.get(name));
    if (country) return country;
  }
  return null;
}

/** What an order keeps as evidence of the buyer's location (`Order.taxEvidence`). */
export type TaxEvidence = { billingCountry: string; requestCountry: string | null };
