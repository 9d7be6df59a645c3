// Where an article's buttons lead, and the analytics events their clicks send.
import type { ArticleCta, BlogArticle } from "@/content/types";
import { type AnalyticsEvent, blogCta, blogCtaClicked } from "@/lib/analytics";
import { checkoutPath } from "@/lib/checkout-url";

/** A resolved article button: final href, whether it sells, and its click events. */
export interface ResolvedCta {
  label: string;
  href: string;
  sells: boolean;
  events: AnalyticsEvent[];
}

/** Points a content CTA at checkout with the promoted product (and the article's region), or keeps its link. */
export function resolveCta(article: BlogArticle, cta: ArticleCta): ResolvedCta {
  const sells = cta.href === "/checkout" || cta.href.startsWith("/checkout?");
  const href = sells ? checkoutPath({ product: article.promotes, country: article.country }) : cta.href;
  return { label: cta.label, href, sells, events: [blogCta(article.slug, cta.label, href), blogCtaClicked(article.slug, cta.label)] };
}
