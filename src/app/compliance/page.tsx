// GET /compliance – legal compliance and educational policy with the disclaimer (static).
import "@/styles/globals.css";
import { LegalDocument } from "@/components/legal/legal-document";
import { compliancePage } from "@/content/legal/compliance";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: compliancePage.title,
  description: "Our educational content policy: what our guides can and cannot promise, medical disclaimers and how we handle claims.",
  keywords: ["educational policy", "medical disclaimer", "compliance", "fertility content policy"],
  path: "/compliance",
});

export default function CompliancePage() {
  return <LegalDocument page={compliancePage} />;
}
