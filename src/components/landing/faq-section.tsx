import { FaqTabs } from "@/components/widgets/faq-tabs";
import { faqCategories, faqItems } from "@/content/faq";
import { LandingSection, SectionHeading } from "./landing-section";

/** docs/product.md#landing-page item 7: the 14 questions, filtered by category tab. */
export function FaqSection() {
  return (
    <LandingSection name="faq" aria-labelledby="faq-title" className="bg-muted/40">
      <SectionHeading
        id="faq-title"
        eyebrow="FAQ"
        title="Your questions, answered"
        lead="Straight answers on fertility basics, gender selection and intimacy. For anything personal to your health, please talk to your healthcare provider."
      />
      <FaqTabs items={faqItems} tabs={faqCategories} />
    </LandingSection>
  );
}
