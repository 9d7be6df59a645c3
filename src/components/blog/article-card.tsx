import { ArrowRight } from "@/components/ui/icons";
import Link from "next/link";
import { Card } from "@/components/ui/card";
import type { BlogArticle } from "@/content/types";
import { ArticleMeta } from "./article-meta";
import { CategoryBadge } from "./category-badge";

/** Blog index card: category, title, excerpt, byline, date and reading time, linking to the article. */
export function ArticleCard({ article }: { article: BlogArticle }) {
  return (
    <Card className="group relative flex h-full flex-col gap-3 p-6 transition-colors hover:border-primary/60">
      <CategoryBadge category={article.category} />
      <h3 className="text-lg leading-snug font-semibold">
        <Link
          href={`/blog/${article.slug}`}
          className="group-focus-within:text-primary after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
        >
          {article.title}
        </Link>
      </h3>
      <p className="flex-1 text-sm leading-relaxed text-muted-foreground">{article.excerpt}</p>
      <ArticleMeta article={article} />
      <span className="flex items-center gap-1 text-sm font-semibold text-primary" aria-hidden>
        Read article <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
      </span>
    </Card>
  );
}
