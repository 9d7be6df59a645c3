import "server-only";
import type { InvoiceSeller } from "@/lib/validation/invoices";

/** One tax line as the order stores it (`Order.taxLines`) and the invoice prints it. */
export type TaxLine = { country: string; state?: string | null; rate: number; amount: number; inclusive: boolean; label: string };

/** The document as issued (`Invoice.data`): everything the PDF prints, fixed at issue. */
export type InvoiceDocument = {
  kind: "invoice" | "credit_note";
  number: string;
  issuedAt: string;
  orderId: string;
  seller: InvoiceSeller;
  buyer: { name: string; email: string; businessName: string | null; businessAddress: string | null; taxId: string | null };
  currency: string;
  paymentMethod: string;
  paidAt: string | null;
  lines: { description: string; amount: number }[];
  discount: { code: string | null; amount: number };
  tax: { lines: TaxLine[]; amount: number; reverseCharge: boolean };
  total: number;
  /** A credit note: the invoice it credits, and why. */
  credits: { number: string; issuedAt: string; reason: string } | null;
};

/** What a document needs of its order. */
export type InvoiceOrder = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  productName: string;
  subtotal: number;
  discountAmount: number;
  discountCodeId: string | null;
  amount: number;
  currency: string;
  provider: string;
  completedAt: Date | null;
  businessName: string | null;
  businessAddress: string | null;
  taxId: string | null;
  taxAmount?: number;
  taxLines?: unknown;
  taxReverseCharge?: boolean;
};

const paymentMethods: Record<string, string> = { stripe: "Card (Stripe)", local: "Test payment (no money taken)" };

/** The order's tax as the invoice prints it: its stored lines (per rate), or none (the PDF then prints "Tax 0.00"). */
export function taxOf(order: InvoiceOrder): InvoiceDocument["tax"] {
  const lines = Array.isArray(order.taxLines) ? (order.taxLines as TaxLine[]).filter((l) => typeof l?.amount === "number") : [];
  return { lines, amount: order.taxAmount ?? 0, reverseCharge: order.taxReverseCharge ?? false };
}

const buyerOf = (order: InvoiceOrder): InvoiceDocument["buyer"] => ({
  name: `${order.firstName} ${order.lastName}`.trim(),
  email: order.email,
  businessName: order.businessName,
  businessAddress: order.businessAddress,
  taxId: order.taxId,
});

/** The invoice of a paid order: its line, discount, tax and total as charged. */
export function invoiceDocument(order: InvoiceOrder, seller: InvoiceSeller, number: string, issuedAt: Date): InvoiceDocument {
  return {
    kind: "invoice",
    number,
    issuedAt: issuedAt.toISOString(),
    orderId: order.id,
    seller,
    buyer: buyerOf(order),
    currency: order.currency,
    paymentMethod: paymentMethods[order.provider] ?? order.provider,
    paidAt: (order.completedAt ?? issuedAt).toISOString(),
    lines: [{ description: order.productName, amount: order.subtotal }],
    discount: { code: order.discountCodeId, amount: order.discountAmount },
    tax: taxOf(order),
    total: order.amount,
    credits: null,
  };
}

/**
 * A credit note for `amount` of `invoice` (with `taxAmount` of its tax): the seller and buyer as
 * the credited invoice printed them, one line naming it.
 */
export function creditNoteDocument(
  invoice: InvoiceDocument,
  credit: { number: string; issuedAt: Date; amount: number; taxAmount: number; reason: string },
): InvoiceDocument {
  const share = invoice.tax.amount > 0 ? credit.taxAmount / invoice.tax.amount : 0;
  const lines = invoice.tax.lines.map((l) => ({ ...l, amount: Math.round(l.amount * share) }));
  // Rounding per line must still add up to the note's tax: the last line takes the remainder.
  if (lines.length > 0) lines[lines.length - 1]!.amount += credit.taxAmount - lines.reduce((sum, l) => sum + l.amount, 0);
  // Tax added on top (exclusive) is its own line; the credited line is the rest.
  const addedTax = lines.filter((l) => !l.inclusive).reduce((sum, l) => sum + l.amount, 0);
  return {
    ...invoice,
    kind: "credit_note",
    number: credit.number,
    issuedAt: credit.issuedAt.toISOString(),
    lines: [{ description: `${credit.reason} (credits invoice ${invoice.number})`, amount: credit.amount - addedTax }],
    discount: { code: null, amount: 0 },
    tax: { lines, amount: credit.taxAmount, reverseCharge: invoice.tax.reverseCharge },
    total: credit.amount,
    credits: { number: invoice.number, issuedAt: invoice.issuedAt, reason: credit.reason },
  };
}
