import "server-only";
import { grantRoleInput } from "@/lib/validation/admin";
import { getAuthProvider } from "@/server/auth";
import { viewerIsAdmin } from "@/server/auth/admin-check";
import { adminProcedure, createTRPCRouter, protectedProcedure } from "@/server/api/trpc";
import { grantAdminRole } from "@/server/services/admin/admins";

export const adminRouter = createTRPCRouter({
  /** The signed-in viewer and whether they are an admin. */
  me: protectedProcedure.query(async ({ ctx }) => ({
    userId: ctx.viewer.userId,
    email: ctx.viewer.email,
    isAdmin: await viewerIsAdmin(ctx.db, ctx.viewer),
  })),
  /** Grants the admin role to an existing user by e-mail. */
  grantRole: adminProcedure
    .input(grantRoleInput)
    .mutation(({ ctx, input }) => grantAdminRole(ctx.db, getAuthProvider(), input.email, ctx.viewer)),
});
