import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageView } from "@/components/analytics/page-view";
import { CancelledNote } from "@/components/checkout/cancelled-note";
import { CheckoutForm } from "@/components/checkout/checkout-form";
import type { ProductOption } from "@/components/checkout/product-choice";
import { TrustRow } from "@/components/checkout/trust-row";
import { ApiIsland } from "@/components/forms/api-island";
import { ContactForm } from "@/components/forms/contact-form";
import { NewsletterCard } from "@/components/forms/newsletter-card";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";
import { ExitIntent } from "@/components/widgets/exit-intent";
import { guides, moneyBackGuarantee } from "@/content/site";
import { countryNameOf } from "@/lib/country";
import { countryOfLandingSegment } from "@/lib/landing-route";
import { asProductKind } from "@/lib/validation/checkout";
import { checkoutQuotes } from "@/server/queries/checkout";
import { StorefrontSheet } from "@/components/storefront-sheet";

// `/checkout` for one pricing region and guide: next.config.mjs's rewrites choose it from the
// link's `?product=` and `?country=` and the visitor's country headers (src/lib/landing-rewrite.js),
// so the page is static HTML, rendered on its first visit like `/home/[region]`. What else a link
// carries (a discount code, "cancelled") is read in the browser. Prices come from the server: this
// page's quotes are cached under the `prices` tag that a tax edit expires, and every other price
// (another guide, country or code) is asked of `checkout.quote`; the order is priced again.
// docs/decisions/021-a-prerendered-checkout.md says what that costs the page's policy.
export const revalidate = 60;

export function generateStaticParams(): { region: string; product: string }[] {
  return [];
}

export const metadata: Metadata = {
  title: "Secure Checkout",
  description: `Complete your purchase: instant PDF download, ${moneyBackGuarantee}.`,
  robots: { index: false },
  alternates: { canonical: "/checkout" },
};

/** /checkout?product=…&country=…&discount=SAVE50 (docs/product.md#checkout). */
export default async function CheckoutPage({ params }: { params: Promise<{ region: string; product: string }> }) {
  const segments = await params;
  const countryCode = countryOfLandingSegment(segments.region);
  const product = asProductKind(segments.product);
  if (!countryCode || !product) notFound();

  const { fertility, intimacy, selected: initialQuote } = await checkoutQuotes(product, countryCode);
  const options: ProductOption[] = [
    ...(product === "bundle"
      ? [{ kind: "bundle" as const, title: initialQuote.productName, blurb: "Both guides together.", price: initialQuote.display.subtotal }]
      : []),
    {
      kind: "fertility",
      title: guides.fertility.title,
      blurb: "Cycle timing, natural fertility and the research on gender swaying.",
      price: fertility.display.total,
    },
    {
      kind: "intimacy",
      title: guides.intimacy.title,
      badge: guides.intimacy.badge,
      blurb: "Close the intimacy gap while you try to conceive.",
      price: intimacy.display.total,
    },
  ];

  return (
    <>
      <StorefrontSheet page="checkout/[region]/[product]" />
      <SiteHeader />
      <main id="main" className="mx-auto grid max-w-6xl gap-10 px-4 py-10">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Secure Checkout</h1>
          <p className="mt-2 text-muted-foreground">
            Instant download after payment · {moneyBackGuarantee}
            <CancelledNote />
          </p>
        </div>
        <ApiIsland>
          <CheckoutForm defaults={{ product, country: countryNameOf(countryCode) }} initialQuote={initialQuote} options={options} />
          <TrustRow />
          <section className="grid items-start gap-6 md:grid-cols-2" aria-label="Stay in touch">
            <NewsletterCard />
            <ContactForm />
          </section>
        </ApiIsland>
      </main>
      <ExitIntent />
      <SiteFooter />
      <PageView category="checkout" />
    </>
  );
}
