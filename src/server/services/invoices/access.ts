import "server-only";
import { invoiceMessages as m } from "@/lib/invoice-messages";
import type { businessDetailsInput } from "@/lib/validation/invoices";
import type { Viewer } from "@/server/auth/port";
import type { Db } from "@/server/db/open";
import { AppError } from "@/server/errors";
import { libraryOrdersWhere } from "@/server/services/downloads/library";
import { addBusinessDetails, currentInvoice, invoicePdf, invoicesOf } from "./invoices";
import type { z } from "zod";

/** A PDF as the REST surface and the routes hand it over. */
export type InvoiceFile = { filename: string; contentType: "application/pdf"; base64: string };

/** The invoice in force of an order as a file (REST `GET /orders/{orderId}/invoice`, the admin's page). */
export async function orderInvoiceFile(db: Db, orderId: string): Promise<InvoiceFile> {
  const invoice = await currentInvoice(db, orderId);
  if (!invoice) throw new AppError("NOT_FOUND", m.notFound);
  const bytes = await invoicePdf(db, invoice);
  return { filename: `${invoice.number}.pdf`, contentType: "application/pdf", base64: Buffer.from(bytes).toString("base64") };
}

/** The admin's order page: every invoice and credit note of the order, each with its admin download path. */
export async function adminInvoiceList(db: Db, orderId: string) {
  const rows = await invoicesOf(db, orderId);
  const numberOf = new Map(rows.map((r) => [r.id, r.number]));
  return rows.map((r) => ({
    number: r.number,
    kind: r.kind,
    reason: r.reason,
    amount: r.amount,
    taxAmount: r.taxAmount,
    currency: r.currency,
    issuedAt: r.issuedAt,
    credits: r.creditsId ? (numberOf.get(r.creditsId) ?? null) : null,
    url: `/api/admin/invoices/${encodeURIComponent(r.number)}`,
  }));
}

/**
 * The library's "add business details" (once per order): only the signed-in buyer's own paid
 * order; a corrected invoice and a credit note for the first are issued (invoices.ts).
 */
export async function addBusinessDetailsAsBuyer(db: Db, viewer: Viewer, input: z.output<typeof businessDetailsInput>) {
  const email = viewer.email?.trim().toLowerCase();
  const order = email
    ? await db.order.findFirst({ where: { id: input.orderId, ...libraryOrdersWhere(email) }, select: { id: true } })
    : null;
  if (!order) throw new AppError("NOT_FOUND", m.notFound);
  const { invoice } = await addBusinessDetails(db, order.id, input);
  return { message: m.corrected, number: invoice.number };
}
