import { ArrowRight } from "lucide-react";
import { TrackedLink } from "@/components/analytics/tracked-link";
import { buttonVariants } from "@/components/ui/button";
import { downloadGuideClick, productInterest } from "@/lib/analytics";
import { countryFromPath } from "@/lib/country";
import { checkoutPath } from "@/lib/checkout-url";
import type { ProductLanding } from "./types";

/** The page's buy button: a plain link to checkout (country from the path, SPEC §7). */
export function BuyButton({ page, source }: { page: ProductLanding; source: string }) {
  const href = checkoutPath({ product: page.guide, country: countryFromPath(page.path) });
  const className = buttonVariants({ size: "lg", className: "w-full sm:w-auto" });
  const content = (
    <>
      {page.ctaLabel} <ArrowRight className="h-4 w-4" aria-hidden />
    </>
  );
  if (!page.tracksDigitalGuide) {
    return (
      <a href={href} className={className}>
        {content}
      </a>
    );
  }
  return (
    <TrackedLink href={href} className={className} events={[productInterest(source), downloadGuideClick(source)]}>
      {content}
    </TrackedLink>
  );
}
