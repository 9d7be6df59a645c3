import type { ReactNode } from "react";
import { PageView } from "@/components/analytics/page-view";
import { coverImages } from "@/components/blog/guide-cover";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";
import { JsonLd } from "@/components/seo/json-ld";
import { BlogExitIntent } from "@/components/widgets/exit-intent";
import { blogFaq } from "@/content/blog-faq";
import { guides } from "@/content/site";
import type { BlogArticle } from "@/content/types";
import { articleJsonLd, breadcrumbJsonLd, faqPageJsonLd, productJsonLd } from "@/lib/seo/structured-data";
import { ArticleView, articleCrumbs } from "./article-view";

/** The guide an article sells, at one price: its Product JSON-LD. */
export type ArticleOffer = { price: string; currency: "USD" | "GBP" | "AUD"; sku: string };

/**
 * A whole article page: nav, the article with its structured data (Article, breadcrumbs, FAQ,
 * and the guide as a Product when the page shows its price), the page view, the blog's exit
 * offer and the footer. `priceSlot` is shown under the article's header (a price the server set).
 */
export function ArticleScreen({ article, offer, priceSlot }: { article: BlogArticle; offer?: ArticleOffer; priceSlot?: ReactNode }) {
  const path = `/blog/${article.slug}`;
  const questions = [...(article.qa ?? []), ...blogFaq];
  return (
    <>
      <SiteHeader />
      <main id="main">
        <JsonLd data={articleJsonLd(article, `${path}/opengraph-image`)} />
        <JsonLd data={breadcrumbJsonLd(articleCrumbs(article))} />
        <JsonLd data={faqPageJsonLd(questions)} />
        {offer && (
          <JsonLd
            data={productJsonLd({
              name: article.productName ?? guides[article.promotes].title,
              description: article.description,
              path,
              image: coverImages[article.promotes],
              keywords: article.keywords,
              ...offer,
            })}
          />
        )}
        <PageView category="blog_article" />
        <ArticleView article={article} priceSlot={priceSlot} />
      </main>
      <BlogExitIntent />
      <SiteFooter />
    </>
  );
}
