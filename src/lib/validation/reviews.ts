import { z } from "zod";
import { reviewMessages as m } from "@/lib/messages";
import { queryInteger, safeString, sanitized } from "./fields";

/** The longest review and reply, after sanitising. */
export const reviewLimits = { text: 2000, reply: 1000 } as const;

/**
 * `settings.setReviewRequests` and the /admin/settings card (docs/product.md#reviews): whether a
 * paid order gets a review request, and how many whole days after payment (0–90).
 */
export const reviewRequestSettingsInput = z.strictObject({
  enabled: z.boolean(),
  days: z.number({ error: m.daysInvalid }).int(m.daysInvalid).min(0, m.daysInvalid).max(90, m.daysInvalid),
});
export type ReviewRequestSettings = z.infer<typeof reviewRequestSettingsInput>;

/** On, a week after payment, until an admin changes it. */
export const defaultReviewRequestSettings: ReviewRequestSettings = { enabled: true, days: 7 };

/** The signed token of a review link (`/review?t=…`). */
export const reviewTokenField = safeString({ rawMax: 300, tooLong: m.linkInvalid }).pipe(z.string().min(1, m.linkInvalid));

export const reviewTokenInput = z.strictObject({ token: reviewTokenField });

/** 1 to 5 stars, a whole number. */
export const ratingField = z.number({ error: m.ratingInvalid }).int(m.ratingInvalid).min(1, m.ratingInvalid).max(5, m.ratingInvalid);

/** Optional text: multi-line, no control characters, markup stripped, at most 2000 characters; blank is none. */
const reviewText = sanitized({ rawMax: reviewLimits.text * 4, tooLong: m.textTooLong, multiline: true })
  .pipe(z.string().trim().max(reviewLimits.text, m.textTooLong))
  .transform((text) => (text === "" ? null : text));

/** `reviews.submit`: the link's token, the stars and the optional text (a second submit edits). */
export const reviewSubmitInput = z.strictObject({ token: reviewTokenField, rating: ratingField, text: reviewText.optional() });
/** What the service receives: parsed (text sanitised, blank → null). */
export type ReviewSubmit = z.output<typeof reviewSubmitInput>;

export const reviewStatuses = ["pending", "approved", "hidden"] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** `reviews.list` (admin and REST): newest first, optionally one status, keyset pages of 1–100. */
export const reviewListInput = z.strictObject({
  status: z.enum(reviewStatuses).meta({ description: "Only reviews in this state." }).optional(),
  productId: safeString({ rawMax: 100 }).meta({ description: "Only reviews of this product." }).optional(),
  cursor: safeString({ rawMax: 200 }).meta({ description: "The `nextCursor` of the previous page." }).optional(),
  /** Sent by tRPC's infinite queries (the admin's list once its filter changes); pages only go forward. */
  direction: z
    .literal("forward", { error: m.onlyForward })
    .meta({ description: "Pages only go forward (older reviews): `forward`, or leave it out." })
    .optional(),
  limit: queryInteger(m.badLimit, 1, 100).meta({ description: "Reviews per page, 1–100 (50 when left out)." }).optional(),
});
export type ReviewListInput = z.infer<typeof reviewListInput>;

const id = safeString({ rawMax: 64 }).pipe(z.string().min(1, m.notFound));

export const reviewIdInput = z.strictObject({ id });

/** `reviews.reply`: the store's public answer; blank removes it. */
export const reviewReplyInput = z.strictObject({
  id,
  reply: sanitized({ rawMax: reviewLimits.reply * 4, tooLong: m.replyTooLong, multiline: true }).pipe(
    z.string().trim().max(reviewLimits.reply, m.replyTooLong),
  ),
});
