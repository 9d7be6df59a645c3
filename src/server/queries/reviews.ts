import "server-only";
import { unstable_cache } from "next/cache";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { cache } from "react";
import { env } from "@/env";
import { getDb } from "@/server/db";
import { PAGE_DATA_SECONDS, pageData } from "@/server/cache/page-data";
import { approvedReviews, type ReviewSummary } from "@/server/services/reviews/public";
import { reviewOfToken } from "@/server/services/reviews/reviews";
import { appErrorOnly, requestDb } from "./page-db";

// The guide pages' reviews (docs/product.md#reviews). The pages are static and regenerated in the
// background (`revalidate`), and at once when an admin approves, hides or answers a review or a
// buyer edits a shown one: the read is cached under the guide's reviews tag, which those edits
// expire (src/server/cache/page-data.ts). `next build` never opens the database: a page built
// then shows no reviews until its first regeneration, yet carries the tag, so an edit made
// before that still reaches it.

const none: ReviewSummary = { count: 0, average: 0, reviews: [] };

/** A product's approved reviews, once per render. */
export const productReviews = cache(async (productId: string): Promise<ReviewSummary> => {
  const atBuild = env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;
  const read = unstable_cache(
    async () => (atBuild ? none : approvedReviews(await getDb(), productId)),
    ["product-reviews", productId, atBuild ? "build" : "live"],
    {
      tags: [pageData.reviews(productId)],
      revalidate: PAGE_DATA_SECONDS,
    },
  );
  return read();
});

/** `/review?t=…`: what the link is for and the review written so far, or the link's error for the buyer. */
export async function reviewForLink(token: string) {
  return reviewOfToken(await requestDb(), token).catch(appErrorOnly);
}
