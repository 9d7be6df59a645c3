import "server-only";
import { discountCodeInput, discountCreateInput, discountUpdateInput } from "@/lib/validation/discounts";
import { discountCreatedOutput, discountListOutput, discountUpdatedOutput } from "./discounts.schema";
import { createTRPCRouter, scopedProcedure } from "@/server/api/trpc";
import { createDiscount, deactivateDiscount, listDiscounts, updateDiscount } from "@/server/services/money/discounts";

/** Discount codes, managed at /admin/codes (docs/discounts-and-stamping.md). The checkout reads them through pricing.ts. */
export const discountsRouter = createTRPCRouter({
  /** Every code with its uses, remaining uses and revenue (admin or a key with discounts:write). */
  list: scopedProcedure("discounts:write")
    .meta({
      openapi: { method: "GET", path: "/discounts", tags: ["discounts"], summary: "List discount codes with their uses and revenue" },
    })
    .output(discountListOutput)
    .query(({ ctx }) => listDiscounts(ctx.db)),
  /** A new code; a duplicate (whatever its case) is a 409, an end before the start or a percent of 0 a 400 (admin or a key with discounts:write, audited). */
  create: scopedProcedure("discounts:write")
    .meta({
      openapi: { method: "POST", path: "/discounts", tags: ["discounts"], summary: "Create a discount code" },
      conflict: "A code with this text exists already (whatever its case).",
    })
    .input(discountCreateInput)
    .output(discountCreatedOutput)
    .mutation(({ ctx, input }) => createDiscount(ctx.db, ctx.viewer, input)),
  /** Changes a code's fields (not its text), under the same rules (admin or a key with discounts:write, audited). */
  update: scopedProcedure("discounts:write")
    .meta({ openapi: { method: "PATCH", path: "/discounts/{code}", tags: ["discounts"], summary: "Change a discount code's fields" } })
    .input(discountUpdateInput)
    .output(discountUpdatedOutput)
    .mutation(({ ctx, input }) => updateDiscount(ctx.db, ctx.viewer, input)),
  /** The checkout stops applying the code (admin or a key with discounts:write, audited). */
  deactivate: scopedProcedure("discounts:write")
    .input(discountCodeInput)
    .mutation(({ ctx, input }) => deactivateDiscount(ctx.db, ctx.viewer, input.code)),
});
