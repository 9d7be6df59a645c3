import type { BlogArticle } from "@/content/types";
import { ogCard } from "./og-card";
import { siteName } from "@/content/site";

/** The Open Graph image of one article (its category, title and reading time), or the blog's. */
export function articleOgCard(article: BlogArticle | undefined) {
  return ogCard({
    eyebrow: article ? `Blog · ${article.category}` : "Blog",
    title: article?.title ?? `${siteName} Blog`,
    subtitle: article ? `${article.readTime} min read` : undefined,
  });
}
