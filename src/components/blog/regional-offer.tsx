import { MapPin } from "@/components/ui/icons";
import { TrackedLink } from "@/components/analytics/tracked-link";
import { buttonVariants } from "@/components/ui/button";
import { countryNames } from "@/lib/country";
import type { BlogArticle } from "@/content/types";
import { blogCta, blogCtaClicked } from "@/lib/analytics";
import { checkoutPath } from "@/lib/checkout-url";

const label = "Get the Guide";

/** Price strip of a regional article (US $97, UK £59, AU $79 AUD), linking to checkout for that country. */
export function RegionalOffer({ article }: { article: BlogArticle }) {
  if (!article.country || !article.priceDisplay) return null;
  const href = checkoutPath({ product: article.promotes, country: article.country });
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-muted p-4"
      data-testid="regional-offer"
    >
      <p className="flex items-center gap-2 text-sm">
        <MapPin className="h-4 w-4 text-primary" aria-hidden />
        <span>
          Edition for readers in {countryNames[article.country]}. Complete guide:{" "}
          <strong className="text-base font-bold">{article.priceDisplay}</strong>
        </span>
      </p>
      <TrackedLink
        href={href}
        events={[blogCta(article.slug, label, href), blogCtaClicked(article.slug, label)]}
        className={buttonVariants({ size: "sm" })}
      >
        {label}
      </TrackedLink>
    </div>
  );
}
