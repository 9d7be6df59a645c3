import { BadgeCheck } from "@/components/ui/icons";
import type { CSSProperties } from "react";
import type { Testimonial } from "@/content/types";
import { StaticImage } from "./static-image";

/** Five stars, `rating` of them filled (the `star-rating` utility); read out as "Rated N out of 5". */
export function StarRating({ rating }: { rating: number }) {
  return (
    <span className="star-rating" role="img" aria-label={`Rated ${rating} out of 5`} style={{ "--rating": rating } as CSSProperties} />
  );
}

/** One customer story: avatar, name and place, stars, quote and that person's own result. */
export function TestimonialCard({ testimonial: t }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col gap-4 rounded-lg border border-border bg-card p-6 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <StarRating rating={t.rating} />
        {t.verified && (
          <span className="inline-flex items-center gap-1 text-xs font-medium text-success">
            <BadgeCheck className="h-4 w-4" aria-hidden /> Verified purchase
          </span>
        )}
      </div>
      <blockquote className="flex-1">
        <p className="font-semibold">{t.title}</p>
        <p className="mt-2 leading-relaxed text-muted-foreground">&ldquo;{t.quote}&rdquo;</p>
      </blockquote>
      <p className="rounded-md bg-muted px-3 py-2 text-sm">
        <span className="font-medium">Result:</span> {t.result} <span className="text-muted-foreground">· {t.timeframe}</span>
      </p>
      <figcaption className="flex items-center gap-3">
        <StaticImage src={t.image} alt="" width={48} height={48} className="h-12 w-12 rounded-full" />
        <span>
          <span className="block font-semibold">{t.name}</span>
          <span className="block text-sm text-muted-foreground">{t.location}</span>
        </span>
      </figcaption>
    </figure>
  );
}
