"use client";

import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { notifyAdmin } from "@/components/ui/admin-toaster";
import { invoiceMessages as m } from "@/lib/invoice-messages";
import { type InvoiceSeller, invoiceSellerInput, sellerLimits } from "@/lib/validation/invoices";
import { api } from "@/trpc/react";

type Key = keyof InvoiceSeller;
const fields: { key: Key; label: string; multiline?: boolean }[] = [
  { key: "legalName", label: "Legal name" },
  { key: "address", label: "Address", multiline: true },
  { key: "taxNumber", label: "Tax number (VAT, ABN, EIN…)" },
];

/** The seller's lines on every invoice and credit note (docs/product.md#invoices). */
export function InvoiceSellerCard() {
  const current = api.settings.invoiceSeller.useQuery(undefined, { retry: 1 });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Invoices</CardTitle>
        <CardDescription>
          Printed as the seller on every invoice and credit note. Documents already issued keep what they printed.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {current.isPending ? <p className="text-sm text-muted-foreground">Loading settings...</p> : null}
        {current.isError ? <p className="text-sm text-red-600">{m.sellerLoadFailed}</p> : null}
        {current.data ? <SellerFields saved={current.data} /> : null}
      </CardContent>
    </Card>
  );
}

function SellerFields({ saved }: { saved: InvoiceSeller }) {
  const utils = api.useUtils();
  const [draft, setDraft] = useState<InvoiceSeller>(saved);
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const save = api.settings.setInvoiceSeller.useMutation({
    onSuccess: () => notifyAdmin({ title: m.sellerSaved }),
    onError: (error) => notifyAdmin({ title: error.message }, "error"),
    onSettled: () => utils.settings.invoiceSeller.invalidate(),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = invoiceSellerInput.safeParse(draft);
    if (!parsed.success) {
      const found: Partial<Record<Key, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Key] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  }
  return (
    <form method="post" onSubmit={submit} className="grid gap-4" aria-label="Invoice seller details" noValidate>
      {fields.map(({ key, label, multiline }) => {
        const id = `invoice-seller-${key}`;
        const props = {
          id,
          name: key,
          value: draft[key],
          maxLength: sellerLimits[key],
          "aria-invalid": errors[key] ? true : undefined,
          "aria-describedby": errors[key] ? `${id}-message` : undefined,
        };
        return (
          <FormField key={key} id={id} label={label} message={errors[key]}>
            {multiline ? (
              <Textarea {...props} rows={3} onChange={(e) => setDraft({ ...draft, [key]: e.target.value })} />
            ) : (
              <Input {...props} onChange={(e) => setDraft({ ...draft, [key]: e.target.value })} />
            )}
          </FormField>
        );
      })}
      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        {save.isPending ? "Saving..." : "Save invoice details"}
      </Button>
    </form>
  );
}
