import "server-only";
import { reviewIdInput, reviewListInput, reviewReplyInput, reviewSubmitInput, reviewTokenInput } from "@/lib/validation/reviews";
import { reviewListOutput } from "./reviews.schema";
import { adminProcedure, createTRPCRouter, publicProcedure, scopedProcedure } from "@/server/api/trpc";
import { expirePageData, pageData } from "@/server/cache/page-data";
import { listReviews, moderateReview, replyToReview, reviewOfToken, submitReview } from "@/server/services/reviews/reviews";

/** Reviews from verified buyers (docs/product.md#reviews): written through a signed link, moderated at /admin/reviews. */
export const reviewsRouter = createTRPCRouter({
  /** Reviews newest first, optionally one status or product, keyset pages of 1–100 (admin or a key with reviews:read). */
  list: scopedProcedure("reviews:read")
    .meta({ openapi: { method: "GET", path: "/reviews", tags: ["reviews"], summary: "List buyers' reviews (cursor pages)" } })
    .input(reviewListInput)
    .output(reviewListOutput)
    .query(({ ctx, input }) => listReviews(ctx.db, input)),
  /** Shows it on the guide's pages from the next request (admin, audited). */
  approve: adminProcedure.input(reviewIdInput).mutation(async ({ ctx, input }) => {
    const result = await moderateReview(ctx.db, ctx.viewer, input.id, "approved");
    expirePageData(pageData.reviews(result.productId));
    return { message: result.message };
  }),
  /** Takes it off the guide's pages from the next request (admin, audited). */
  hide: adminProcedure.input(reviewIdInput).mutation(async ({ ctx, input }) => {
    const result = await moderateReview(ctx.db, ctx.viewer, input.id, "hidden");
    expirePageData(pageData.reviews(result.productId));
    return { message: result.message };
  }),
  /** The store's public answer under the review; blank removes it (admin, audited). */
  reply: adminProcedure.input(reviewReplyInput).mutation(async ({ ctx, input }) => {
    const result = await replyToReview(ctx.db, ctx.viewer, input.id, input.reply);
    expirePageData(pageData.reviews(result.productId));
    return { message: result.message };
  }),
  /** What a review link is for and the review written so far (anyone holding the link). */
  byToken: publicProcedure.input(reviewTokenInput).query(({ ctx, input }) => reviewOfToken(ctx.db, input.token)),
  /** Writes or edits the order's review (anyone holding the link; a refunded or disputed order: 409). */
  submit: publicProcedure.input(reviewSubmitInput).mutation(({ ctx, input }) => submitReview(ctx.db, input)),
});
