import "server-only";
import { funnelInput } from "@/lib/validation/insights";
import { adminProcedure, createTRPCRouter } from "@/server/api/trpc";
import { funnel } from "@/server/services/insights";

/** First-party counts, read at /admin/insights (docs/insights.md). */
export const insightsRouter = createTRPCRouter({
  /** The funnel visits → product views → checkout started → e-mail entered → paid for a range of UTC days, with its tables (admin). */
  funnel: adminProcedure.input(funnelInput).query(({ ctx, input }) => funnel(ctx.db, input)),
});
