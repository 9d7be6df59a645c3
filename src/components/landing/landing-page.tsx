import { PageView } from "@/components/analytics/page-view";
import { EducationalNotice } from "@/components/landing/educational-notice";
import { FaqSection } from "@/components/landing/faq-section";
import { FinalCta } from "@/components/landing/final-cta";
import { GuaranteeSection } from "@/components/landing/guarantee-section";
import { HeroSection } from "@/components/landing/hero-section";
import { ImageCards } from "@/components/landing/image-cards";
import { IntimacyPromo } from "@/components/landing/intimacy-promo";
import { LandingJsonLd } from "@/components/landing/landing-json-ld";
import { PricingSection } from "@/components/landing/pricing-section";
import { StayInTouch } from "@/components/landing/stay-in-touch";
import { MoreTestimonialsSection, TestimonialsSection } from "@/components/landing/testimonials-section";
import { TrustBadges } from "@/components/landing/trust-badges";
import { VideoSection } from "@/components/landing/video-section";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";
import { AnchorJumps } from "@/components/widgets/anchor-jumps";
import { ChatLauncher } from "@/components/widgets/chat-launcher";
import { ExitIntent } from "@/components/widgets/exit-intent";
import { UrgencyBanner } from "@/components/widgets/urgency-banner";
import type { CountryCode } from "@/lib/country";
import type { WebsiteSettings } from "@/lib/settings";
import type { Quote } from "@/server/services/money/pricing";
import type { ReviewSummary } from "@/server/services/reviews/public";

/**
 * The landing page (docs/product.md#landing-page) for one pricing region: fifteen sections in the spec's order, each
 * tagged with `data-section`. Everything is server-rendered; the widgets are small client leaves,
 * and the heavy ones (forms with the tRPC client, chat, exit popup) fetch their code on demand.
 * The page reads the settings, the intimacy guide's price and the fertility guide's approved
 * buyer reviews (src/app/home/[region]/page.tsx).
 */
export function LandingPage({
  country,
  settings,
  intimacyQuote,
  reviews,
}: {
  country: CountryCode;
  settings: WebsiteSettings;
  intimacyQuote: Quote;
  reviews: ReviewSummary;
}) {
  return (
    <>
      <div data-section="urgency-banner" className="contents">
        <UrgencyBanner />
      </div>
      <EducationalNotice />
      <div data-section="navigation" className="contents">
        <SiteHeader />
      </div>
      <main id="main">
        <LandingJsonLd settings={settings} reviews={reviews} />
        <HeroSection settings={settings} />
        <TrustBadges />
        <VideoSection />
        <FaqSection />
        <TestimonialsSection verified={reviews} />
        <PricingSection settings={settings} />
        <ImageCards />
        <MoreTestimonialsSection />
        <GuaranteeSection guaranteeText={settings.guarantee_text} />
        <IntimacyPromo country={country} quote={intimacyQuote} />
        <FinalCta price={settings.single_price} />
        <StayInTouch />
      </main>
      <div data-section="footer" className="contents">
        <SiteFooter />
      </div>
      <AnchorJumps />
      <ChatLauncher />
      <ExitIntent />
      <PageView category="landing_page" />
    </>
  );
}
