import "server-only";
// EU VAT numbers and the reverse charge (docs/product.md#tax). Pure: a format check, no network lookup.

/** VAT number shapes per EU member state (ISO code → the number after its prefix). Greece's prefix is EL. */
const vatFormats: Record<string, { prefix: string; body: RegExp }> = {
  AT: { prefix: "AT", body: /^U\d{8}$/ },
  BE: { prefix: "BE", body: /^[01]\d{9}$/ },
  BG: { prefix: "BG", body: /^\d{9,10}$/ },
  CY: { prefix: "CY", body: /^\d{8}[A-Z]$/ },
  CZ: { prefix: "CZ", body: /^\d{8,10}$/ },
  DE: { prefix: "DE", body: /^\d{9}$/ },
  DK: { prefix: "DK", body: /^\d{8}$/ },
  EE: { prefix: "EE", body: /^\d{9}$/ },
  GR: { prefix: "EL", body: /^\d{9}$/ },
  ES: { prefix: "ES", body: /^[A-Z0-9]\d{7}[A-Z0-9]$/ },
  FI: { prefix: "FI", body: /^\d{8}$/ },
  FR: { prefix: "FR", body: /^[A-HJ-NP-Z0-9]{2}\d{9}$/ },
  HR: { prefix: "HR", body: /^\d{11}$/ },
  HU: { prefix: "HU", body: /^\d{8}$/ },
  IE: { prefix: "IE", body: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/ },
  IT: { prefix: "IT", body: /^\d{11}$/ },
  LT: { prefix: "LT", body: /^(\d{9}|\d{12})$/ },
  LU: { prefix: "LU", body: /^\d{8}$/ },
  LV: { prefix: "LV", body: /^\d{11}$/ },
  MT: { prefix: "MT", body: /^\d{8}$/ },
  NL: { prefix: "NL", body: /^\d{9}B\d{2}$/ },
  PL: { prefix: "PL", body: /^\d{10}$/ },
  PT: { prefix: "PT", body: /^\d{9}$/ },
  RO: { prefix: "RO", body: /^\d{2,10}$/ },
  SE: { prefix: "SE", body: /^\d{10}01$/ },
  SI: { prefix: "SI", body: /^\d{8}$/ },
  SK: { prefix: "SK", body: /^\d{10}$/ },
};

/** Whether an ISO country code is an EU member state. */
export function isEuCountry(country: string): boolean {
  return Object.hasOwn(vatFormats, country);
}

/** A VAT number as written (spaces, dots and dashes dropped, upper case): "de 123.456.789" → "DE123456789". */
export function normalizeVatNumber(value: string): string {
  return value.replace(/[\s.\-]/g, "").toUpperCase();
}

/**
 * Whether `value` looks like a VAT number of the EU country `country` (ISO code): its prefix
 * (EL for Greece) and the digits and letters that country issues. Looks only: no VIES lookup.
 */
export function isValidVatNumber(country: string, value: string): boolean {
  const format = vatFormats[country];
  if (!format) return false;
  const vat = normalizeVatNumber(value);
  return vat.startsWith(format.prefix) && format.body.test(vat.slice(format.prefix.length));
}

/**
 * A business buyer in an EU country other than the seller's, with a VAT number of that country,
 * accounts for the VAT itself: nothing is charged, and the invoice says "Reverse charge".
 */
export function isReverseCharge(input: { buyerCountry: string; sellerCountry: string; taxId?: string | null }): boolean {
  if (!input.taxId || !isEuCountry(input.buyerCountry) || input.buyerCountry === input.sellerCountry) return false;
  return isValidVatNumber(input.buyerCountry, input.taxId);
}
