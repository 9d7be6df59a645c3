"use client";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatMoney } from "@/lib/money";
import { api } from "@/trpc/react";
import { formatDate } from "../ui/format";
import { ListState } from "../ui/list-state";

const reasons: Record<string, string> = {
  fulfilment: "Issued at payment",
  business_details: "Business details added by the buyer",
  refund: "Refund",
};

/** The order's invoices and credit notes (docs/product.md#invoices), each a link to its PDF. */
export function OrderInvoices({ orderId }: { orderId: string }) {
  const query = api.orders.invoices.useQuery({ orderId });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Invoices and credit notes</CardTitle>
        <CardDescription>Issued once and never changed: a refund or a correction adds a credit note.</CardDescription>
      </CardHeader>
      <CardContent>
        <ListState query={query} loading="Loading invoices…">
          {(docs) =>
            docs.length === 0 ? (
              <p className="text-sm text-muted-foreground">No invoice: the order is not paid.</p>
            ) : (
              <ul className="grid gap-3 text-sm" aria-label="Invoices and credit notes" data-testid="order-invoices">
                {docs.map((doc) => (
                  <li key={doc.number} className="grid gap-0.5" data-kind={doc.kind}>
                    <a href={doc.url} className="font-medium text-primary underline">
                      {doc.kind === "invoice" ? "Invoice" : "Credit note"} {doc.number}
                    </a>
                    <span className="text-muted-foreground">
                      {formatMoney(doc.amount, doc.currency)}
                      {doc.taxAmount > 0 ? ` (tax ${formatMoney(doc.taxAmount, doc.currency)})` : ""} · {reasons[doc.reason] ?? doc.reason}
                      {doc.credits ? ` · credits ${doc.credits}` : ""} · {formatDate(doc.issuedAt)}
                    </span>
                  </li>
                ))}
              </ul>
            )
          }
        </ListState>
      </CardContent>
    </Card>
  );
}
