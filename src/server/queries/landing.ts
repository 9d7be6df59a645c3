import "server-only";
import { unstable_cache } from "next/cache";
import { cache } from "react";
import type { CountryCode } from "@/lib/country";
import { getDb } from "@/server/db";
import { PAGE_DATA_SECONDS, pageData } from "@/server/cache/page-data";
import { quote } from "@/server/services/money/pricing";
import { getPublicSettings } from "@/server/services/store/settings";

// The landing page (`/home/[region]`) is rendered on its first visit and then regenerated in
// the background (`revalidate`), never at build time (no static params), so its reads use
// getDb() without `connection()`, which would make the page dynamic. Each read is cached under
// its tag (src/server/cache/page-data.ts): the admin's edit expires it and the pages that show it.

/** The public website settings (prices, titles, copy), once per request. */
export const landingSettings = cache(
  unstable_cache(async () => getPublicSettings(await getDb()), ["landing-settings"], {
    tags: [pageData.settings],
    revalidate: PAGE_DATA_SECONDS,
  }),
);

/** The intimacy guide's price in the visitor's region, from the pricing service (docs/product.md#prices). */
export const intimacyQuote = unstable_cache(
  async (country: CountryCode) => quote(await getDb(), { product: "intimacy", countryCode: country }),
  ["intimacy-quote"],
  { tags: [pageData.prices], revalidate: PAGE_DATA_SECONDS },
);
