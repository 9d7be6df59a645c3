import "server-only";
import { funnelInput, rangeInput } from "@/lib/validation/insights";
import { adminProcedure, createTRPCRouter } from "@/server/api/trpc";
import { codePerformance, funnel, reminderSteps } from "@/server/services/insights/insights";

/** First-party counts, read at /admin/insights (docs/insights.md). */
export const insightsRouter = createTRPCRouter({
  /** The funnel visits → product views → checkout started → e-mail entered → paid for a range of UTC days, with its tables (admin). */
  funnel: adminProcedure.input(funnelInput).query(({ ctx, input }) => funnel(ctx.db, input)),
  /** The abandoned-cart reminders sent in a range, per step: sent, clicked, recovered, revenue (admin). */
  reminders: adminProcedure.input(rangeInput).query(({ ctx, input }) => reminderSteps(ctx.db, input)),
  /** Each discount code's uses and revenue in a range (admin). */
  codes: adminProcedure.input(rangeInput).query(({ ctx, input }) => codePerformance(ctx.db, input)),
});
