import { FileText } from "@/components/ui/icons";

/** A document as the buyer's pages list it: its number and signed link (docs/product.md#invoices). */
export type InvoiceLinkView = { number: string; kind: "invoice" | "credit_note"; url: string };

/** The order's invoice and any credit notes, each a link to its PDF (opens in the browser's viewer). */
export function InvoiceLinks({ invoices }: { invoices: InvoiceLinkView[] }) {
  if (invoices.length === 0) return null;
  return (
    <ul className="grid gap-1 text-sm" aria-label="Invoices">
      {invoices.map((doc) => (
        <li key={doc.number}>
          <a href={doc.url} className="inline-flex items-center gap-2 text-primary underline" data-testid="invoice-link">
            <FileText className="h-4 w-4 shrink-0" aria-hidden />
            {doc.kind === "invoice" ? "Invoice" : "Credit note"} {doc.number} (PDF)
          </a>
        </li>
      ))}
    </ul>
  );
}
