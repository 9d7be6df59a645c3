import { BadgeCheck, Download, ShieldCheck } from "@/components/ui/icons";
import { TrackedLink } from "@/components/analytics/tracked-link";
import { buttonVariants } from "@/components/ui/button";
import { displayPrices, guides, moneyBackGuarantee, trustClaims } from "@/content/site";
import type { BlogArticle } from "@/content/types";
import { blogCta, blogCtaClicked } from "@/lib/analytics";
import { checkoutPath } from "@/lib/checkout-url";
import { GuideCover } from "./guide-cover";

const ctaLabel = "Get Instant Access";

/**
 * The call-to-action card that ends every article: eBook cover, the promoted guide and a link
 * to checkout. Regional articles show their regional price; the intimacy guide's price is not
 * shown on articles (docs/product.md#prices).
 */
export function CtaCard({ article }: { article: BlogArticle }) {
  const guide = guides[article.promotes];
  const href = checkoutPath({ product: article.promotes, country: article.country });
  const price =
    article.promotes === "intimacy"
      ? undefined
      : { now: article.priceDisplay ?? displayPrices.landing.price, was: article.priceDisplay ? undefined : displayPrices.landing.was };
  return (
    <section
      aria-labelledby="cta-card-heading"
      className="grid items-center gap-6 rounded-xl border border-primary/40 bg-gradient-to-br from-primary/15 via-card to-card p-6 sm:grid-cols-[auto_1fr] sm:p-8"
      data-testid="cta-card"
    >
      <GuideCover guide={article.promotes} width={150} className="mx-auto h-auto rounded-md shadow-lg" />
      <div className="flex flex-col gap-3">
        {guide.badge && (
          <span className="w-fit rounded-full bg-primary px-2.5 py-0.5 text-xs font-bold text-primary-foreground">{guide.badge}</span>
        )}
        <h2 id="cta-card-heading" className="text-2xl leading-tight font-bold">
          {guide.title}
        </h2>
        <p className="leading-relaxed text-muted-foreground">
          Everything in this article and much more, organised into one practical, research-based PDF you can read tonight and keep for every
          cycle ahead.
        </p>
        <ul className="flex flex-col gap-1.5 text-sm">
          <li className="flex items-center gap-2">
            <Download className="h-4 w-4 text-primary" aria-hidden /> Instant {guide.format} download
          </li>
          <li className="flex items-center gap-2">
            <ShieldCheck className="h-4 w-4 text-primary" aria-hidden /> {moneyBackGuarantee}
          </li>
          <li className="flex items-center gap-2">
            <BadgeCheck className="h-4 w-4 text-primary" aria-hidden /> {trustClaims.ssl} secure checkout
          </li>
        </ul>
        <div className="mt-2 flex flex-wrap items-center gap-4">
          <TrackedLink
            href={href}
            events={[blogCta(article.slug, ctaLabel, href), blogCtaClicked(article.slug, ctaLabel)]}
            className={buttonVariants({ size: "lg" })}
          >
            {ctaLabel}
          </TrackedLink>
          {price && (
            <p className="text-lg font-bold">
              {price.now}
              {price.was && (
                <span className="ml-2 text-sm font-normal text-muted-foreground line-through">
                  <span className="sr-only">was </span>
                  {price.was}
                </span>
              )}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
