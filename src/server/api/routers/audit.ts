import "server-only";
import { auditListInput } from "@/lib/validation/audit";
import { adminProcedure, createTRPCRouter } from "@/server/api/trpc";
import { AUDIT_LIMIT, listAudit } from "@/server/audit";

export const auditRouter = createTRPCRouter({
  /** The audit trail, newest first: who did what to what, when (admin). */
  list: adminProcedure.input(auditListInput).query(({ ctx, input }) => listAudit(ctx.db, input?.limit ?? AUDIT_LIMIT)),
});
