import { Tag } from "@/components/ui/icons";
import { guides } from "@/content/site";
import type { ProductKind } from "@/lib/validation/checkout";

type Priced = { product: ProductKind; priceCountry: string; currency: string; display: { total: string } };

/** The price of the guide an article sells, as the server's pricing service set it for the visitor's region. */
export function ArticlePrice({ quote }: { quote: Priced }) {
  return (
    <p
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-border bg-muted p-4 text-sm"
      data-testid="article-price"
      data-country={quote.priceCountry}
    >
      <Tag className="h-4 w-4 shrink-0 text-primary" aria-hidden />
      <span>{guides[quote.product === "intimacy" ? "intimacy" : "fertility"].title}:</span>
      <strong className="text-2xl font-bold">{quote.display.total}</strong>
      <span className="text-muted-foreground">{quote.currency.toUpperCase()} · instant PDF download</span>
    </p>
  );
}
