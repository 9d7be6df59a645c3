import "server-only";
import { settingsUpdateInput } from "@/lib/validation/settings";
import { adminProcedure, createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { revalidateSettingsPages } from "@/server/cache/public-pages";
import { getPublicSettings, updateSettings } from "@/server/services/settings";

export const settingsRouter = createTRPCRouter({
  /** Site copy and display prices (website_settings), for public pages. */
  public: publicProcedure.query(({ ctx }) => getPublicSettings(ctx.db)),
  /** The seven settings as the admin form edits them (admin). */
  get: adminProcedure.query(({ ctx }) => getPublicSettings(ctx.db)),
  /** Upserts each key sent, audited; the public pages show it on their next request (admin). */
  update: adminProcedure.input(settingsUpdateInput).mutation(async ({ ctx, input }) => {
    const result = await updateSettings(ctx.db, ctx.viewer, input);
    if (result.saved.length > 0) revalidateSettingsPages();
    return result;
  }),
});
