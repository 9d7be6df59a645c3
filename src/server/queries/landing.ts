import "server-only";
import { cache } from "react";
import type { CountryCode } from "@/lib/country";
import { getDb } from "@/server/db";
import { quote } from "@/server/services/money/pricing";
import { getPublicSettings } from "@/server/services/store/settings";

// The landing page (`/home/[region]`) is rendered on its first visit and then regenerated in
// the background (`revalidate`), never at build time (no static params), so its reads use
// getDb() without `connection()`, which would make the page dynamic.

/** The public website settings (prices, titles, copy), once per request. */
export const landingSettings = cache(async () => getPublicSettings(await getDb()));

/** The intimacy guide's price in the visitor's region, from the pricing service (docs/product.md#prices). */
export async function intimacyQuote(country: CountryCode) {
  return quote(await getDb(), { product: "intimacy", countryCode: country });
}
