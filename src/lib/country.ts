/** Pricing regions (docs/product.md#prices): US is the default. */
export const countryCodes = ["US", "UK", "AU"] as const;
export type CountryCode = (typeof countryCodes)[number];

export const defaultCountryCode: CountryCode = "US";
/** The checkout form's default country (docs/product.md#checkout). */
export const defaultCountryName = "United States";

/** The form's name for each pricing region. */
export const countryNames: Record<CountryCode, string> = {
  US: "United States",
  UK: "United Kingdom",
  AU: "Australia",
};

// Other spellings a visitor may type or a page may send.
const aliases: Record<string, CountryCode> = {
  "united states": "US",
  "united states of america": "US",
  usa: "US",
  us: "US",
  "united kingdom": "UK",
  "great britain": "UK",
  britain: "UK",
  england: "UK",
  scotland: "UK",
  wales: "UK",
  "northern ireland": "UK",
  uk: "UK",
  gb: "UK",
  australia: "AU",
  au: "AU",
};

/**
 * docs/product.md#prices: a path containing 'uk-2025' or '-uk-' is UK, 'au-2025' or '-au-' is AU, anything
 * else US.
 */
export function countryFromPath(path: string): CountryCode {
  const p = path.toLowerCase();
  if (p.includes("uk-2025") || p.includes("-uk-")) return "UK";
  if (p.includes("au-2025") || p.includes("-au-")) return "AU";
  return "US";
}

/** The pricing region of a form country name (or code); unknown countries price as US. */
export function countryCodeOf(name: string | null | undefined): CountryCode {
  return aliases[(name ?? "").trim().toLowerCase().replace(/\./g, "")] ?? defaultCountryCode;
}

/** The form's country name for a region code. */
export function countryNameOf(code: CountryCode): string {
  return countryNames[code];
}

/** Narrows any string to a region code, or undefined. */
export function asCountryCode(value: string | null | undefined): CountryCode | undefined {
  const upper = (value ?? "").trim().toUpperCase();
  return (countryCodes as readonly string[]).includes(upper) ? (upper as CountryCode) : undefined;
}
