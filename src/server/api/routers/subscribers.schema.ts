import "server-only";
// The output schemas of this router's procedures (docs/api.md#rest-api-v1): tRPC checks every answer
// against them and the OpenAPI document describes them.
import { z } from "zod";
import { timestamp, cursor } from "@/server/api/outputs";

/** `subscribers.list`: one page of newsletter subscribers, newest first. */
export const subscriberListOutput = z.object({
  subscribers: z.array(
    z
      .object({
        id: z.string(),
        email: z.string(),
        source: z.string(),
        createdAt: timestamp,
        unsubscribed: z.boolean().meta({ description: "The address asked to receive no more e-mails." }),
      })
      .meta({ id: "Subscriber", description: "A newsletter subscriber." }),
  ),
  nextCursor: cursor,
});
