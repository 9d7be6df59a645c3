"use client";

import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { notifyAdmin } from "@/components/ui/admin-toaster";
import { taxMessages } from "@/lib/messages";
import { api } from "@/trpc/react";

/**
 * "Collect tax" (docs/product.md#tax), off by default: the checkout then shows tax 0.00. On: the
 * owner's rules on /admin/tax set the tax line (or Stripe Tax does, with Stripe keys). The seller's
 * country decides the EU reverse charge; the last box is Stripe's inclusive or exclusive prices.
 */
export function TaxCard() {
  const utils = api.useUtils();
  const current = api.tax.settings.useQuery(undefined, { retry: 1 });
  const save = api.tax.setSettings.useMutation({
    onSuccess: (saved) => notifyAdmin({ title: saved.collect ? taxMessages.collectOn : taxMessages.collectOff }),
    onError: (error) => notifyAdmin({ title: error.message }, "error"),
    onSettled: () => utils.tax.settings.invalidate(),
  });
  const [country, setCountry] = useState<string | null>(null);
  const data = current.data;
  const collect = save.isPending && save.variables.collect !== undefined ? save.variables.collect : data?.collect;

  function saveCountry(event: FormEvent) {
    event.preventDefault();
    if (country !== null) save.mutate({ sellerCountry: country });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Tax</CardTitle>
        <CardDescription>
          Off, every checkout shows tax 0.00. On, the rates on the Tax page (or Stripe Tax, with Stripe keys) add a tax line for the
          buyer&apos;s country.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {current.isError ? <p className="text-sm text-destructive">{current.error.message}</p> : null}
        <FormField id="tax-collect" label="Collect tax" inline>
          <Checkbox
            id="tax-collect"
            checked={collect ?? false}
            disabled={collect === undefined || save.isPending}
            onCheckedChange={(checked) => save.mutate({ collect: checked === true })}
          />
        </FormField>
        <FormField id="tax-prices-inclusive" label="With Stripe Tax, prices include tax (off: tax is added at payment)" inline>
          <Checkbox
            id="tax-prices-inclusive"
            checked={data?.pricesInclusive ?? true}
            disabled={!data || save.isPending}
            onCheckedChange={(checked) => save.mutate({ pricesInclusive: checked === true })}
          />
        </FormField>
        <form method="post" className="flex flex-wrap items-end gap-2" onSubmit={saveCountry} aria-label="Seller's country">
          <FormField id="tax-seller-country" label="Seller's country (two-letter code)">
            <Input
              id="tax-seller-country"
              className="w-24 uppercase"
              maxLength={2}
              value={country ?? data?.sellerCountry ?? ""}
              onChange={(e) => setCountry(e.target.value)}
            />
          </FormField>
          <Button type="submit" variant="outline" disabled={country === null || save.isPending}>
            Save country
          </Button>
        </form>
        {data && !save.isPending ? (
          <p className="text-sm text-muted-foreground" data-testid="tax-state">
            {data.collect ? taxMessages.collectOn : taxMessages.collectOff}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
