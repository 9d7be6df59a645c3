// GET /developers – the public API's guide: keys, authentication, endpoints, pages, errors, limits,
// webhooks, curl examples, typed clients (static; texts in src/content/developers.ts, the endpoints
// from the routers through src/server/queries/developers.ts, docs/developers.md).
import { BookOpen } from "@/components/ui/icons";
import Link from "next/link";
import { DevSectionView, InlineText } from "@/components/developers/dev-blocks";
import { Breadcrumbs } from "@/components/marketing/breadcrumbs";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";
import { JsonLd } from "@/components/seo/json-ld";
import { developersPage, referencePath } from "@/content/developers";
import { pageMetadata } from "@/lib/seo/metadata";
import { breadcrumbJsonLd } from "@/lib/seo/structured-data";
import { siteUrl } from "@/lib/seo/urls";
import { developerEndpoints } from "@/server/queries/developers";
import { StorefrontSheet } from "@/components/storefront-sheet";

const page = developersPage(siteUrl, developerEndpoints());

export const metadata = pageMetadata({
  title: `${page.title}: the store's API`,
  description: page.description,
  keywords: ["API", "REST API", "OpenAPI", "webhooks", "API keys", "developers"],
  path: "/developers",
});

export default function DevelopersPage() {
  const crumbs = [
    { name: "Home", href: "/" },
    { name: page.title, href: "/developers" },
  ];
  return (
    <>
      <StorefrontSheet page="developers" />
      <SiteHeader />
      <main id="main" className="mx-auto max-w-3xl px-4 py-10">
        <JsonLd data={breadcrumbJsonLd(crumbs)} />
        <Breadcrumbs items={crumbs} />
        <header className="mt-6 border-b border-border pb-6">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{page.title}</h1>
          <p className="mt-4 leading-relaxed">
            <InlineText text={page.intro} />
          </p>
          <Link
            href={referencePath}
            prefetch={false}
            className="mt-5 inline-flex items-center gap-2 rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground hover:opacity-90"
          >
            <BookOpen className="h-4 w-4" aria-hidden />
            Open the interactive API reference
          </Link>
        </header>
        <nav aria-label="On this page" className="mt-6 rounded-md border border-border bg-muted/40 p-4">
          <p className="text-sm font-semibold">On this page</p>
          <ol className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
            {page.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-primary underline-offset-4 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="mt-10 flex flex-col gap-12">
          {page.sections.map((section) => (
            <DevSectionView key={section.id} section={section} />
          ))}
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
