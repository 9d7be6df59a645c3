import "server-only";
import { jobIdInput, jobsListInput } from "@/lib/validation/jobs";
import { adminProcedure, createTRPCRouter } from "@/server/api/trpc";
import { listJobs, retryJob } from "@/server/services/admin/jobs";

export const jobsRouter = createTRPCRouter({
  /** Background jobs by status, with payload summary, attempts and last error (admin). */
  list: adminProcedure.input(jobsListInput).query(({ ctx, input }) => listJobs(ctx.db, input)),
  /** Runs a failed local job again now (admin). */
  retry: adminProcedure.input(jobIdInput).mutation(({ ctx, input }) => retryJob(ctx.db, input.id)),
});
