import "server-only";
import { tracked } from "@trpc/server";
import { orderChangesInput, orderIdInput } from "@/lib/validation/order-admin";
import { orderSearchInput } from "@/lib/validation/order-search";
import { downloadsForSessionInput, sessionIdInput } from "@/lib/validation/orders";
import { refundOrderInput } from "@/lib/validation/refunds";
import { changeOrderEmailInput } from "@/lib/validation/mail-delivery";
import { changeOrderEmail } from "@/server/services/mail-delivery/change-email";
import { undeliveredOrderCount } from "@/server/services/mail-delivery/mail-delivery";
import { messageOutput } from "@/server/api/outputs";
import { orderDetailOutput, orderSearchOutput, orderStatsOutput, refundOutput } from "./orders.schema";
import { adminProcedure, createTRPCRouter, protectedProcedure, publicProcedure, scopedProcedure } from "@/server/api/trpc";
import { orderChangeStream } from "@/server/live/order-changes";
import { resendOrderLinks, resetOrderDownloads } from "@/server/services/orders/actions";
import { listOrders, orderStats, revenueByDay } from "@/server/services/orders/admin";
import { getOrder } from "@/server/services/orders/history";
import { searchOrders } from "@/server/services/orders/search";
import { downloadsForSession, verifyPayment } from "@/server/services/orders/orders";
import { refundOrder } from "@/server/services/money/refunds";
import { businessDetailsInput } from "@/lib/validation/invoices";
import { addBusinessDetailsAsBuyer, adminInvoiceList, orderInvoiceFile } from "@/server/services/invoices/access";
import { invoiceFileOutput } from "./invoices.schema";

export const ordersRouter = createTRPCRouter({
  /** The payment-success page: fulfils (idempotently) and returns the order with download links. */
  verify: publicProcedure.input(sessionIdInput).mutation(({ ctx, input }) => verifyPayment(ctx.db, input.sessionId)),
  /** `/download?session_id=…&product=…`: the order's download links, optionally one product. */
  downloads: publicProcedure
    .input(downloadsForSessionInput)
    .query(({ ctx, input }) => downloadsForSession(ctx.db, input.sessionId, input.product)),
  /** Admin orders table: newest 50, test and demo orders excluded. */
  list: adminProcedure.query(({ ctx }) => listOrders(ctx.db)),
  /**
   * The admin's order search: filters (e-mail fragment, id, status, product, currency, code,
   * days), newest first, keyset pages of 1–100 (docs/orders.md).
   */
  search: scopedProcedure("orders:read")
    .meta({ openapi: { method: "GET", path: "/orders", tags: ["orders"], summary: "Search orders (newest first, cursor pages)" } })
    .input(orderSearchInput)
    .output(orderSearchOutput)
    .query(({ ctx, input }) => searchOrders(ctx.db, input)),
  /** The order page: every field and its timeline. */
  get: scopedProcedure("orders:read")
    .meta({ openapi: { method: "GET", path: "/orders/{orderId}", tags: ["orders"], summary: "One order with its history" } })
    .input(orderIdInput)
    .output(orderDetailOutput)
    .query(({ ctx, input }) => getOrder(ctx.db, input.orderId)),
  /** Admin dashboard figures; revenue counts completed orders only. */
  stats: scopedProcedure("stats:read")
    .meta({ openapi: { method: "GET", path: "/stats", tags: ["stats"], summary: "Orders per status and revenue per currency" } })
    .output(orderStatsOutput)
    .query(({ ctx }) => orderStats(ctx.db)),
  /** The dashboard chart: completed orders' revenue and count per day and currency, last 30 days. */
  chart: adminProcedure.query(({ ctx }) => revenueByDay(ctx.db)),
  /**
   * Live table (SSE): every insert, update or delete of an order by any server process, opening
   * with a "resync" on each (re)connection so the client re-reads what it missed.
   */
  changes: adminProcedure.input(orderChangesInput).subscription(async function* ({ signal }) {
    for await (const change of orderChangeStream(signal)) yield tracked(change.id, change);
  }),
  /** Queues fresh download links to the order's e-mail (audited). */
  resendLinks: scopedProcedure("orders:write")
    .meta({
      openapi: {
        method: "POST",
        path: "/orders/{orderId}/resend-links",
        tags: ["orders"],
        summary: "E-mail fresh download links to the buyer",
      },
      conflict: "The order is not paid, or its downloads are revoked (refunded or disputed).",
      upstream: "The job engine could not take the e-mail; nothing was sent, try again.",
    })
    .input(orderIdInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => resendOrderLinks(ctx.db, ctx.viewer, input.orderId)),
  /** "Change e-mail and resend": the order's address corrected (audited), fresh links queued to it (docs/product.md#delivery). */
  changeEmail: adminProcedure.input(changeOrderEmailInput).mutation(({ ctx, input }) => changeOrderEmail(ctx.db, ctx.viewer, input)),
  /** /admin's "N buyers have not received their links": real orders whose latest e-mail bounced. */
  undelivered: adminProcedure.query(async ({ ctx }) => ({ count: await undeliveredOrderCount(ctx.db) })),
  /** Gives every guide of the order its full download allowance again (audited). */
  resetDownloads: adminProcedure.input(orderIdInput).mutation(({ ctx, input }) => resetOrderDownloads(ctx.db, ctx.viewer, input.orderId)),
  /**
   * Gives money back (docs/refunds.md): all that is left or `amount`, through the payments port;
   * one refund per double click, retry or two admins at once; audited.
   */
  refund: scopedProcedure("orders:write")
    .meta({
      openapi: { method: "POST", path: "/orders/{orderId}/refund", tags: ["orders"], summary: "Refund an order, in full or in part" },
      conflict: "The order is not paid, is refunded already, or has an open dispute.",
      upstream: "The payment provider failed; nothing was changed, try again.",
    })
    .input(refundOrderInput)
    .output(refundOutput)
    .mutation(({ ctx, input }) => refundOrder(ctx.db, ctx.viewer, input)),
  /** The order's invoice in force as a PDF (docs/product.md#invoices); REST answers `application/pdf`. */
  invoice: scopedProcedure("orders:read")
    .meta({
      openapi: { method: "GET", path: "/orders/{orderId}/invoice", tags: ["orders"], summary: "The order's invoice (PDF)" },
      file: "application/pdf",
    })
    .input(orderIdInput)
    .output(invoiceFileOutput)
    .query(({ ctx, input }) => orderInvoiceFile(ctx.db, input.orderId)),
  /** The admin's order page: its invoices and credit notes, oldest first. */
  invoices: adminProcedure.input(orderIdInput).query(({ ctx, input }) => adminInvoiceList(ctx.db, input.orderId)),
  /** The library: business details added once after the invoice, which issues a corrected invoice and a credit note. */
  addBusinessDetails: protectedProcedure
    .input(businessDetailsInput)
    .mutation(({ ctx, input }) => addBusinessDetailsAsBuyer(ctx.db, ctx.viewer, input)),
});
