// GET /api/admin/invoices/<number> – one invoice or credit note as PDF, for the admin's order page
// (admins, or an API key with orders:read; withRoute decides before anything is read).
import { invoiceMessages as m } from "@/lib/invoice-messages";
import { AppError } from "@/server/errors";
import { withRoute } from "@/server/http/route";
import { invoicePdf } from "@/server/services/invoices/invoices";
import { pdfResponse } from "@/server/services/invoices/response";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const GET = withRoute("GET /api/admin/invoices/[number]", { scope: "orders:read" }, async ({ db, params }) => {
  const number = typeof params.number === "string" ? decodeURIComponent(params.number) : "";
  const invoice = number.length <= 32 ? await db.invoice.findUnique({ where: { number } }) : null;
  if (!invoice) throw new AppError("NOT_FOUND", m.notFound);
  return pdfResponse(await invoicePdf(db, invoice), `${invoice.number}.pdf`);
});
