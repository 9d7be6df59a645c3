import "server-only";
// Billing countries as tax sees them: ISO 3166 codes (GB for the United Kingdom).
const names: Record<string, string> = {
  "united states": "US",
  "united states of america": "US",
  usa: "US",
  "united kingdom": "GB",
  "great britain": "GB",
  britain: "GB",
  england: "GB",
  scotland: "GB",
  wales: "GB",
  "northern ireland": "GB",
  uk: "GB",
  australia: "AU",
  canada: "CA",
  "new zealand": "NZ",
  switzerland: "CH",
  norway: "NO",
  iceland: "IS",
  austria: "AT",
  belgium: "BE",
  bulgaria: "BG",
  croatia: "HR",
  cyprus: "CY",
  "czech republic": "CZ",
  czechia: "CZ",
  denmark: "DK",
  estonia: "EE",
  finland: "FI",
  france: "FR",
  germany: "DE",
  greece: "GR",
  hungary: "HU",
  ireland: "IE",
  italy: "IT",
  latvia: "LV",
  lithuania: "LT",
  luxembourg: "LU",
  malta: "MT",
  netherlands: "NL",
  "the netherlands": "NL",
  poland: "PL",
  portugal: "PT",
  romania: "RO",
  slovakia: "SK",
  slovenia: "SI",
  spain: "ES",
  sweden: "SE",
};

/** A country as a form or header gives it (a name, or an ISO code; UK is GB) → its ISO code, or null. */
export function isoCountryOf(value: string | null | undefined): string | null {
  const text = (value ?? "").trim();
  const known = names[text.toLowerCase().replace(/\./g, "")];
  if (known) return known;
  const code = text.toUpperCase();
  if (code === "UK") return "GB";
  if (code === "EL") return "GR";
  // Cloudflare's XX (unknown) and T1 (Tor) name no country.
  return /^[A-Z]{2}$/.test(code) && code !== "XX" && code !== "T1" ? code : null;
}

const usStates: Record<string, string> = {
  alabama: "AL",
  alaska: "AK",
  arizona: "AZ",
  arkansas: "AR",
  california: "CA",
  colorado: "CO",
  connecticut: "CT",
  delaware: "DE",
  "district of columbia": "DC",
  florida: "FL",
  georgia: "GA",
  hawaii: "HI",
  idaho: "ID",
  illinois: "IL",
  indiana: "IN",
  iowa: "IA",
  kansas: "KS",
  kentucky: "KY",
  louisiana: "LA",
  maine: "ME",
  maryland: "MD",
  massachusetts: "MA",
  michigan: "MI",
  minnesota: "MN",
  mississippi: "MS",
  missouri: "MO",
  montana: "MT",
  nebraska: "NE",
  nevada: "NV",
  "new hampshire": "NH",
  "new jersey": "NJ",
  "new mexico": "NM",
  "new york": "NY",
  "north carolina": "NC",
  "north dakota": "ND",
  ohio: "OH",
  oklahoma: "OK",
  oregon: "OR",
  pennsylvania: "PA",
  "rhode island": "RI",
  "south carolina": "SC",
  "south dakota": "SD",
  tennessee: "TN",
  texas: "TX",
  utah: "UT",
  vermont: "VT",
  virginia: "VA",
  washington: "WA",
  "west virginia": "WV",
  wisconsin: "WI",
  wyoming: "WY",
  "puerto rico": "PR",
};

/** A US state as typed ("California", "ca") → its two-letter code; anything else upper-cased, or null when empty. */
export function usStateCodeOf(value: string | null | undefined): string | null {
  const text = (value ?? "").trim().toLowerCase().replace(/\./g, "");
  if (!text) return null;
  return usStates[text] ?? text.toUpperCase();
}
