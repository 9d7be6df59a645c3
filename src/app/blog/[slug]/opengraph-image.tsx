// The Open Graph image of one article: its category and title.
import { ogCard, ogSize } from "@/components/seo/og-card";
import { articleSlugs, getArticle } from "@/content/blog";

export const alt = "Article from the Natural Fertility Guides blog";
export const size = ogSize;
export const contentType = "image/png";

export function generateStaticParams() {
  return articleSlugs.map((slug) => ({ slug }));
}

export default async function ArticleOgImage({ params }: { params: Promise<{ slug: string }> }) {
  const article = getArticle((await params).slug);
  return ogCard({
    eyebrow: article ? `Blog · ${article.category}` : "Blog",
    title: article?.title ?? "Natural Fertility Guides Blog",
    subtitle: article ? `${article.readTime} min read` : undefined,
  });
}
