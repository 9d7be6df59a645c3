// GET /compliance – legal compliance and educational policy with the disclaimer (static).
import { LegalDocument } from "@/components/legal/legal-document";
import { compliancePage } from "@/content/legal/compliance";
import { pageMetadata } from "@/lib/seo/metadata";
import { StorefrontSheet } from "@/components/storefront-sheet";

export const metadata = pageMetadata({
  title: compliancePage.title,
  description: "Our educational content policy: what our guides can and cannot promise, medical disclaimers and how we handle claims.",
  keywords: ["educational policy", "medical disclaimer", "compliance", "fertility content policy"],
  path: "/compliance",
});

export default function CompliancePage() {
  return (
    <>
      <StorefrontSheet page="compliance" />
      <LegalDocument page={compliancePage} />
    </>
  );
}
