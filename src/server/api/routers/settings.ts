import "server-only";
import { settingsUpdateInput } from "@/lib/validation/settings";
import { adminProcedure, createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { expirePageData, pageData } from "@/server/cache/page-data";
import { getPublicSettings, updateSettings } from "@/server/services/store/settings";
import { setStamping, stampingEnabled } from "@/server/services/downloads/stamping";
import { cartReminderSettingsInput } from "@/lib/validation/cart-reminders";
import { cartReminderSettings, setCartReminderSettings } from "@/server/services/carts/recovery";
import { reviewRequestSettingsInput } from "@/lib/validation/reviews";
import { reviewRequestSettings, setReviewRequestSettings } from "@/server/services/reviews/settings";
import { z } from "zod";
import { invoiceSellerInput } from "@/lib/validation/invoices";
import { invoiceSeller, setInvoiceSeller } from "@/server/services/invoices/seller";

export const settingsRouter = createTRPCRouter({
  /** Site copy and display prices (website_settings), for public pages. */
  public: publicProcedure.query(({ ctx }) => getPublicSettings(ctx.db)),
  /** The settings as the admin form edits them (admin). */
  get: adminProcedure.query(({ ctx }) => getPublicSettings(ctx.db)),
  /** Upserts each key sent, audited; the public pages show it on their next request (admin). */
  update: adminProcedure.input(settingsUpdateInput).mutation(async ({ ctx, input }) => {
    const result = await updateSettings(ctx.db, ctx.viewer, input);
    if (result.saved.length > 0) expirePageData(pageData.settings);
    return result;
  }),
  /** Whether downloaded PDFs are stamped with the buyer's e-mail (admin; docs/discounts-and-stamping.md). */
  stamping: adminProcedure.query(async ({ ctx }) => ({ enabled: await stampingEnabled(ctx.db) })),
  /** Turns stamping on or off, audited (admin). */
  setStamping: adminProcedure
    .input(z.object({ enabled: z.boolean() }))
    .mutation(({ ctx, input }) => setStamping(ctx.db, ctx.viewer, input.enabled)),
  /** The optional second and third abandoned-cart reminders: on or off, hours after the last save (admin; docs/insights.md#cart-reminders). */
  cartReminders: adminProcedure.query(({ ctx }) => cartReminderSettings(ctx.db)),
  /** Sets them: hours 1–720, the third after the second and only with it (admin, audited). */
  setCartReminders: adminProcedure
    .input(cartReminderSettingsInput)
    .mutation(({ ctx, input }) => setCartReminderSettings(ctx.db, ctx.viewer, input)),
  /** The seller's legal name, address and tax number printed on invoices (admin; docs/product.md#invoices). */
  invoiceSeller: adminProcedure.query(({ ctx }) => invoiceSeller(ctx.db)),
  /** Sets them (admin, audited); invoices already issued keep what they printed. */
  setInvoiceSeller: adminProcedure.input(invoiceSellerInput).mutation(({ ctx, input }) => setInvoiceSeller(ctx.db, ctx.viewer, input)),
  /** The review request: on or off, days after payment (admin; docs/product.md#reviews). */
  reviewRequests: adminProcedure.query(({ ctx }) => reviewRequestSettings(ctx.db)),
  /** Sets it: days 0–90 (admin, audited). Orders already waiting keep their day; the off switch stops them at send time. */
  setReviewRequests: adminProcedure
    .input(reviewRequestSettingsInput)
    .mutation(({ ctx, input }) => setReviewRequestSettings(ctx.db, ctx.viewer, input)),
});
