import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** Names of the landing page's sections (docs/product.md#landing-page), in page order; each is a `data-section` value. */
export const landingSections = [
  "urgency-banner",
  "educational-notice",
  "navigation",
  "hero",
  "trust-badges",
  "video",
  "faq",
  "testimonials",
  "pricing",
  "image-cards",
  "more-testimonials",
  "guarantee",
  "intimacy-promo",
  "final-cta",
  "footer",
] as const;

export type LandingSectionName = (typeof landingSections)[number];

/** One full-width landing section, tagged with its name for tests and analytics. Every section
 * but the hero starts below the first screen, so its rendering waits until it is near. */
export function LandingSection({ name, className, children, ...props }: ComponentProps<"section"> & { name: LandingSectionName }) {
  return (
    <section
      data-section={name}
      className={cn("scroll-mt-20 px-4 py-16 sm:py-20", name !== "hero" && "render-when-near", className)}
      {...props}
    >
      <div className="mx-auto max-w-6xl">{children}</div>
    </section>
  );
}

/** Centred eyebrow, h2 and lead paragraph that open a section. */
export function SectionHeading({ id, eyebrow, title, lead }: { id: string; eyebrow?: string; title: string; lead?: string }) {
  return (
    <div className="mx-auto mb-10 max-w-2xl text-center">
      {eyebrow && <p className="text-sm font-semibold tracking-wider text-primary uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {lead && <p className="mt-4 text-lg text-muted-foreground">{lead}</p>}
    </div>
  );
}
