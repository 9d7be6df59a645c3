import "server-only";
import { leadMagnetInput, subscribeInput } from "@/lib/validation/newsletter";
import { createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { claimLeadMagnet, subscribe } from "@/server/services/leads/leads";

export const newsletterRouter = createTRPCRouter({
  /** Subscribes an address once; a repeat is not an error. */
  subscribe: publicProcedure.input(subscribeInput).mutation(({ ctx, input }) => subscribe(ctx.db, input, ctx.clientKey)),
  /** The exit popup's free checklist, e-mailed once per address. */
  claimLeadMagnet: publicProcedure.input(leadMagnetInput).mutation(({ ctx, input }) => claimLeadMagnet(ctx.db, input, ctx.clientKey)),
});
