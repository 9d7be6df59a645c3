import "server-only";
import { contactInput } from "@/lib/validation/contact";
import { createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { sendContactMessage } from "@/server/services/leads/contact";

export const contactRouter = createTRPCRouter({
  /** Stores a contact message and notifies support (docs/product.md#forms; 10 per 5 min per client). */
  send: publicProcedure.input(contactInput).mutation(({ ctx, input }) => sendContactMessage(ctx.db, input, ctx.clientKey)),
});
