import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { reviewMessages as m } from "@/lib/messages";
import type { ReviewListInput, ReviewSubmit } from "@/lib/validation/reviews";
import type { Viewer } from "@/server/auth/port";
import type { Db } from "@/server/db/open";
import { AppError } from "@/server/errors";
import { recordAudit } from "@/server/audit";
import { decodeCursor, encodeCursor } from "@/server/services/orders/search";
import { raiseWebhookEvent } from "@/server/services/webhooks/webhooks";
import { reviewable } from "./request";
import { orderOfReviewToken } from "./token";

// Reviews from verified buyers (docs/product.md#reviews): written through the signed link of the
// review request, moderated by an admin, shown on the guide's pages once approved.

/** `reviews.list`'s page size when none is asked for. */
const LIST_LIMIT = 50;

async function orderOfToken(db: Db, token: string) {
  const orderId = await orderOfReviewToken(db, token);
  const order = orderId
    ? await db.order.findUnique({
        where: { id: orderId },
        select: { id: true, productId: true, productName: true, firstName: true, status: true, refundedAmount: true, disputeId: true },
      })
    : null;
  if (!order) throw new AppError("BAD_INPUT", m.linkInvalid);
  return order;
}

/** `reviews.byToken` and the /review page: what the link is for, and the review written so far. */
export async function reviewOfToken(db: Db, token: string) {
  const order = await orderOfToken(db, token);
  const review = await db.review.findUnique({ where: { orderId: order.id }, select: { rating: true, text: true, status: true } });
  return { productName: order.productName, firstName: order.firstName, eligible: reviewable(order), review };
}

/**
 * `reviews.submit`: the first submit creates the order's review (pending, and `review.created`
 * for webhooks), a later one edits it; an edit goes back to the admin (pending) unless the review
 * was hidden, which it stays. A refunded or disputed order takes no review (409).
 */
export async function submitReview(db: Db, input: ReviewSubmit, now = new Date()) {
  const { token, rating, text = null } = input;
  const order = await orderOfToken(db, token);
  if (!reviewable(order)) throw new AppError("CONFLICT", m.notEligible);
  const existing = await db.review.findUnique({ where: { orderId: order.id }, select: { id: true, status: true } });
  if (existing) {
    await db.review.update({
      where: { id: existing.id },
      data: { rating, text, status: existing.status === "hidden" ? "hidden" : "pending" },
    });
    return { created: false, message: m.updated };
  }
  const review = await db.review
    .create({ data: { orderId: order.id, productId: order.productId, rating, text, createdAt: now } })
    .catch(async (error: unknown) => {
      // Two submits at once: the second finds the first's row and edits it.
      const raced = await db.review.findUnique({ where: { orderId: order.id }, select: { id: true } });
      if (!raced) throw error;
      await db.review.update({ where: { id: raced.id }, data: { rating, text } });
      return null;
    });
  if (!review) return { created: false, message: m.updated };
  await raiseWebhookEvent(db, "review.created", review.id, review.id, { occurredAt: now });
  return { created: true, message: m.thanks };
}

const listSelect = {
  id: true,
  orderId: true,
  productId: true,
  rating: true,
  text: true,
  status: true,
  reply: true,
  repliedAt: true,
  createdAt: true,
  updatedAt: true,
  product: { select: { name: true } },
  order: { select: { firstName: true } },
} satisfies Prisma.ReviewSelect;

type ListRow = Prisma.ReviewGetPayload<{ select: typeof listSelect }>;

const listItem = ({ product, order, ...review }: ListRow) => ({ ...review, productName: product.name, authorName: order.firstName });

/**
 * `reviews.list` (admin, REST `GET /api/v1/reviews`): newest first, optionally one status or
 * product, keyset pages on (createdAt, id) like the other lists.
 */
export async function listReviews(db: Db, input: ReviewListInput) {
  const limit = input.limit ?? LIST_LIMIT;
  const after = input.cursor ? decodeCursor(input.cursor) : null;
  const rows = await db.review.findMany({
    where: {
      ...(input.status ? { status: input.status } : {}),
      ...(input.productId ? { productId: input.productId } : {}),
      ...(after
        ? { AND: [{ createdAt: { lte: after.createdAt } }, { OR: [{ createdAt: { lt: after.createdAt } }, { id: { lt: after.id } }] }] }
        : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
    select: listSelect,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { reviews: page.map(listItem), nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}

/** `reviews.approve` / `reviews.hide`: audited; returns the product whose pages show it. */
export async function moderateReview(db: Db, actor: Viewer, id: string, status: "approved" | "hidden") {
  return db.$transaction(async (tx) => {
    const review = await tx.review.findUnique({ where: { id }, select: { id: true, status: true, productId: true } });
    if (!review) throw new AppError("NOT_FOUND", m.notFound);
    if (review.status !== status) {
      await tx.review.update({ where: { id }, data: { status } });
      await recordAudit(tx, actor, status === "approved" ? "review.approved" : "review.hidden", id, { from: review.status });
    }
    return { productId: review.productId, message: status === "approved" ? m.approved : m.hidden };
  });
}

/** `reviews.reply`: the store's public answer (blank removes it), audited. */
export async function replyToReview(db: Db, actor: Viewer, id: string, reply: string, now = new Date()) {
  return db.$transaction(async (tx) => {
    const review = await tx.review.findUnique({ where: { id }, select: { productId: true, reply: true } });
    if (!review) throw new AppError("NOT_FOUND", m.notFound);
    const next = reply === "" ? null : reply;
    if (next !== review.reply) {
      await tx.review.update({ where: { id }, data: { reply: next, repliedAt: next ? now : null } });
      await recordAudit(tx, actor, "review.replied", id, { reply: next });
    }
    return { productId: review.productId, message: next ? m.replied : m.replyRemoved };
  });
}
