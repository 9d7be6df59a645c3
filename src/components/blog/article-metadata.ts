import type { Metadata } from "next";
import type { BlogArticle } from "@/content/types";
import { pageMetadata } from "@/lib/seo/metadata";

/** Articles with a route of their own (src/app/blog/intimacy-gap-guide: priced per visitor, so not static). */
export const articlesWithOwnRoute: ReadonlySet<string> = new Set(["intimacy-gap-guide"]);

/** An article's title, description, keywords, canonical URL and Open Graph article facts. */
export function articleMetadata(article: BlogArticle): Metadata {
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
