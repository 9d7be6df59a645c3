import "server-only";
import { subscriberListInput } from "@/lib/validation/subscribers";
import { subscriberListOutput } from "./subscribers.schema";
import { createTRPCRouter, scopedProcedure } from "@/server/api/trpc";
import { listSubscribers } from "@/server/services/leads/subscribers";

export const subscribersRouter = createTRPCRouter({
  /** Newsletter subscribers, newest first, keyset pages of 1–100 (admin or a key with subscribers:read). */
  list: scopedProcedure("subscribers:read")
    .meta({
      openapi: { method: "GET", path: "/subscribers", tags: ["subscribers"], summary: "List newsletter subscribers (cursor pages)" },
    })
    .input(subscriberListInput)
    .output(subscriberListOutput)
    .query(({ ctx, input }) => listSubscribers(ctx.db, input)),
});
