import { CheckCircle2 } from "@/components/ui/icons";
import { PageView } from "@/components/analytics/page-view";
import { GuideCover } from "@/components/blog/guide-cover";
import { headingId } from "@/components/blog/format";
import { EducationalDisclaimer } from "@/components/legal/educational-disclaimer";
import { Breadcrumbs } from "@/components/marketing/breadcrumbs";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";
import { VerifiedReviews } from "@/components/reviews/verified-reviews";
import { JsonLd } from "@/components/seo/json-ld";
import { guides } from "@/content/site";
import { breadcrumbJsonLd, faqPageJsonLd } from "@/lib/seo/structured-data";
import { Highlights } from "./highlights";
import { PageFaq } from "./page-faq";
import { PriceBox } from "./price-box";
import { landingCrumbs, landingProductJsonLd } from "./seo";
import type { CopySection, ProductLanding as Page } from "@/content/product-pages/types";
import type { ReviewSummary } from "@/server/services/reviews/public";

function Copy({ section }: { section: CopySection }) {
  const id = headingId(section.heading);
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-2xl font-semibold tracking-tight sm:text-3xl">
        {section.heading}
      </h2>
      {section.paragraphs.map((p) => (
        <p key={p} className="leading-relaxed text-foreground/90">
          {p}
        </p>
      ))}
      {section.bullets && (
        <ul className="flex flex-col gap-2">
          {section.bullets.map((b) => (
            <li key={b} className="flex gap-2">
              <CheckCircle2 className="mt-1 h-4 w-4 shrink-0 text-primary" aria-hidden />
              {b}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A product or regional landing page: hero with cover and price, benefits, copy, the approved
 * reviews of its guide (read by the page), FAQ, final CTA.
 */
export function ProductLanding({ page, reviews }: { page: Page; reviews: ReviewSummary }) {
  const crumbs = landingCrumbs(page);
  return (
    <>
      <SiteHeader />
      <main id="main" className="mx-auto flex max-w-6xl flex-col gap-14 px-4 py-10">
        <JsonLd data={landingProductJsonLd(page, reviews)} />
        <JsonLd data={breadcrumbJsonLd(crumbs)} />
        <JsonLd data={faqPageJsonLd(page.faq)} />
        <PageView category={page.pageCategory} />
        <div className="flex flex-col gap-6">
          <Breadcrumbs items={crumbs} />
          <section className="grid items-center gap-10 md:grid-cols-[1fr_auto]" aria-labelledby="page-title">
            <div className="flex flex-col gap-5">
              <p className="text-sm font-semibold tracking-wide text-primary uppercase">{page.eyebrow}</p>
              <h1 id="page-title" className="text-4xl leading-tight font-bold tracking-tight sm:text-5xl">
                {page.headline}
              </h1>
              <p className="max-w-2xl text-lg leading-relaxed text-muted-foreground">{page.lead}</p>
              <p className="text-sm text-muted-foreground">
                Includes <cite className="font-semibold text-foreground not-italic">{guides[page.guide].title}</cite>
              </p>
              <PriceBox page={page} source="product_page_hero" />
            </div>
            <GuideCover guide={page.guide} width={260} priority className="mx-auto h-auto rounded-lg shadow-2xl" />
          </section>
        </div>
        <EducationalDisclaimer />
        <Highlights items={page.highlights} />
        <div className="grid gap-12 lg:grid-cols-2">
          {page.sections.map((section) => (
            <Copy key={section.heading} section={section} />
          ))}
        </div>
        <VerifiedReviews summary={reviews} />
        <PageFaq items={page.faq} />
        <section aria-labelledby="final-cta" className="flex flex-col items-center gap-5 rounded-xl bg-muted p-8 text-center">
          <h2 id="final-cta" className="text-2xl font-bold sm:text-3xl">
            Ready when you are
          </h2>
          <p className="max-w-2xl text-muted-foreground">
            Download the guide in seconds, read it at your own pace, and take it to your next appointment. If it isn&apos;t for you, our
            money-back guarantee has you covered.
          </p>
          <div className="w-full max-w-xl text-left">
            <PriceBox page={page} source="product_page" />
          </div>
        </section>
      </main>
      <SiteFooter />
    </>
  );
}
