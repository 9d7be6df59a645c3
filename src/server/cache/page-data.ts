import "server-only";
import { revalidateTag } from "next/cache";

/*
 * The data the static public pages read, each under one cache tag. A page's cached HTML carries
 * the tags of the reads it made (src/server/queries/landing.ts and reviews.ts read through
 * `unstable_cache` with these tags), so an edit expires exactly the pages that show what it
 * changed, whatever their paths. docs/architecture.md#page-caching lists which edit expires what.
 */
export const pageData = {
  /** The website settings the landing page shows: titles, hero copy, display prices, guarantee. */
  settings: "settings",
  /** A guide's price as a public page quotes it: its product, its regional price and tax. */
  prices: "prices",
  /** One guide's approved reviews (count, average, the newest few, the store's replies). */
  reviews: (productId: string) => `reviews:${productId}`,
} as const;

/**
 * How long a cached read and a page built from it are trusted without an edit expiring them: a
 * change made outside the admin (a script, another server process) or a tax rate that starts or
 * ends on a day still shows within this many seconds. The pages' `revalidate` says the same.
 */
export const PAGE_DATA_SECONDS = 60;

/**
 * Expires the tags at once (`expire: 0`), so the very next request renders the pages that carry
 * them again instead of serving the old HTML while regenerating it. Next applies it when the
 * route handler returns. Outside a Next.js request (a script, a test) there is no cache to clear.
 */
export function expirePageData(...tags: string[]) {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      if (!/static generation store missing/.test((error as Error).message)) throw error;
    }
  }
}
