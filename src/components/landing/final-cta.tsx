import { Clock } from "@/components/ui/icons";
import { CheckoutButton } from "@/components/marketing/checkout-button";
import { ScarcityTimer } from "@/components/widgets/scarcity-timer";
import { mainCtaText, moneyBackGuarantee } from "@/content/site";
import { landingCheckoutStart } from "@/lib/analytics";
import { LandingSection } from "./landing-section";

/** docs/product.md#landing-page item 14: the closing call to action with the scarcity countdown. */
export function FinalCta({ price }: { price: string }) {
  return (
    <LandingSection name="final-cta" aria-labelledby="final-cta-title" className="bg-primary/10">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="final-cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Start your evidence-based plan today
        </h2>
        <p className="mt-4 text-lg text-muted-foreground">
          Instant PDF download for ${price}, with a {moneyBackGuarantee}.
        </p>
        <div className="mt-6 inline-flex items-center gap-3 rounded-lg border border-border bg-card px-5 py-3">
          <Clock className="h-5 w-5 text-accent" aria-hidden />
          <span className="text-sm font-medium">Special price ends in</span>
          <ScarcityTimer className="font-mono text-xl font-bold text-accent tabular-nums" />
        </div>
        <div className="mt-8">
          <CheckoutButton events={landingCheckoutStart}>{mainCtaText}</CheckoutButton>
        </div>
      </div>
    </LandingSection>
  );
}
