import type { Metadata } from "next";
import Link from "next/link";
import { DownloadButtons } from "@/components/checkout/download-buttons";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";
import { LibraryLink } from "@/components/library/library-link";
import { SupportEmailLink } from "@/components/marketing/support-email-link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { param, type SearchParams } from "@/lib/search-params";
import { asProductKind } from "@/lib/validation/checkout";
import { orderDownloads } from "@/server/queries/orders";
import { appErrorOnly } from "@/server/queries/page-db";
import { StorefrontSheet } from "@/components/storefront-sheet";

export const metadata: Metadata = { title: "Download your guide", robots: { index: false } };

/** /download?session_id=…&product=intimacy (docs/product.md#downloads): fresh signed links for a paid order. */
export default async function DownloadPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const sessionId = param(params, "session_id");
  const product = asProductKind(param(params, "product"));
  const result = sessionId
    ? await orderDownloads(sessionId, product).catch(appErrorOnly)
    : new Error("This download page needs the link from your order e-mail.");

  return (
    <>
      <StorefrontSheet page="download" />
      <SiteHeader />
      <main id="main" className="mx-auto max-w-xl px-4 py-12">
        <Card>
          <CardHeader>
            <CardTitle as="h1">Download your guide</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            {result instanceof Error ? (
              <>
                <p role="alert">{result.message}</p>
                <p className="text-sm text-muted-foreground">
                  Bought a guide? Use the link in your order e-mail, or write to <SupportEmailLink className="underline" /> and we will send
                  it again.
                </p>
                <LibraryLink />
                <Button asChild variant="outline">
                  <Link href="/">Return to Homepage</Link>
                </Button>
              </>
            ) : (
              <>
                <p className="text-sm text-muted-foreground">Order for {result.order.email}</p>
                <DownloadButtons downloads={result.downloads} />
                <p className="text-xs text-muted-foreground">
                  Links are personal and expire after a short time; this page always makes fresh ones.
                </p>
                <LibraryLink />
              </>
            )}
          </CardContent>
        </Card>
      </main>
      <SiteFooter />
    </>
  );
}
