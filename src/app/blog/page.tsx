// GET /blog – the blog index: featured article, article cards and the newsletter prompt (static).
import { BlogExitIntent } from "@/components/widgets/exit-intent";
import { Mail } from "@/components/ui/icons";
import Link from "next/link";
import { PageView } from "@/components/analytics/page-view";
import { ArticleCard } from "@/components/blog/article-card";
import { FeaturedArticle } from "@/components/blog/featured-article";
import { EducationalDisclaimer } from "@/components/legal/educational-disclaimer";
import { Breadcrumbs } from "@/components/marketing/breadcrumbs";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";
import { JsonLd } from "@/components/seo/json-ld";
import { Button } from "@/components/ui/button";
import { articles } from "@/content/blog";
import { pageMetadata } from "@/lib/seo/metadata";
import { breadcrumbJsonLd } from "@/lib/seo/structured-data";
import { StorefrontSheet } from "@/components/storefront-sheet";

const crumbs = [
  { name: "Home", href: "/" },
  { name: "Blog", href: "/blog" },
];

export const metadata = pageMetadata({
  title: "Fertility & Gender Selection Blog",
  description:
    "Evidence-based articles on natural fertility, the fertile window, supplements, gender-swaying research and intimacy while trying to conceive.",
  keywords: ["fertility blog", "natural fertility tips", "trying to conceive", "gender selection research", "fertility questions"],
  path: "/blog",
});

export default function BlogIndexPage() {
  const featured = articles.find((article) => article.featured) ?? articles[0]!;
  const rest = articles.filter((article) => article !== featured);
  return (
    <>
      <StorefrontSheet page="blog" />
      <SiteHeader />
      <main id="main" className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-10">
        <JsonLd data={breadcrumbJsonLd(crumbs)} />
        <PageView category="content_engagement" />
        <div className="flex flex-col gap-4">
          <Breadcrumbs items={crumbs} />
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Fertility &amp; Gender Selection Blog</h1>
          <p className="max-w-3xl text-lg leading-relaxed text-muted-foreground">
            Clear, research-based articles for couples trying to conceive: timing, nutrition, supplements, what the science says about
            gender swaying, and keeping intimacy alive along the way.
          </p>
        </div>
        <FeaturedArticle article={featured} />
        <section aria-labelledby="latest-articles" className="flex flex-col gap-6">
          <h2 id="latest-articles" className="text-2xl font-semibold tracking-tight">
            Latest articles
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {rest.map((article) => (
              <li key={article.slug}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        </section>
        <section
          aria-labelledby="blog-subscribe"
          className="flex flex-col items-start gap-4 rounded-xl border border-border bg-muted p-6 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex gap-3">
            <Mail className="mt-1 h-6 w-6 shrink-0 text-primary" aria-hidden />
            <div>
              <h2 id="blog-subscribe" className="text-xl font-semibold">
                New articles in your inbox
              </h2>
              <p className="text-muted-foreground">One short e-mail when we publish. No spam, unsubscribe any time.</p>
            </div>
          </div>
          <Button asChild size="lg">
            <Link href="/#newsletter">Subscribe</Link>
          </Button>
        </section>
        <EducationalDisclaimer />
      </main>
      <BlogExitIntent />
      <SiteFooter />
    </>
  );
}
