import "server-only";
import { createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { getPublicSettings } from "@/server/services/settings";

export const settingsRouter = createTRPCRouter({
  /** Site copy and display prices (website_settings), for public pages. */
  public: publicProcedure.query(({ ctx }) => getPublicSettings(ctx.db)),
});
