import type { Metadata } from "next";
import Link from "next/link";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { LibraryCodeForm } from "@/components/library/library-code-form";
import { LibraryList } from "@/components/library/library-list";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { libraryMessages as m } from "@/lib/messages";
import { getViewer } from "@/server/auth/viewer";
import { viewerPurchases } from "@/server/queries/account";
import { StorefrontSheet } from "@/components/storefront-sheet";

export const metadata: Metadata = { title: m.title, robots: { index: false } };

/**
 * /library – the buyer's guides (docs/product.md#the-library-without-a-password), "My purchases"
 * of an account too (/account comes here). Signed out: the e-mail, then the e-mailed code.
 * Signed in, by code or password: every order of the address still paid for, with fresh links.
 */
export default async function LibraryPage() {
  const viewer = await getViewer();
  if (!viewer) {
    return (
      <>
        <StorefrontSheet page="library" />
        <SiteHeader />
        <main id="main" className="mx-auto grid max-w-xl gap-6 px-4 py-10">
          <Card>
            <CardHeader>
              <CardTitle as="h1">{m.title}</CardTitle>
            </CardHeader>
            <CardContent>
              <LibraryCodeForm />
            </CardContent>
          </Card>
        </main>
        <SiteFooter />
      </>
    );
  }
  const purchases = await viewerPurchases(viewer);

  return (
    <>
      <StorefrontSheet page="library" />
      <SiteHeader />
      <main id="main" className="mx-auto grid max-w-2xl gap-6 px-4 py-10">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="min-w-0">
            <h1 className="text-2xl font-semibold">{m.title}</h1>
            <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">{m.signedInAs(viewer.email ?? "")}</p>
          </div>
          <SignOutButton />
        </div>

        {purchases.length === 0 ? (
          <Card>
            <CardContent className="grid gap-4 pt-6">
              <p className="[overflow-wrap:anywhere]">{m.empty(viewer.email ?? "")}</p>
              <Button asChild className="justify-self-start">
                <Link href="/checkout">Get the guide</Link>
              </Button>
            </CardContent>
          </Card>
        ) : (
          <LibraryList orders={purchases} />
        )}

        {purchases.length > 0 && (
          // The same "send me a fresh link" as the download pages: the job e-mails each order's own address.
          <form method="post" action="/api/download-link" className="grid gap-2 rounded-lg border border-border p-4">
            <input type="hidden" name="email" value={viewer.email ?? ""} />
            <p className="text-sm text-muted-foreground">Want the links in your inbox? They work for 48 hours.</p>
            <Button type="submit" variant="outline" className="justify-self-start">
              E-mail me fresh links
            </Button>
          </form>
        )}
      </main>
      <SiteFooter />
    </>
  );
}
