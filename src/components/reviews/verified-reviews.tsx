import { BadgeCheck } from "@/components/ui/icons";
import { StarRating } from "@/components/landing/testimonial-card";
import type { ReviewSummary } from "@/server/services/reviews/public";

const formatDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/**
 * The approved reviews of a guide (docs/product.md#reviews), newest first, under their average and
 * count: the same figures as the page's JSON-LD. Plain text only (React escapes it); a server
 * component, so nothing of it ships as client JavaScript. Nothing while there are none.
 */
export function VerifiedReviews({ summary, headingId = "verified-reviews" }: { summary: ReviewSummary; headingId?: string }) {
  if (summary.count === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4" data-testid="verified-reviews">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-2xl font-semibold tracking-tight">
          Reviews from verified buyers
        </h2>
        <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="review-average">
          <StarRating rating={Math.round(summary.average)} />
          <span>
            <span className="font-semibold text-foreground">{summary.average.toFixed(1)}</span> out of 5 ·{" "}
            {summary.count === 1 ? "1 review" : `${summary.count} reviews`}
          </span>
        </p>
      </div>
      <ul className="grid gap-4 md:grid-cols-2">
        {summary.reviews.map((r) => (
          <li key={r.id} className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <StarRating rating={r.rating} />
              <span className="inline-flex items-center gap-1 text-xs font-medium text-success">
                <BadgeCheck className="h-4 w-4" aria-hidden /> Verified buyer
              </span>
            </div>
            {r.text ? <p className="leading-relaxed break-words whitespace-pre-line">{r.text}</p> : null}
            <p className="text-sm text-muted-foreground">
              {r.author} · <time dateTime={r.date}>{formatDate(r.date)}</time>
            </p>
            {r.reply ? (
              <p className="rounded-md bg-muted px-3 py-2 text-sm break-words whitespace-pre-line">
                <span className="font-medium">Reply from the store:</span> {r.reply}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
