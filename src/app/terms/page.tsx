// GET /terms – Terms of Service (10 sections) with the educational disclaimer (static).
import "@/styles/globals.css";
import { LegalDocument } from "@/components/legal/legal-document";
import { termsPage } from "@/content/legal/terms";
import { moneyBackGuarantee } from "@/content/site";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: termsPage.title,
  description: `The terms for using our website and buying our downloadable fertility guides, including the ${moneyBackGuarantee}.`,
  keywords: ["terms of service", "refund policy", "digital guide terms", "money-back guarantee"],
  path: "/terms",
});

export default function TermsPage() {
  return <LegalDocument page={termsPage} />;
}
