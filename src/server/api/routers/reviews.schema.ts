import "server-only";
// The output schemas of this router's procedures (docs/api.md#rest-api-v1): tRPC checks every answer
// against them and the OpenAPI document describes them.
import { z } from "zod";
import { reviewStatuses } from "@/lib/validation/reviews";
import { cursor, timestamp } from "@/server/api/outputs";

/** `reviews.list`: one page of reviews, newest first. */
export const reviewListOutput = z.object({
  reviews: z.array(
    z
      .object({
        id: z.string(),
        orderId: z.string(),
        productId: z.string(),
        productName: z.string(),
        authorName: z.string().meta({ description: "The buyer's first name as given at checkout; the pages show only the first word." }),
        rating: z.number().int().min(1).max(5).meta({ description: "1 to 5 stars." }),
        text: z.string().nullable().meta({ description: "Plain text; null when the buyer gave stars only." }),
        status: z
          .enum(reviewStatuses)
          .meta({ description: "pending until the admin approves or hides it; only approved reviews are shown." }),
        reply: z.string().nullable().meta({ description: "The store's public answer, plain text." }),
        repliedAt: timestamp.nullable(),
        createdAt: timestamp,
        updatedAt: timestamp.meta({ description: "The last edit by the buyer or the admin." }),
      })
      .meta({ id: "Review", description: "A verified buyer's review of the product of one order." }),
  ),
  nextCursor: cursor,
});
