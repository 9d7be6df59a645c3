import "@/styles/globals.css";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { PageView } from "@/components/analytics/page-view";
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
import { asCountryCode, countryNameOf } from "@/lib/country";
import { countryFromHeaders } from "@/lib/country-from-headers";
import { param, type SearchParams } from "@/lib/search-params";
import { asProductKind } from "@/lib/validation/checkout";
import { checkoutQuotes } from "@/server/queries/checkout";

export const metadata: Metadata = {
  title: "Secure Checkout",
  description: `Complete your purchase: instant PDF download, ${moneyBackGuarantee}.`,
  robots: { index: false },
  alternates: { canonical: "/checkout" },
};

/** /checkout?product=…&country=…&discount=SAVE50 (docs/product.md#checkout). Prices come from the server. */
export default async function CheckoutPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const product = asProductKind(param(params, "product")) ?? "fertility";
  // The page's ?country (regional pages send it), else where the visitor is (docs/product.md#prices).
  const countryCode = asCountryCode(param(params, "country")) ?? countryFromHeaders(await headers());
  const discount = param(params, "discount")?.toUpperCase().slice(0, 64);

  const { fertility, intimacy, selected: initialQuote } = await checkoutQuotes({ product, countryCode, discount });
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
      <SiteHeader />
      <main id="main" className="mx-auto grid max-w-6xl gap-10 px-4 py-10">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Secure Checkout</h1>
          <p className="mt-2 text-muted-foreground">
            Instant download after payment · {moneyBackGuarantee}
            {param(params, "cancelled") ? " · Your payment was cancelled; nothing was charged." : ""}
          </p>
        </div>
        <ApiIsland>
          <CheckoutForm
            defaults={{ product, country: countryNameOf(countryCode), discount }}
            initialQuote={initialQuote}
            options={options}
          />
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
