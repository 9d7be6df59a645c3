import type { Metadata } from "next";
import { PageView } from "@/components/analytics/page-view";
import { PaymentSuccess } from "@/components/checkout/payment-success";
import { ApiIsland } from "@/components/forms/api-island";
import { LibraryLink } from "@/components/library/library-link";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";
import { param, type SearchParams } from "@/lib/search-params";
import { StorefrontSheet } from "@/components/storefront-sheet";

export const metadata: Metadata = { title: "Thank you", robots: { index: false } };

/** The payment-success page (docs/product.md#downloads): verifies `session_id` and shows the order and downloads. */
export default async function ThankYouPage({ searchParams }: { searchParams: SearchParams }) {
  const sessionId = param(await searchParams, "session_id");
  return (
    <>
      <StorefrontSheet page="thank-you" />
      <SiteHeader />
      <main id="main" className="mx-auto max-w-2xl px-4 py-12">
        <ApiIsland>
          <PaymentSuccess sessionId={sessionId} />
        </ApiIsland>
        <LibraryLink className="mt-6 text-center" />
      </main>
      <SiteFooter />
      <PageView category="conversion" />
    </>
  );
}
