import "server-only";
import { z } from "zod";
import { safeString } from "@/lib/validation/fields";
import { taxQuarterInput, taxRuleInput, taxSettingsInput } from "@/lib/validation/tax";
import { adminProcedure, createTRPCRouter } from "@/server/api/trpc";
import { expirePageData, pageData } from "@/server/cache/page-data";
import { deleteTaxRule, listTaxRules, saveTaxRule } from "@/server/services/tax/admin";
import { taxReport } from "@/server/services/tax/report";
import { getTaxSettings, setTaxSettings } from "@/server/services/tax/settings";

/** Tax collection (docs/product.md#tax): the setting, the owner's rules and the quarterly report (admin). */
export const taxRouter = createTRPCRouter({
  /** "Collect tax" (off by default), the seller's country and Stripe's inclusive or exclusive prices. */
  settings: adminProcedure.query(({ ctx }) => getTaxSettings(ctx.db)),
  /** Saves each setting sent that changed, audited; the prices public pages quote follow at once. */
  setSettings: adminProcedure.input(taxSettingsInput).mutation(async ({ ctx, input }) => {
    const result = await setTaxSettings(ctx.db, ctx.viewer, input);
    expirePageData(pageData.prices);
    return result;
  }),
  /** Every rule: country, US state, rate, inclusive or not, valid from/to. */
  rules: adminProcedure.query(({ ctx }) => listTaxRules(ctx.db)),
  /** Creates a rule, or changes one (with its id), audited. */
  saveRule: adminProcedure.input(taxRuleInput).mutation(async ({ ctx, input }) => {
    const result = await saveTaxRule(ctx.db, ctx.viewer, input);
    expirePageData(pageData.prices);
    return result;
  }),
  /** Deletes a rule, audited; orders keep the tax they were charged. */
  deleteRule: adminProcedure.input(z.object({ id: safeString({ rawMax: 64 }).min(1) })).mutation(async ({ ctx, input }) => {
    const result = await deleteTaxRule(ctx.db, ctx.viewer, input.id);
    expirePageData(pageData.prices);
    return result;
  }),
  /** A quarter's orders, net, tax, gross, refunds and their tax per country (and US state) and currency. */
  report: adminProcedure.input(taxQuarterInput).query(({ ctx, input }) => taxReport(ctx.db, input)),
});
