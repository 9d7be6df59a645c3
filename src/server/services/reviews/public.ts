import "server-only";
import type { Db } from "@/server/db/open";

/** How many approved reviews a guide's page lists (the average and count cover all of them). */
export const SHOWN_REVIEWS = 10;

/** One approved review as a page shows it: only what the list renders. */
export type ShownReview = { id: string; rating: number; text: string | null; author: string; date: string; reply: string | null };

/** A product's approved reviews for its pages: count, average (one decimal) and the newest few. */
export type ReviewSummary = { count: number; average: number; reviews: ShownReview[] };

/**
 * The approved reviews of one product (docs/product.md#reviews), newest first, with the average
 * and count of all approved ones — the figures the page shows and its JSON-LD repeats. Pending
 * and hidden reviews never count.
 */
export async function approvedReviews(db: Db, productId: string, take = SHOWN_REVIEWS): Promise<ReviewSummary> {
  const where = { productId, status: "approved" as const };
  const [stats, rows] = await Promise.all([
    db.review.aggregate({ where, _count: { _all: true }, _avg: { rating: true } }),
    db.review.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take,
      select: { id: true, rating: true, text: true, reply: true, createdAt: true, order: { select: { firstName: true } } },
    }),
  ]);
  const count = stats._count._all;
  return {
    count,
    average: count ? Math.round((stats._avg.rating ?? 0) * 10) / 10 : 0,
    reviews: rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      text: r.text,
      author: r.order.firstName.trim().split(/\s+/)[0] || "A buyer",
      date: r.createdAt.toISOString().slice(0, 10),
      reply: r.reply,
    })),
  };
}
