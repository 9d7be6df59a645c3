import "server-only";
import { PDFDocument, type PDFFont, rgb, StandardFonts } from "pdf-lib";
import { invoiceMessages } from "@/lib/invoice-messages";
import { formatMinor } from "@/lib/money";
import type { InvoiceDocument, TaxLine } from "./document";

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const grey = rgb(0.4, 0.4, 0.4);

/** One tax line as printed: its label as the order stored it ("GST 10%"), where, and whether the price included it. */
export function taxLabel(line: TaxLine) {
  const place = line.state ? `${line.country}-${line.state}` : line.country;
  return `${line.label || "Tax"} (${place})${line.inclusive ? ", included" : ""}`;
}

/** The money rows under the lines: discount, the tax per rate (or "Tax 0.00"), the total. */
export function totalRows(doc: InvoiceDocument): { label: string; amount: string; bold?: boolean }[] {
  const money = (n: number) => `${formatMinor(n)} ${doc.currency.toUpperCase()}`;
  const rows: { label: string; amount: string; bold?: boolean }[] = [];
  if (doc.discount.amount > 0)
    rows.push({ label: `Discount${doc.discount.code ? ` (${doc.discount.code})` : ""}`, amount: money(-doc.discount.amount) });
  if (doc.tax.lines.length === 0) rows.push({ label: "Tax", amount: money(doc.tax.amount) });
  for (const line of doc.tax.lines) rows.push({ label: taxLabel(line), amount: money(line.amount) });
  rows.push({ label: doc.kind === "invoice" ? "Total" : "Total credited", amount: money(doc.total), bold: true });
  return rows;
}

/**
 * The PDF of an invoice or credit note, made with pdf-lib and Helvetica (characters outside its
 * WinAnsi set print as "?"). Deterministic for a document: its dates are the document's own.
 */
export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const title = doc.kind === "invoice" ? "Invoice" : "Credit note";
  pdf.setTitle(`${title} ${doc.number}`);
  pdf.setCreationDate(new Date(doc.issuedAt));
  pdf.setModificationDate(new Date(doc.issuedAt));
  pdf.setProducer("pdf-lib");
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const charset = new Set(regular.getCharacterSet());
  const safe = (text: string) => [...text].map((ch) => (charset.has(ch.codePointAt(0)!) ? ch : "?")).join("");
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;

  const write = (text: string, opts: { size?: number; font?: PDFFont; x?: number; color?: typeof grey; right?: number } = {}) => {
    const size = opts.size ?? 10;
    const font = opts.font ?? regular;
    const width = (opts.right ?? PAGE.width - MARGIN) - (opts.x ?? MARGIN);
    for (const paragraph of safe(text).split(/\r?\n/)) {
      for (const line of wrap(paragraph, (t) => font.widthOfTextAtSize(t, size), width)) {
        if (y < MARGIN + size) {
          page = pdf.addPage([PAGE.width, PAGE.height]);
          y = PAGE.height - MARGIN;
        }
        page.drawText(line, { x: opts.x ?? MARGIN, y, size, font, color: opts.color });
        y -= size * 1.35;
      }
    }
  };
  const amountRow = (label: string, amount: string, font: PDFFont = regular) => {
    const right = PAGE.width - MARGIN;
    const text = safe(amount);
    page.drawText(text, { x: right - font.widthOfTextAtSize(text, 10), y, size: 10, font });
    write(label, { font, right: right - 130 });
  };
  const gap = (n = 10) => (y -= n);

  write(`${title} ${doc.number}`, { size: 20, font: bold });
  gap(4);
  write(`Issued ${doc.issuedAt.slice(0, 10)} · Order ${doc.orderId}`, { color: grey });
  if (doc.credits)
    write(`Credits invoice ${doc.credits.number} of ${doc.credits.issuedAt.slice(0, 10)}: ${doc.credits.reason}`, { color: grey });
  gap(14);

  write("From", { font: bold });
  write(doc.seller.legalName || "(seller's legal name not set)");
  if (doc.seller.address) write(doc.seller.address);
  if (doc.seller.taxNumber) write(`Tax number: ${doc.seller.taxNumber}`);
  gap();
  write("Bill to", { font: bold });
  if (doc.buyer.businessName) write(doc.buyer.businessName);
  if (doc.buyer.businessAddress) write(doc.buyer.businessAddress);
  if (doc.buyer.taxId) write(`VAT/ABN number: ${doc.buyer.taxId}`);
  write(doc.buyer.name);
  write(doc.buyer.email);
  gap();
  write(`Payment: ${doc.paymentMethod}${doc.paidAt ? `, paid ${doc.paidAt.slice(0, 10)}` : ""} · Currency: ${doc.currency.toUpperCase()}`);
  gap(14);

  amountRow("Description", "Amount", bold);
  for (const line of doc.lines) amountRow(line.description, `${formatMinor(line.amount)} ${doc.currency.toUpperCase()}`);
  gap(6);
  for (const row of totalRows(doc)) amountRow(row.label, row.amount, row.bold ? bold : regular);
  if (doc.tax.reverseCharge) {
    gap();
    write(invoiceMessages.reverseCharge, { font: bold });
  }
  return pdf.save();
}

/** Words onto lines no wider than `max`; a word wider than a line is cut. */
function wrap(text: string, widthOf: (t: string) => number, max: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(" ")) {
    const next = current ? `${current} ${word}` : word;
    if (widthOf(next) <= max) {
      current = next;
      continue;
    }
    if (current) lines.push(current);
    let rest = word;
    while (widthOf(rest) > max && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && widthOf(rest.slice(0, cut)) > max) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
  }
  lines.push(current);
  return lines;
}
