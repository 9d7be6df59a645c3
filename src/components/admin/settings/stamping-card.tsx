"use client";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { notifyAdmin } from "@/components/ui/admin-toaster";
import { discountMessages } from "@/lib/messages";
import { api } from "@/trpc/react";

/**
 * The "Stamped downloads" setting (docs/discounts-and-stamping.md): with it on, every PDF a
 * buyer downloads carries "Order {id} · licensed to {e-mail}" on each page (stamped on the first
 * download of each guide of an order, then kept). Off: buyers get the guide as uploaded.
 */
export function StampingCard() {
  const utils = api.useUtils();
  const current = api.settings.stamping.useQuery();
  const save = api.settings.setStamping.useMutation({
    onSuccess: ({ enabled }) => notifyAdmin({ title: enabled ? discountMessages.stampingOn : discountMessages.stampingOff }),
    onError: (error) => notifyAdmin({ title: error.message }, "error"),
    onSettled: () => utils.settings.stamping.invalidate(),
  });
  const enabled = save.isPending ? save.variables.enabled : current.data?.enabled;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Stamped downloads</CardTitle>
        <CardDescription>A small footer on every page of a downloaded guide names its buyer: a deterrent against sharing.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        {current.isError ? <p className="text-sm text-destructive">{current.error.message}</p> : null}
        <FormField id="stamp-downloads" label="Stamp each downloaded PDF with the buyer's e-mail and order" inline>
          <Checkbox
            id="stamp-downloads"
            checked={enabled ?? false}
            disabled={enabled === undefined || save.isPending}
            onCheckedChange={(checked) => save.mutate({ enabled: checked === true })}
          />
        </FormField>
        {enabled !== undefined ? (
          <p className="text-sm text-muted-foreground">{enabled ? discountMessages.stampingOn : discountMessages.stampingOff}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
