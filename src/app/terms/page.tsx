// GET /terms – Terms of Service (10 sections) with the educational disclaimer (static).
import { LegalDocument } from "@/components/legal/legal-document";
import { termsPage } from "@/content/legal/terms";
import { moneyBackGuarantee } from "@/content/site";
import { pageMetadata } from "@/lib/seo/metadata";
import { StorefrontSheet } from "@/components/storefront-sheet";

export const metadata = pageMetadata({
  title: termsPage.title,
  description: `The terms for using our website and buying our downloadable fertility guides, including the ${moneyBackGuarantee}.`,
  keywords: ["terms of service", "refund policy", "digital guide terms", "money-back guarantee"],
  path: "/terms",
});

export default function TermsPage() {
  return (
    <>
      <StorefrontSheet page="terms" />
      <LegalDocument page={termsPage} />
    </>
  );
}
