import "server-only";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { cache } from "react";
import { env } from "@/env";
import { getDb } from "@/server/db";
import { approvedReviews, type ReviewSummary } from "@/server/services/reviews/public";
import { reviewOfToken } from "@/server/services/reviews/reviews";
import { appErrorOnly, requestDb } from "./page-db";

// The guide pages' reviews (docs/product.md#reviews). The pages are static and regenerated in the
// background (`revalidate`), and at once when an admin approves, hides or answers a review
// (src/server/cache/review-pages.ts). `next build` never opens the database: a page built then
// shows no reviews until its first regeneration.

const none: ReviewSummary = { count: 0, average: 0, reviews: [] };

/** A product's approved reviews, once per render. */
export const productReviews = cache(async (productId: string): Promise<ReviewSummary> => {
  if (env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return none;
  return approvedReviews(await getDb(), productId);
});

/** `/review?t=…`: what the link is for and the review written so far, or the link's error for the buyer. */
export async function reviewForLink(token: string) {
  return reviewOfToken(await requestDb(), token).catch(appErrorOnly);
}
