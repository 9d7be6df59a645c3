import Link from "next/link";
import { TrackedLink } from "@/components/analytics/tracked-link";
import { buttonVariants } from "@/components/ui/button";
import type { BlogArticle } from "@/content/types";
import { resolveCta } from "./cta-links";

/** The article's own buttons (e.g. 'Get Your Guide Now', 'Read More Articles'). */
export function ArticleCtas({ article }: { article: BlogArticle }) {
  if (!article.ctas?.length) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {article.ctas.map((cta, i) => {
        const resolved = resolveCta(article, cta);
        const className = buttonVariants({ size: "lg", variant: resolved.sells && i === 0 ? "default" : "outline" });
        return resolved.sells ? (
          <TrackedLink key={cta.label} href={resolved.href} events={resolved.events} className={className}>
            {cta.label}
          </TrackedLink>
        ) : (
          <Link key={cta.label} href={resolved.href} className={className}>
            {cta.label}
          </Link>
        );
      })}
    </div>
  );
}
