import type { ArticleCategory } from "@/content/types";

/** Small pill naming the article's category. */
export function CategoryBadge({ category }: { category: ArticleCategory }) {
  return (
    <span className="inline-flex w-fit items-center rounded-full bg-primary/10 px-2.5 py-0.5 text-xs font-semibold text-primary">
      {category}
    </span>
  );
}
