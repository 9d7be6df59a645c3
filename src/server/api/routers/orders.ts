import "server-only";
import { downloadsForSessionInput, sessionIdInput } from "@/lib/validation/orders";
import { adminProcedure, createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { listOrders, orderStats } from "@/server/services/order-admin";
import { downloadsForSession, verifyPayment } from "@/server/services/orders";

export const ordersRouter = createTRPCRouter({
  /** The payment-success page: fulfils (idempotently) and returns the order with download links. */
  verify: publicProcedure.input(sessionIdInput).mutation(({ ctx, input }) => verifyPayment(ctx.db, input.sessionId)),
  /** `/download?session_id=…&product=…`: the order's download links, optionally one product. */
  downloads: publicProcedure
    .input(downloadsForSessionInput)
    .query(({ ctx, input }) => downloadsForSession(ctx.db, input.sessionId, input.product)),
  /** Admin orders table: newest 50, test and demo orders excluded. */
  list: adminProcedure.query(({ ctx }) => listOrders(ctx.db)),
  /** Admin dashboard figures; revenue counts completed orders only. */
  stats: adminProcedure.query(({ ctx }) => orderStats(ctx.db)),
});
