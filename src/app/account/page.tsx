import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { DownloadButtons } from "@/components/checkout/download-buttons";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatMoney } from "@/lib/money";
import { getViewer } from "@/server/auth/viewer";
import { viewerPurchases } from "@/server/queries/account";

export const metadata: Metadata = { title: "My purchases", robots: { index: false } };

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** /account – "My purchases": the signed-in buyer's completed orders and their downloads. */
export default async function AccountPage() {
  const viewer = await getViewer();
  if (!viewer) redirect("/auth?redirect=/account");
  const purchases = await viewerPurchases(viewer);

  return (
    <>
      <SiteHeader />
      <main className="mx-auto grid max-w-2xl gap-6 px-4 py-10">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <h1 className="text-2xl font-semibold">My purchases</h1>
            <p className="text-sm text-muted-foreground">Signed in as {viewer.email}</p>
          </div>
          <SignOutButton />
        </div>

        {purchases.length === 0 ? (
          <Card>
            <CardContent className="grid gap-4 pt-6">
              <p>No completed orders for {viewer.email} yet. Orders placed with this e-mail address appear here.</p>
              <Button asChild className="justify-self-start">
                <Link href="/checkout">Get the guide</Link>
              </Button>
            </CardContent>
          </Card>
        ) : (
          <ul className="grid gap-4">
            {purchases.map((order) => (
              <li key={order.id}>
                <Card data-order={order.id}>
                  <CardHeader>
                    <CardTitle as="h2" className="text-lg">
                      {order.productName}
                    </CardTitle>
                    <p className="text-sm text-muted-foreground">
                      {dateFormat.format(order.createdAt)} · {formatMoney(order.amount, order.currency)}
                    </p>
                  </CardHeader>
                  <CardContent>
                    <DownloadButtons downloads={order.downloads} />
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
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
