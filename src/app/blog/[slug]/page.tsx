// GET /blog/{slug} – one article, statically generated for every slug; any other slug is a 404.
import { BlogExitIntent } from "@/components/widgets/exit-intent";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageView } from "@/components/analytics/page-view";
import { ArticleView, articleCrumbs } from "@/components/blog/article-view";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";
import { JsonLd } from "@/components/seo/json-ld";
import { blogFaq } from "@/content/blog-faq";
import { articleSlugs, getArticle } from "@/content/blog";
import { guides } from "@/content/site";
import { coverImages } from "@/components/blog/guide-cover";
import { pageMetadata } from "@/lib/seo/metadata";
import { amountOf, articleJsonLd, breadcrumbJsonLd, faqPageJsonLd, productJsonLd } from "@/lib/seo/structured-data";

type Props = { params: Promise<{ slug: string }> };

const currencies = { US: "USD", UK: "GBP", AU: "AUD" } as const;

export const dynamicParams = false;

export function generateStaticParams() {
  return articleSlugs.map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = getArticle((await params).slug);
  if (!article) return {};
  return pageMetadata({
    title: article.title,
    description: article.description,
    keywords: article.keywords,
    path: `/blog/${article.slug}`,
    type: "article",
    publishedTime: article.date,
    authors: [article.author.name],
  });
}

export default async function ArticlePage({ params }: Props) {
  const article = getArticle((await params).slug);
  if (!article) notFound();
  const path = `/blog/${article.slug}`;
  const questions = [...(article.qa ?? []), ...blogFaq];
  return (
    <>
      <SiteHeader />
      <main id="main">
        <JsonLd data={articleJsonLd(article, `${path}/opengraph-image`)} />
        <JsonLd data={breadcrumbJsonLd(articleCrumbs(article))} />
        <JsonLd data={faqPageJsonLd(questions)} />
        {article.country && article.priceDisplay && (
          <JsonLd
            data={productJsonLd({
              name: article.productName ?? guides[article.promotes].title,
              description: article.description,
              path,
              image: coverImages[article.promotes],
              sku: `${article.promotes}-${article.country.toLowerCase()}`,
              price: amountOf(article.priceDisplay),
              currency: currencies[article.country],
              keywords: article.keywords,
            })}
          />
        )}
        <PageView category="blog_article" />
        <ArticleView article={article} />
      </main>
      <BlogExitIntent />
      <SiteFooter />
    </>
  );
}
