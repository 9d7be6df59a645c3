import { CalendarDays, Clock, UserRound } from "@/components/ui/icons";
import type { BlogArticle } from "@/content/types";
import { formatArticleDate, formatAuthor } from "./format";

/** Author, publication date and reading time of an article. */
export function ArticleMeta({ article, showAuthor = true }: { article: BlogArticle; showAuthor?: boolean }) {
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
      {showAuthor && (
        <li className="flex items-center gap-1.5">
          <UserRound className="h-4 w-4" aria-hidden />
          <span>
            <span className="sr-only">By </span>
            {formatAuthor(article.author)}
          </span>
        </li>
      )}
      <li className="flex items-center gap-1.5">
        <CalendarDays className="h-4 w-4" aria-hidden />
        <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
      </li>
      <li className="flex items-center gap-1.5">
        <Clock className="h-4 w-4" aria-hidden />
        <span>{article.readTime} min read</span>
      </li>
    </ul>
  );
}
