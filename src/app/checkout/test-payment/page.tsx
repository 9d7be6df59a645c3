import { FlaskConical } from "@/components/ui/icons";
import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DetailRow } from "@/components/ui/detail-row";
import { param, type SearchParams } from "@/lib/search-params";
import { testPayment } from "@/server/queries/checkout";
import { appErrorOnly } from "@/server/queries/page-db";
import { StorefrontSheet } from "@/components/storefront-sheet";

export const metadata: Metadata = { title: "Test payment", robots: { index: false } };

/**
 * The local payment adapter's page (no Stripe keys): clearly test mode; Pay or Cancel posts to
 * /api/test-payment, which completes the order through the same fulfilment as the webhook.
 */
export default async function TestPaymentPage({ searchParams }: { searchParams: SearchParams }) {
  const sessionId = param(await searchParams, "session_id");
  const summary = sessionId ? await testPayment(sessionId).catch(appErrorOnly) : null;

  return (
    <>
      <StorefrontSheet page="checkout/test-payment" />
      <main id="main" className="mx-auto grid min-h-screen max-w-lg place-items-center px-4 py-10">
        <Card className="w-full border-2 border-dashed border-accent">
          <CardHeader>
            <p className="flex items-center gap-2 text-sm font-bold tracking-wide text-accent uppercase">
              <FlaskConical className="h-4 w-4" aria-hidden /> Test mode — no real payment
            </p>
            <CardTitle as="h1">Test payment</CardTitle>
            <CardDescription>
              This store runs without a payment provider, so this page stands in for it. Choose Pay to complete the order as if the card was
              charged, or Cancel to go back to the checkout.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {!summary || summary instanceof Error ? (
              <>
                <p role="alert">{summary instanceof Error ? summary.message : "This test-payment session does not exist."}</p>
                <Button asChild variant="outline">
                  <Link href="/checkout">Back to checkout</Link>
                </Button>
              </>
            ) : (
              <>
                <dl className="grid gap-1 text-sm">
                  <DetailRow label="Product">{summary.productName}</DetailRow>
                  <DetailRow label="E-mail">{summary.email}</DetailRow>
                  <DetailRow
                    label={<span className="text-foreground">Amount</span>}
                    className="text-base font-semibold"
                    valueTestId="test-payment-amount"
                  >
                    {summary.displayAmount}
                  </DetailRow>
                </dl>
                {summary.status === "unpaid" ? (
                  <form method="post" action="/api/test-payment" className="grid grid-cols-2 gap-3">
                    <input type="hidden" name="session_id" value={summary.sessionId} />
                    <Button type="submit" name="action" value="cancel" variant="outline">
                      Cancel
                    </Button>
                    <Button type="submit" name="action" value="pay">
                      Pay {summary.displayAmount}
                    </Button>
                  </form>
                ) : (
                  <p role="status">
                    This session is {summary.status}.{" "}
                    {summary.status === "paid" ? (
                      <Link className="underline" href={`/thank-you?session_id=${encodeURIComponent(summary.sessionId)}`}>
                        See your order
                      </Link>
                    ) : (
                      <Link className="underline" href="/checkout">
                        Start again
                      </Link>
                    )}
                  </p>
                )}
              </>
            )}
          </CardContent>
        </Card>
      </main>
    </>
  );
}
