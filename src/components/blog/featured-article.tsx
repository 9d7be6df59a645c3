import { ArrowRight, Star } from "@/components/ui/icons";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { BlogArticle } from "@/content/types";
import { ArticleMeta } from "./article-meta";
import { CategoryBadge } from "./category-badge";

/** The blog index's featured article, shown large above the list. */
export function FeaturedArticle({ article }: { article: BlogArticle }) {
  return (
    <Card className="grid gap-6 overflow-hidden border-primary/40 bg-gradient-to-br from-primary/10 via-card to-card p-6 sm:p-8 md:grid-cols-[1fr_auto]">
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <span className="inline-flex items-center gap-1 rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-foreground">
            <Star className="h-3 w-3" aria-hidden /> Featured
          </span>
          <CategoryBadge category={article.category} />
        </div>
        <h2 className="text-2xl leading-tight font-bold sm:text-3xl">
          <Link href={`/blog/${article.slug}`} className="hover:text-primary">
            {article.title}
          </Link>
        </h2>
        <p className="max-w-2xl leading-relaxed text-muted-foreground">{article.excerpt}</p>
        <ArticleMeta article={article} />
      </div>
      <div className="flex items-end">
        <Button asChild size="lg">
          <Link href={`/blog/${article.slug}`} aria-label={`Read article: ${article.title}`}>
            Read article <ArrowRight className="h-4 w-4" aria-hidden />
          </Link>
        </Button>
      </div>
    </Card>
  );
}
