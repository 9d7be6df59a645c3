"use client";

import { useRouter } from "next/navigation";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { invoiceMessages as m } from "@/lib/invoice-messages";
import { checkoutLimits } from "@/lib/validation/form-constants";
import { api } from "@/trpc/react";

/**
 * The library's "Add business details to the invoice" (docs/product.md#invoices): once per
 * order; the server issues a corrected invoice and a credit note for the first, and the page
 * reloads with both.
 */
export function BusinessDetailsForm({ orderId }: { orderId: string }) {
  const router = useRouter();
  const [error, setError] = useState<string>();
  const add = api.orders.addBusinessDetails.useMutation({
    onSuccess: () => router.refresh(),
    onError: (e) => setError(e.message),
  });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? "");
    if (!value("name").trim()) return setError(m.businessNameMissing);
    setError(undefined);
    add.mutate({ orderId, name: value("name"), address: value("address"), taxId: value("taxId") });
  }
  const id = (part: string) => `business-${orderId}-${part}`;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-primary underline">Add business details to the invoice</summary>
      <form method="post" onSubmit={submit} noValidate className="mt-3 grid gap-3" aria-label="Business details">
        <p className="text-muted-foreground">
          Once only: we issue a corrected invoice with these details and a credit note for the first one.
        </p>
        <FormField id={id("name")} label="Business name" message={error}>
          <Input
            id={id("name")}
            name="name"
            maxLength={checkoutLimits.businessName}
            autoComplete="organization"
            aria-invalid={Boolean(error)}
          />
        </FormField>
        <FormField id={id("address")} label="Business address (optional)">
          <Input id={id("address")} name="address" maxLength={checkoutLimits.businessAddress} />
        </FormField>
        <FormField id={id("taxId")} label="VAT or ABN number (optional)">
          <Input id={id("taxId")} name="taxId" maxLength={checkoutLimits.taxId} />
        </FormField>
        <Button type="submit" variant="outline" className="justify-self-start" disabled={add.isPending}>
          {add.isPending ? "Issuing..." : "Issue corrected invoice"}
        </Button>
      </form>
    </details>
  );
}
