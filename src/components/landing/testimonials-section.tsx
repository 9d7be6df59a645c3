import { moreTestimonials, trustStats, verifiedTestimonials } from "@/content/testimonials";
import { VerifiedReviews } from "@/components/reviews/verified-reviews";
import type { ReviewSummary } from "@/server/services/reviews/public";
import { LandingSection, SectionHeading } from "./landing-section";
import { TestimonialCard } from "./testimonial-card";

const stats = [trustStats.rating, trustStats.stories, trustStats.successRate];

/**
 * docs/product.md#landing-page item 8: the four verified testimonials under the 4.8/5, 10,000+ and
 * 94% claims, then the approved reviews of buyers of the guide, if any (docs/product.md#reviews).
 */
export function TestimonialsSection({ verified }: { verified?: ReviewSummary }) {
  return (
    <LandingSection name="testimonials" id="reviews" aria-labelledby="reviews-title">
      <SectionHeading id="reviews-title" eyebrow="Reviews" title="Real stories from couples like you" />
      {/* Three across on a phone too: smaller type and padding there, so "10,000+" stays in its card. */}
      <dl className="mx-auto mb-4 grid max-w-3xl grid-cols-3 gap-2 text-center sm:gap-4" data-testid="trust-stats">
        {stats.map((stat) => (
          <div key={stat.label} className="flex min-w-0 flex-col-reverse rounded-lg border border-border bg-card px-2 py-3 sm:p-4">
            <dt className="text-xs text-muted-foreground sm:text-sm">{stat.label}</dt>
            <dd className="text-xl font-bold text-primary tabular-nums sm:text-3xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mx-auto mb-10 max-w-2xl text-center text-xs text-muted-foreground">{trustStats.footnote}</p>
      <div className="grid gap-6 md:grid-cols-2">
        {verifiedTestimonials.map((t) => (
          <TestimonialCard key={t.name} testimonial={t} />
        ))}
      </div>
      {verified ? (
        <div className="mt-12">
          <VerifiedReviews summary={verified} headingId="verified-reviews" />
        </div>
      ) : null}
    </LandingSection>
  );
}

/** docs/product.md#landing-page item 11: three further testimonials. */
export function MoreTestimonialsSection() {
  return (
    <LandingSection name="more-testimonials" aria-labelledby="more-reviews-title" className="bg-muted/40">
      <SectionHeading id="more-reviews-title" title="More from our readers" />
      <div className="grid gap-6 md:grid-cols-3">
        {moreTestimonials.map((t) => (
          <TestimonialCard key={t.name} testimonial={t} />
        ))}
      </div>
    </LandingSection>
  );
}
