import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/api/root";

export type Quote = inferRouterOutputs<AppRouter>["checkout"]["quote"];

/** Subtotal, discount, tax (always 0.00) and total, all as the server priced them. */
export function OrderSummary({ quote }: { quote: Quote }) {
  return (
    <dl className="grid gap-2 text-sm" data-testid="order-summary">
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">{quote.productName}</dt>
        <dd>{quote.display.subtotal}</dd>
      </div>
      {quote.discount > 0 && (
        <div className="flex justify-between gap-4 text-success">
          <dt>
            Discount {quote.discountCode} (−{quote.discountPercent}%)
          </dt>
          <dd>−{quote.display.discount}</dd>
        </div>
      )}
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">Subtotal</dt>
        <dd>{quote.display.subtotal}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">Tax</dt>
        <dd>{quote.display.tax}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-border pt-2 text-base font-semibold">
        <dt>Total</dt>
        <dd data-testid="order-total">{quote.display.total}</dd>
      </div>
    </dl>
  );
}
