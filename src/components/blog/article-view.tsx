import type { ReactNode } from "react";
import { Breadcrumbs } from "@/components/marketing/breadcrumbs";
import { EducationalDisclaimer } from "@/components/legal/educational-disclaimer";
import type { BlogArticle } from "@/content/types";
import { ArticleCtas } from "./article-ctas";
import { ArticleMeta } from "./article-meta";
import { ArticleSection } from "./article-section";
import { BlogFaq } from "./blog-faq";
import { CategoryBadge } from "./category-badge";
import { CtaCard } from "./cta-card";
import { QaList } from "./qa-list";
import { QaToggles } from "./qa-toggles";
import { RegionalOffer } from "./regional-offer";
import { SpermComparison } from "./sperm-comparison";
import { StatGrid } from "./stat-grid";
import { Timeline } from "./timeline";

/** Visible breadcrumbs of an article (the same list feeds its BreadcrumbList JSON-LD). */
export function articleCrumbs(article: BlogArticle) {
  return [
    { name: "Home", href: "/" },
    { name: "Blog", href: "/blog" },
    { name: article.title, href: `/blog/${article.slug}` },
  ];
}

/** Index of the section the X/Y comparison follows: the one about sperm, else the last. */
function comparisonAfter(article: BlogArticle): number {
  const i = article.sections.findIndex((s) => /sperm/i.test(s.heading));
  return i >= 0 ? i : article.sections.length - 1;
}

function QaBlock({ article }: { article: BlogArticle }) {
  const qa = article.qa;
  if (!qa?.length) return null;
  const carded = qa.some((item) => item.searchVolume || item.evidence || item.tip);
  return (
    <section aria-labelledby="qa-heading" className="flex flex-col gap-4">
      <h2 id="qa-heading" className="text-2xl font-semibold tracking-tight">
        {carded ? `${qa.length} Questions Answered` : "Your Questions Answered"}
      </h2>
      {carded ? <QaList items={qa} /> : <QaToggles items={qa} />}
    </section>
  );
}

/**
 * A full article: header, disclaimer, sections with their notices and bullets, statistics,
 * X/Y comparison, timeline, Q&A cards, the article's own buttons, the CTA card and the shared FAQ.
 */
export function ArticleView({ article, priceSlot }: { article: BlogArticle; priceSlot?: ReactNode }) {
  const comparisonIndex = comparisonAfter(article);
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-10">
      <div className="flex flex-col gap-5">
        <Breadcrumbs items={articleCrumbs(article)} />
        <header className="flex flex-col gap-4">
          <CategoryBadge category={article.category} />
          <h1 className="text-3xl leading-tight font-bold tracking-tight sm:text-4xl">{article.title}</h1>
          <p className="text-lg leading-relaxed text-muted-foreground">{article.excerpt}</p>
          <ArticleMeta article={article} />
        </header>
        <RegionalOffer article={article} />
        {priceSlot}
        <EducationalDisclaimer />
      </div>
      {article.sections.map((section, i) => (
        <div key={section.heading} className="flex flex-col gap-10">
          <ArticleSection section={section} />
          {i === 0 && article.stats && <StatGrid stats={article.stats} />}
          {i === comparisonIndex && article.spermComparison && <SpermComparison comparison={article.spermComparison} />}
        </div>
      ))}
      {article.timeline && <Timeline phases={article.timeline} />}
      <QaBlock article={article} />
      <ArticleCtas article={article} />
      <CtaCard article={article} />
      <BlogFaq />
    </article>
  );
}
