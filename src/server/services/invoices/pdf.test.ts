import { describe, expect, it } from "vitest";
import { pdfText } from "../../../../tests/pdf-text";
import { creditNoteDocument, invoiceDocument, type InvoiceOrder } from "./document";
import { renderInvoicePdf } from "./pdf";

const seller = { legalName: "Fertility Guides Ltd", address: "1 High St\nLondon", taxNumber: "GB123456789" };
const order: InvoiceOrder = {
  id: "cm0order",
  email: "buyer@shop.org",
  firstName: "Zoë",
  lastName: "Müller 王",
  productName: "The Guide",
  subtotal: 4700,
  discountAmount: 470,
  discountCodeId: "SAVE10",
  amount: 4653,
  currency: "aud",
  provider: "local",
  completedAt: new Date("2026-05-01T10:00:00Z"),
  businessName: null,
  businessAddress: null,
  taxId: null,
  taxAmount: 423,
  taxLines: [{ country: "AU", rate: 1000, amount: 423, inclusive: false, label: "GST 10%" }],
};
const at = new Date("2026-05-01T10:00:00Z");

describe("the invoice PDF", () => {
  it("prints each tax rate with its place, the discount, the total; a name outside Helvetica prints as ?", async () => {
    const text = await pdfText(await renderInvoicePdf(invoiceDocument(order, seller, "INV-2026-000007", at)));
    for (const expected of [
      "Invoice INV-2026-000007",
      "Fertility Guides Ltd",
      "GB123456789",
      "GST 10% (AU)",
      "4.23 AUD",
      "Discount (SAVE10)",
      "-4.70 AUD",
      "46.53 AUD",
      "Zoë Müller ?",
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain("Reverse charge");
  });

  it("with no tax lines prints a Tax row of 0.00; a reverse-charged order says who accounts for the VAT", async () => {
    const untaxed = {
      ...order,
      taxAmount: 0,
      taxLines: null,
      amount: 4230,
      taxReverseCharge: true,
      businessName: "Acme GmbH",
      taxId: "DE123456789",
    };
    const text = await pdfText(await renderInvoicePdf(invoiceDocument(untaxed, seller, "INV-2026-000008", at)));
    expect(text).toMatch(/\nTax\n0\.00 AUD|0\.00 AUD\nTax/);
    expect(text).toContain("Reverse charge: VAT to be accounted for by the recipient");
    expect(text).toContain("VAT/ABN number: DE123456789");
  });

  it("a credit note names the invoice it credits, with the tax share split over the rates to the cent", async () => {
    const invoice = invoiceDocument(
      {
        ...order,
        taxAmount: 301,
        taxLines: [
          { country: "US", state: "NY", rate: 400, amount: 200, inclusive: false, label: "Sales tax 4%" },
          { country: "US", state: "NY", rate: 200, amount: 101, inclusive: false, label: "Local 2%" },
        ],
      },
      seller,
      "INV-2026-000009",
      at,
    );
    const note = creditNoteDocument(invoice, { number: "CN-2026-000001", issuedAt: at, amount: 1000, taxAmount: 65, reason: "Refund" });
    expect(note.tax.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(65);
    expect(note.lines[0]!.amount).toBe(935);
    const text = await pdfText(await renderInvoicePdf(note));
    expect(text).toContain("Credit note CN-2026-000001");
    expect(text).toContain("Credits invoice INV-2026-000009");
    expect(text).toContain("10.00 AUD");
  });
});
