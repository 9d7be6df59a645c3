import { termsPage } from "@/content/legal/terms";
import { headingId } from "@/components/blog/format";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { DetailRow } from "@/components/ui/detail-row";
import { libraryMessages as m } from "@/lib/messages";
import { formatMoney } from "@/lib/money";
import { ApiIsland } from "@/components/forms/api-island";
import { InvoiceLinks, type InvoiceLinkView } from "@/components/checkout/invoice-links";
import { BusinessDetailsForm } from "./business-details-form";
import { type LibraryGuide, LibraryGuideRow } from "./library-guide-row";

/** An order as the library shows it (src/server/services/downloads/library.ts). */
export type LibraryOrderView = {
  id: string;
  productName: string;
  amount: number;
  currency: string;
  createdAt: Date;
  downloads: LibraryGuide[];
  invoices: InvoiceLinkView[];
  /** Business details may still be added to the invoice (once). */
  canAddBusiness: boolean;
};

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** The terms' money-back guarantee section: the refund policy. */
const guarantee = termsPage.sections.find((s) => /money-back guarantee/i.test(s.heading));
export const refundPolicyPath = `/terms${guarantee ? `#${headingId(guarantee.heading)}` : ""}`;

/**
 * The library, for a code sign-in and an account alike: each order with its guides, its receipt
 * (the order's summary) and the refund policy.
 */
export function LibraryList({ orders }: { orders: LibraryOrderView[] }) {
  return (
    <ul className="grid gap-4">
      {orders.map((order) => (
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
            <CardContent className="grid gap-4">
              <ul className="grid gap-3">
                {order.downloads.map((guide) => (
                  <LibraryGuideRow key={guide.product} guide={guide} />
                ))}
              </ul>
              <details className="text-sm">
                <summary className="cursor-pointer text-primary underline">{m.receipt}</summary>
                <dl className="mt-2 grid gap-1">
                  <DetailRow label="Product">{order.productName}</DetailRow>
                  <DetailRow label="Date">{dateFormat.format(order.createdAt)}</DetailRow>
                  <DetailRow label="Amount">{formatMoney(order.amount, order.currency)}</DetailRow>
                  <DetailRow label="Order" valueClassName="font-mono text-xs break-all">
                    {order.id}
                  </DetailRow>
                </dl>
              </details>
              <InvoiceLinks invoices={order.invoices} />
              {order.canAddBusiness && (
                <ApiIsland>
                  <BusinessDetailsForm orderId={order.id} />
                </ApiIsland>
              )}
              <a href={refundPolicyPath} className="text-sm underline">
                {m.refundPolicy}
              </a>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
