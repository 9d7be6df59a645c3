// The Open Graph image of one article: its category and title.
import { articlesWithOwnRoute } from "@/components/blog/article-metadata";
import { articleOgCard } from "@/components/seo/article-og";
import { ogSize } from "@/components/seo/og-card";
import { articleSlugs, getArticle } from "@/content/blog";
import { siteName } from "@/content/site";

export const alt = `Article from the ${siteName} blog`;
export const size = ogSize;
export const contentType = "image/png";

export function generateStaticParams() {
  return articleSlugs.filter((slug) => !articlesWithOwnRoute.has(slug)).map((slug) => ({ slug }));
}

export default async function ArticleOgImage({ params }: { params: Promise<{ slug: string }> }) {
  return articleOgCard(getArticle((await params).slug));
}
