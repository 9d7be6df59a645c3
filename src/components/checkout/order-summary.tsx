import type { inferRouterOutputs } from "@trpc/server";
import { DetailRow } from "@/components/ui/detail-row";
import { formatMoney } from "@/lib/money";
import { commerceMessages } from "@/lib/storefront-messages";
import type { AppRouter } from "@/server/api/root";

export type Quote = inferRouterOutputs<AppRouter>["checkout"]["quote"];

/**
 * The order as a receipt reads it, all as the server priced it: the guide's price, the discount,
 * the subtotal after it, tax (0.00 unless the owner collects tax: docs/product.md#tax) and the total. While the server prices another country
 * or guide (`repricing`), it shows no amount: never one in a currency that will not be charged.
 */
export function OrderSummary({ quote, repricing = false }: { quote: Quote; repricing?: boolean }) {
  if (repricing) {
    return (
      <p className="text-sm text-muted-foreground" role="status" aria-busy="true" data-testid="order-summary">
        {commerceMessages.repricing}
      </p>
    );
  }
  return (
    <dl className="grid gap-2 text-sm" data-testid="order-summary" data-currency={quote.currency}>
      <DetailRow keep="value" label={quote.productName}>
        {quote.display.subtotal}
      </DetailRow>
      {quote.discount > 0 && (
        <DetailRow
          keep="value"
          label={`Discount ${quote.discountCode} (−${quote.discountLabel ?? `${quote.discountPercent}%`})`}
          className="text-success [&>dt]:text-success"
        >
          −{quote.display.discount}
        </DetailRow>
      )}
      <DetailRow keep="value" label="Subtotal">
        {quote.display.afterDiscount}
      </DetailRow>
      <TaxRows quote={quote} />
      <DetailRow
        keep="value"
        label="Total"
        className="border-t border-border pt-2 text-base font-semibold [&>dt]:text-foreground"
        valueTestId="order-total"
      >
        {quote.display.total}
      </DetailRow>
    </dl>
  );
}

/**
 * The tax: "Tax 0.00" as always with tax collection off (or no rate for the buyer's country); else
 * one row per rate ("GST 10% (included)"), the reverse charge, or Stripe's tax to come.
 */
function TaxRows({ quote }: { quote: Quote }) {
  if (quote.taxAtPayment) {
    return (
      <DetailRow keep="value" label="Tax">
        Calculated at payment
      </DetailRow>
    );
  }
  if (quote.taxReverseCharge) {
    return (
      <DetailRow keep="value" label="VAT (reverse charge)" valueTestId="order-tax">
        {quote.display.tax}
      </DetailRow>
    );
  }
  if (quote.taxLines.length === 0) {
    return (
      <DetailRow keep="value" label="Tax">
        {quote.display.tax}
      </DetailRow>
    );
  }
  return quote.taxLines.map((line) => (
    <DetailRow keep="value" key={line.label} label={`${line.label}${line.inclusive ? " (included)" : ""}`} valueTestId="order-tax">
      {formatMoney(line.amount, quote.currency)}
    </DetailRow>
  ));
}
