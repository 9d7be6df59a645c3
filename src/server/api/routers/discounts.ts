import "server-only";
import { discountCodeInput, discountCreateInput, discountUpdateInput } from "@/lib/validation/discounts";
import { createTRPCRouter, scopedProcedure } from "@/server/api/trpc";
import { createDiscount, deactivateDiscount, listDiscounts, updateDiscount } from "@/server/services/discounts";

/** Discount codes, managed at /admin/codes (docs/discounts-and-stamping.md). The checkout reads them through pricing.ts. */
export const discountsRouter = createTRPCRouter({
  /** Every code with its uses, remaining uses and revenue (admin or a key with discounts:write). */
  list: scopedProcedure("discounts:write").query(({ ctx }) => listDiscounts(ctx.db)),
  /** A new code; a duplicate (whatever its case), an end before the start or a percent of 0 is a 400 (admin or a key with discounts:write, audited). */
  create: scopedProcedure("discounts:write").input(discountCreateInput).mutation(({ ctx, input }) => createDiscount(ctx.db, ctx.viewer, input)),
  /** Changes a code's fields (not its text), under the same rules (admin or a key with discounts:write, audited). */
  update: scopedProcedure("discounts:write").input(discountUpdateInput).mutation(({ ctx, input }) => updateDiscount(ctx.db, ctx.viewer, input)),
  /** The checkout stops applying the code (admin or a key with discounts:write, audited). */
  deactivate: scopedProcedure("discounts:write").input(discountCodeInput).mutation(({ ctx, input }) => deactivateDiscount(ctx.db, ctx.viewer, input.code)),
});
