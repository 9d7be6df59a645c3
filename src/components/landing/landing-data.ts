import "server-only";
import { cache } from "react";
import type { CountryCode } from "@/lib/country";
import { getDb } from "@/server/db";
import { quote } from "@/server/services/pricing";
import { getPublicSettings } from "@/server/services/settings";

// The landing page reads through the services, not `@/trpc/server`: that module also carries
// tRPC's React Query hydration helpers, and any page importing it ships their client code
// (React Query's provider and hydration), which `/` must not (its JS budget is 175 KB).

/** The public website settings (prices, titles, copy), once per request. */
export const landingSettings = cache(async () => getPublicSettings(await getDb()));

/** The intimacy guide's price in the visitor's region, from the pricing service (SPEC §9). */
export async function intimacyQuote(country: CountryCode) {
  return quote(await getDb(), { product: "intimacy", countryCode: country });
}
