import { Check, Lock, ShieldCheck } from "@/components/ui/icons";
import { CheckoutButton } from "@/components/marketing/checkout-button";
import { displayPrices, mainCtaText, moneyBackGuarantee, trustClaims } from "@/content/site";
import { landingCheckoutStart } from "@/lib/analytics";
import type { WebsiteSettings } from "@/lib/settings";
import { LandingSection, SectionHeading } from "./landing-section";
import { StaticImage } from "./static-image";

const chapters = [
  "Your cycle decoded: finding your 6-day fertile window with mucus, LH tests and temperature",
  "Timing that works: how often, and when, without turning love into a schedule",
  "Food, supplements and sleep for both partners, with the doses to discuss with your doctor",
  "Gender selection: what the Shettles, Whelan and diet studies really found, and their limits",
  "When to see a doctor: the 12-month and 6-month rules, and which tests to ask for",
  "Checklists and a month-by-month plan you can print and share",
];

/** docs/product.md#landing-page item 9: a look inside the guide and its price ($ from settings, was-price from content). */
export function PricingSection({ settings }: { settings: WebsiteSettings }) {
  return (
    <LandingSection name="pricing" id="pricing" aria-labelledby="pricing-title">
      <SectionHeading id="pricing-title" eyebrow="Preview & price" title="Everything in one evidence-based guide" />
      <div className="grid items-start gap-10 lg:grid-cols-[1fr_1.1fr]">
        <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-start">
          <StaticImage
            src="/images/landing-guide-cover.svg"
            alt={`Cover of "${settings.single_guide_title}"`}
            width={360}
            height={480}
            className="h-auto w-40 shrink-0 rounded-md shadow-xl"
          />
          <div>
            <h3 className="text-lg font-semibold">What&apos;s inside</h3>
            <ul className="mt-3 grid gap-2.5">
              {chapters.map((chapter) => (
                <li key={chapter} className="flex gap-2 text-sm text-muted-foreground">
                  <Check className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden />
                  {chapter}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="rounded-xl border-2 border-primary bg-card p-6 text-center shadow-lg sm:p-8">
          <p className="text-sm font-semibold tracking-wider text-accent uppercase">Special price today</p>
          <h3 className="mt-2 text-xl font-semibold">{settings.single_guide_title}</h3>
          <p className="mt-4 flex items-baseline justify-center gap-3" data-testid="landing-price">
            <span className="text-5xl font-bold">
              <span className="sr-only">Now </span>${settings.single_price}
            </span>
            <s className="text-xl text-muted-foreground">
              <span className="sr-only">was </span>
              {displayPrices.landing.was}
            </s>
          </p>
          <p className="mt-2 text-sm text-muted-foreground">One-time payment · instant PDF download · no subscription</p>
          <CheckoutButton events={landingCheckoutStart} className="mt-6 w-full">
            {mainCtaText}
          </CheckoutButton>
          <ul className="mt-5 grid gap-2 text-sm text-muted-foreground">
            <li className="flex items-center justify-center gap-2">
              <ShieldCheck className="h-4 w-4 text-success" aria-hidden /> {moneyBackGuarantee}
            </li>
            <li className="flex items-center justify-center gap-2">
              <Lock className="h-4 w-4 text-primary" aria-hidden /> {trustClaims.ssl} secure checkout ·{" "}
              {trustClaims.paymentMethods.join(", ")}
            </li>
          </ul>
        </div>
      </div>
    </LandingSection>
  );
}
