import "server-only";
import {
  audienceCountInput,
  broadcastIdInput,
  createBroadcastInput,
  previewInput,
  scheduleBroadcastInput,
  updateBroadcastInput,
} from "@/lib/validation/broadcasts";
import { adminProcedure, createTRPCRouter } from "@/server/api/trpc";
import { audienceCount } from "@/server/services/broadcasts/audience";
import {
  cancelBroadcast,
  createBroadcast,
  getBroadcast,
  listBroadcasts,
  previewBroadcast,
  scheduleBroadcast,
  sendTestBroadcast,
  updateBroadcast,
} from "@/server/services/broadcasts/broadcasts";
import { broadcastStats } from "@/server/services/broadcasts/stats";

/** Broadcasts to the list (docs/product.md#broadcasts): admin only. */
export const broadcastsRouter = createTRPCRouter({
  list: adminProcedure.query(({ ctx }) => listBroadcasts(ctx.db)),
  get: adminProcedure.input(broadcastIdInput).query(({ ctx, input }) => getBroadcast(ctx.db, input.id)),
  create: adminProcedure.input(createBroadcastInput).mutation(({ ctx, input }) => createBroadcast(ctx.db, ctx.viewer, input)),
  update: adminProcedure
    .input(updateBroadcastInput)
    .mutation(({ ctx, input: { id, ...draft } }) => updateBroadcast(ctx.db, ctx.viewer, id, draft)),
  /** The audience's size now, counted in the database (shown before sending). */
  audienceCount: adminProcedure
    .input(audienceCountInput)
    .query(async ({ ctx, input }) => ({ count: await audienceCount(ctx.db, input.audience) })),
  /** The e-mail's HTML for the compose page's phone and desktop previews. */
  preview: adminProcedure.input(previewInput).query(({ input }) => previewBroadcast(input)),
  /** "Send a test to me": to the admin's own address. */
  sendTest: adminProcedure.input(broadcastIdInput).mutation(({ ctx, input }) => sendTestBroadcast(ctx.db, ctx.viewer, input.id)),
  /** Send now, or at a time in the admin's time zone: the jobs do the sending. */
  schedule: adminProcedure.input(scheduleBroadcastInput).mutation(({ ctx, input }) => scheduleBroadcast(ctx.db, ctx.viewer, input)),
  cancel: adminProcedure.input(broadcastIdInput).mutation(({ ctx, input }) => cancelBroadcast(ctx.db, ctx.viewer, input.id)),
  stats: adminProcedure.input(broadcastIdInput).query(({ ctx, input }) => broadcastStats(ctx.db, input.id)),
});
