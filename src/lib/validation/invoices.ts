import { z } from "zod";
import { invoiceMessages as m } from "@/lib/invoice-messages";
import { checkoutLimits } from "./form-constants";
import { safeString, sanitized } from "./fields";

/** The seller's lines on every invoice (docs/product.md#invoices): legal name, postal address, tax number. */
export const sellerLimits = { legalName: 200, address: 500, taxNumber: 40 } as const;

const text = (max: number, multiline = false) =>
  sanitized({ rawMax: max * 4, multiline }).pipe(z.string().max(max, `At most ${max} characters.`));

/** `settings.setInvoiceSeller` and its /admin/settings card: each part may be empty until the owner fills it in. */
export const invoiceSellerInput = z.strictObject({
  legalName: text(sellerLimits.legalName),
  address: text(sellerLimits.address, true),
  taxNumber: text(sellerLimits.taxNumber),
});
export type InvoiceSeller = z.output<typeof invoiceSellerInput>;

/** `library.addBusinessDetails`: the business details a buyer adds after the invoice was issued (once). */
export const businessDetailsInput = z.strictObject({
  orderId: safeString({ rawMax: 64 }).min(1),
  name: text(checkoutLimits.businessName).pipe(z.string().min(1, m.businessNameMissing)),
  address: text(checkoutLimits.businessAddress),
  taxId: text(checkoutLimits.taxId),
});
