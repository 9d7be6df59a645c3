import { BadgeCheck, Download, Lock, ShieldCheck } from "@/components/ui/icons";
import { CheckoutButton } from "@/components/marketing/checkout-button";
import { displayPrices, moneyBackGuarantee, trustClaims } from "@/content/site";
import { downloadGuideClick, productInterest } from "@/lib/analytics";
import { countryFromPath } from "@/lib/country";
import type { ProductLanding } from "@/content/product-pages/types";

/** Displayed price (from site display prices), buy button (the region from the path, docs/product.md#prices) and the trust row. */
export function PriceBox({ page, source }: { page: ProductLanding; source: string }) {
  const { price, was } = page.display ?? displayPrices.landing;
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-primary/40 bg-card p-6" data-testid="price-box">
      <p className="flex items-baseline gap-3">
        <span className="text-4xl font-bold">{price}</span>
        <span className="text-lg text-muted-foreground line-through">
          <span className="sr-only">was </span>
          {was}
        </span>
        <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">One-time payment</span>
      </p>
      <CheckoutButton
        link={{ product: page.guide, country: countryFromPath(page.path) }}
        events={page.tracksDigitalGuide ? [productInterest(source), downloadGuideClick(source)] : []}
        className="w-full sm:w-auto"
      >
        {page.ctaLabel}
      </CheckoutButton>
      <ul className="grid gap-2 text-sm text-muted-foreground sm:grid-cols-2">
        <li className="flex items-center gap-2">
          <Download className="h-4 w-4 text-primary" aria-hidden /> Instant PDF download
        </li>
        <li className="flex items-center gap-2">
          <ShieldCheck className="h-4 w-4 text-primary" aria-hidden /> {moneyBackGuarantee}
        </li>
        <li className="flex items-center gap-2">
          <Lock className="h-4 w-4 text-primary" aria-hidden /> {trustClaims.ssl} secure checkout
        </li>
        <li className="flex items-center gap-2">
          <BadgeCheck className="h-4 w-4 text-primary" aria-hidden /> Trusted by {trustClaims.customers.totalDisplay} couples
        </li>
      </ul>
    </div>
  );
}
