import type { Metadata } from "next";
import Link from "next/link";
import { ApiIsland } from "@/components/forms/api-island";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";
import { ReviewForm } from "@/components/reviews/review-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { reviewMessages } from "@/lib/messages";
import { param, type SearchParams } from "@/lib/search-params";
import { reviewForLink } from "@/server/queries/reviews";
import { AppError } from "@/server/errors";
import { StorefrontSheet } from "@/components/storefront-sheet";

export const metadata: Metadata = { title: "Rate your guide", robots: { index: false } };

/** `/review?t=…` (docs/product.md#reviews): the review request's signed link; no account. The same link edits the review. */
export default async function ReviewPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const token = param(params, "t") ?? "";
  const chosen = Number(param(params, "rating"));
  const result = token ? await reviewForLink(token) : new AppError("BAD_INPUT", reviewMessages.linkInvalid);

  return (
    <>
      <StorefrontSheet page="review" />
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-xl px-4 py-12">
        <Card>
          <CardHeader>
            <CardTitle as="h1">Rate your guide</CardTitle>
            {result instanceof Error ? null : (
              <CardDescription>
                {result.productName}: a rating from 1 to 5 stars, and a few words if you like. We show it with your first name and
                &ldquo;Verified buyer&rdquo; once we have checked it.
              </CardDescription>
            )}
          </CardHeader>
          <CardContent className="grid gap-4">
            {result instanceof Error ? (
              <>
                <p role="alert">{result.message}</p>
                <Button asChild variant="outline">
                  <Link href="/">Return to Homepage</Link>
                </Button>
              </>
            ) : !result.eligible ? (
              <p role="alert">{reviewMessages.notEligible}</p>
            ) : (
              <ApiIsland>
                <ReviewForm
                  token={token}
                  saved={result.review}
                  initialRating={result.review?.rating ?? (Number.isInteger(chosen) && chosen >= 1 && chosen <= 5 ? chosen : null)}
                />
              </ApiIsland>
            )}
          </CardContent>
        </Card>
      </main>
      <SiteFooter />
    </>
  );
}
