// GET /privacy – Privacy Policy (12 sections) with the educational disclaimer (static).
import { LegalDocument } from "@/components/legal/legal-document";
import { privacyPage } from "@/content/legal/privacy";
import { pageMetadata } from "@/lib/seo/metadata";
import { StorefrontSheet } from "@/components/storefront-sheet";

export const metadata = pageMetadata({
  title: privacyPage.title,
  description: "How we collect, use, protect and delete your personal data when you browse, subscribe or buy a guide.",
  keywords: ["privacy policy", "personal data", "cookies", "GDPR", "data protection"],
  path: "/privacy",
});

export default function PrivacyPage() {
  return (
    <>
      <StorefrontSheet page="privacy" />
      <LegalDocument page={privacyPage} />
    </>
  );
}
