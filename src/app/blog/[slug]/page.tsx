// GET /blog/{slug} – one article, statically generated for every slug; any other slug is a 404.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ArticleScreen } from "@/components/blog/article-screen";
import { articleMetadata, articlesWithOwnRoute } from "@/components/blog/article-metadata";
import { articleSlugs, getArticle } from "@/content/blog";
import { amountOf } from "@/lib/seo/structured-data";
import { StorefrontSheet } from "@/components/storefront-sheet";

type Props = { params: Promise<{ slug: string }> };

const currencies = { US: "USD", UK: "GBP", AU: "AUD" } as const;

export const dynamicParams = false;

export function generateStaticParams() {
  return articleSlugs.filter((slug) => !articlesWithOwnRoute.has(slug)).map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = getArticle((await params).slug);
  return article ? articleMetadata(article) : {};
}

export default async function ArticlePage({ params }: Props) {
  const article = getArticle((await params).slug);
  if (!article) notFound();
  const offer =
    article.country && article.priceDisplay
      ? {
          price: amountOf(article.priceDisplay),
          currency: currencies[article.country],
          sku: `${article.promotes}-${article.country.toLowerCase()}`,
        }
      : undefined;
  return (
    <>
      <StorefrontSheet page="blog/[slug]" />
      <ArticleScreen article={article} offer={offer} />
    </>
  );
}
