// The Open Graph image of the intimacy-gap article (its page has its own route: ./page.tsx).
import { articleOgCard } from "@/components/seo/article-og";
import { ogSize } from "@/components/seo/og-card";
import { getArticle } from "@/content/blog";
import { siteName } from "@/content/site";

export const alt = `Article from the ${siteName} blog`;
export const size = ogSize;
export const contentType = "image/png";

export default function IntimacyGapOgImage() {
  return articleOgCard(getArticle("intimacy-gap-guide"));
}
