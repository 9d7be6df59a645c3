// GET /invoice/file?token=… – a buyer's invoice or credit note (docs/product.md#invoices): the
// token is the document's id signed by the server (the thank-you page, the library and the receipt
// e-mail hand it out), so nobody reaches a document by guessing.
import { invoiceMessages as m } from "@/lib/invoice-messages";
import { type HttpFailure, htmlFailure } from "@/server/http/errors";
import { htmlPage } from "@/server/http/html-page";
import { withRoute } from "@/server/http/route";
import { invoiceForToken, invoicePdf } from "@/server/services/invoices/invoices";
import { pdfResponse } from "@/server/services/invoices/response";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const pageAnswer = { answer: (failure: HttpFailure) => htmlFailure(failure, { title: "Invoice unavailable", supportLink: true }) };

export const GET = withRoute("GET /invoice/file", pageAnswer, async ({ searchParams, db }) => {
  const invoice = await invoiceForToken(db, searchParams.get("token") ?? "");
  if (!invoice) return htmlPage({ status: 403, title: "Link not valid", message: m.linkInvalid, libraryLink: true, supportLink: true });
  return pdfResponse(await invoicePdf(db, invoice), `${invoice.number}.pdf`);
});
