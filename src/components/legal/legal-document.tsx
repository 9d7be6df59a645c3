import { Breadcrumbs } from "@/components/marketing/breadcrumbs";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";
import { SupportEmailLink } from "@/components/marketing/support-email-link";
import { JsonLd } from "@/components/seo/json-ld";
import type { LegalPage } from "@/content/types";
import { formatArticleDate, headingId } from "@/components/blog/format";
import { breadcrumbJsonLd } from "@/lib/seo/structured-data";
import { EducationalDisclaimer } from "./educational-disclaimer";

/** A legal or policy page rendered from its content module: title, intro, numbered sections, disclaimer. */
export function LegalDocument({ page }: { page: LegalPage }) {
  const crumbs = [
    { name: "Home", href: "/" },
    { name: page.title, href: `/${page.slug}` },
  ];
  return (
    <>
      <SiteHeader />
      <main id="main" className="mx-auto max-w-3xl px-4 py-10">
        <JsonLd data={breadcrumbJsonLd(crumbs)} />
        <Breadcrumbs items={crumbs} />
        <header className="mt-6 border-b border-border pb-6">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{page.title}</h1>
          <p className="mt-2 text-sm text-muted-foreground">
            Last updated <time dateTime={page.updated}>{formatArticleDate(page.updated)}</time>
          </p>
          <p className="mt-4 leading-relaxed">{page.intro}</p>
        </header>
        <EducationalDisclaimer className="mt-6" />
        <div className="mt-8 flex flex-col gap-8">
          {page.sections.map((section) => (
            <section key={section.heading} aria-labelledby={headingId(section.heading)}>
              <h2 id={headingId(section.heading)} className="text-xl font-semibold">
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3 leading-relaxed text-muted-foreground">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </div>
        <p className="mt-10 text-sm text-muted-foreground">
          Questions about this page? Write to <SupportEmailLink className="font-medium text-primary underline-offset-4 hover:underline" />.
        </p>
      </main>
      <SiteFooter />
    </>
  );
}
