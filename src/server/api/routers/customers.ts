import "server-only";
import { customerInput } from "@/lib/validation/order-search";
import { adminProcedure, createTRPCRouter } from "@/server/api/trpc";
import { liftSuppression } from "@/server/services/mail-delivery/suppression";
import { getCustomer, resendCustomerLinks } from "@/server/services/orders/history";

/** The admin's customer view (`/admin/customers?email=…`, docs/orders.md). */
export const customersRouter = createTRPCRouter({
  /** Every order by the address (any case), its account, subscription, unsubscribe and carts. */
  get: adminProcedure.input(customerInput).query(({ ctx, input }) => getCustomer(ctx.db, input.email)),
  /** "E-mail fresh links": the resend of every completed order of the address (each audited). */
  resendLinks: adminProcedure.input(customerInput).mutation(({ ctx, input }) => resendCustomerLinks(ctx.db, ctx.viewer, input.email)),
  /** "Lift suppression": the address (bounced or complained) may be mailed again (audited; docs/product.md#delivery). */
  liftSuppression: adminProcedure.input(customerInput).mutation(({ ctx, input }) => liftSuppression(ctx.db, ctx.viewer, input.email)),
});
