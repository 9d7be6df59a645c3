// GET /blog/intimacy-gap-guide – the intimacy article with the guide's price for the visitor's
// region (docs/product.md#blog: it shows a price), so it renders per request instead of statically.
import type { Metadata } from "next";
import { headers } from "next/headers";
import { articleMetadata } from "@/components/blog/article-metadata";
import { ArticlePrice } from "@/components/blog/article-price";
import { ArticleScreen } from "@/components/blog/article-screen";
import { getArticle } from "@/content/blog";
import { countryFromHeaders } from "@/lib/country-from-headers";
import { intimacyQuote } from "@/server/queries/landing";
import { StorefrontSheet } from "@/components/storefront-sheet";

const article = getArticle("intimacy-gap-guide")!;
const currencies = { usd: "USD", gbp: "GBP", aud: "AUD" } as const;

export const metadata: Metadata = articleMetadata(article);

export default async function IntimacyGapArticlePage() {
  const quote = await intimacyQuote(countryFromHeaders(await headers()));
  const offer = {
    price: (quote.total / 100).toFixed(2),
    currency: currencies[quote.currency as keyof typeof currencies] ?? "USD",
    sku: `intimacy-${quote.priceCountry.toLowerCase()}`,
  };
  return (
    <>
      <StorefrontSheet page="blog/intimacy-gap-guide" />
      <ArticleScreen article={article} offer={offer} priceSlot={<ArticlePrice quote={quote} />} />
    </>
  );
}
