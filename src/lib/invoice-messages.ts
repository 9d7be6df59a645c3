// The invoice texts a buyer and an admin read (docs/product.md#invoices), beside src/lib/messages.ts.
/** Invoices and credit notes (docs/product.md#invoices). */
export const invoiceMessages = {
  businessNameMissing: "Please enter the business name.",
  notFound: "No invoice for this order.",
  linkInvalid: "This invoice link is not valid.",
  alreadyCorrected: "Business details were already added to this order's invoice; it can be corrected only once.",
  notPaid: "This order has no invoice yet.",
  refundedCannotCorrect: "Part of this order was refunded, so its invoice cannot be corrected here. Write to us and we will issue one.",
  sellerSaved: "Invoice details saved.",
  sellerLoadFailed: "Could not load the invoice details.",
  corrected: "Your corrected invoice is ready.",
  reverseCharge: "Reverse charge: VAT to be accounted for by the recipient",
} as const;
