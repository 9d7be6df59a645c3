import { BadgeCheck, Download, ShieldCheck } from "@/components/ui/icons";
import { CheckoutButton } from "@/components/marketing/checkout-button";
import { mainCtaText, moneyBackGuarantee, trustClaims } from "@/content/site";
import { landingCheckoutStart } from "@/lib/analytics";
import type { WebsiteSettings } from "@/lib/settings";
import { LandingSection } from "./landing-section";
import { StaticImage } from "./static-image";

/** docs/product.md#landing-page item 4: headline, promise, the main call to action and the money-back note. */
export function HeroSection({ settings }: { settings: WebsiteSettings }) {
  return (
    <LandingSection name="hero" aria-labelledby="hero-title" className="bg-gradient-to-b from-primary/10 to-transparent pt-12 sm:pt-16">
      <div className="grid items-center gap-10 md:grid-cols-[1.3fr_1fr]">
        <div className="text-center md:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card px-3 py-1 text-sm font-medium text-muted-foreground">
            <BadgeCheck className="h-4 w-4 text-primary" aria-hidden /> Research-based · Instant PDF download
          </p>
          <h1 id="hero-title" className="mt-5 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {settings.single_guide_title}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-muted-foreground">{settings.hero_description}</p>
          <div className="mt-8 flex flex-col items-center gap-3 md:items-start">
            <CheckoutButton events={landingCheckoutStart} className="w-full sm:w-auto">
              {mainCtaText}
            </CheckoutButton>
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <ShieldCheck className="h-4 w-4 text-success" aria-hidden />
              {moneyBackGuarantee}: not for you? Get a full refund.
            </p>
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Download className="h-4 w-4 text-primary" aria-hidden /> Covers {trustClaims.questionsCovered} questions · read on any phone,
              tablet or computer
            </p>
          </div>
        </div>
        <div className="mx-auto w-56 sm:w-64 md:w-72">
          <StaticImage
            src="/images/landing-guide-cover.svg"
            alt={`Cover of the eBook "${settings.single_guide_title}"`}
            width={360}
            height={480}
            priority
            className="h-auto w-full rotate-2 rounded-lg shadow-2xl shadow-primary/30"
          />
        </div>
      </div>
    </LandingSection>
  );
}
