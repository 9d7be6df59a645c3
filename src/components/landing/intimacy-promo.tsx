import Link from "next/link";
import { CheckoutButton } from "@/components/marketing/checkout-button";
import { Button } from "@/components/ui/button";
import { guides } from "@/content/site";
import { landingCheckoutStart } from "@/lib/analytics";
import type { CountryCode } from "@/lib/country";
import type { Quote } from "@/server/services/money/pricing";
import { LandingSection } from "./landing-section";
import { StaticImage } from "./static-image";

const guide = guides.intimacy;

/** docs/product.md#landing-page item 13: the intimacy guide, priced for the visitor's country by the pricing service (the page reads the quote). */
export function IntimacyPromo({ country, quote }: { country: CountryCode; quote: Pick<Quote, "display" | "currency" | "priceCountry"> }) {
  return (
    <LandingSection
      name="intimacy-promo"
      aria-labelledby="intimacy-title"
      className="bg-gradient-to-br from-accent/10 via-transparent to-primary/10"
    >
      <div className="grid items-center gap-10 md:grid-cols-[auto_1fr]">
        <StaticImage
          src="/images/landing-intimacy-cover.svg"
          alt={`Cover of "${guide.title}"`}
          width={360}
          height={480}
          className="mx-auto h-auto w-44 -rotate-2 rounded-md shadow-xl sm:w-52"
        />
        <div className="text-center md:text-left">
          {guide.badge && (
            <p className="inline-block rounded-full bg-pink-700 px-3 py-1 text-xs font-bold tracking-wider text-white">{guide.badge}</p>
          )}
          <h2 id="intimacy-title" className="mt-4 text-3xl font-bold tracking-tight text-balance">
            {guide.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
            Trying to conceive can turn intimacy into a task. This practical guide helps couples talk openly, take the pressure off and
            rediscover closeness and pleasure, in and out of the fertile window.
          </p>
          <p className="mt-5 text-4xl font-bold" data-testid="intimacy-price" data-country={quote.priceCountry}>
            {quote.display.total}
            <span className="ml-2 align-middle text-sm font-normal text-muted-foreground">
              {quote.currency.toUpperCase()} · instant PDF download
            </span>
          </p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row md:justify-start">
            <Button asChild size="lg" variant="outline">
              <Link href="/blog/intimacy-gap-guide">Learn More</Link>
            </Button>
            <CheckoutButton link={{ product: "intimacy", country }} events={landingCheckoutStart}>
              Get Guide Now
            </CheckoutButton>
          </div>
        </div>
      </div>
    </LandingSection>
  );
}
