"use client";

import { type FormEvent, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { displayPrices } from "@/content/site";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { fieldClasses, Input } from "@/components/ui/input";
import { notifyAdmin } from "@/components/ui/admin-toaster";
import { countryCodes } from "@/lib/country";
import { adminMessages } from "@/lib/messages";
import { type SettingKey, settingKeys, type WebsiteSettings } from "@/lib/settings";
import { cn } from "@/lib/utils";
import { priceKeys, settingLimits } from "@/lib/validation/settings";
import { api } from "@/trpc/react";

const labels: Record<SettingKey, string> = {
  site_title: "Site title",
  single_price: `Single guide display price, marketing copy only (${displayPrices.landing.price}, was ${displayPrices.landing.was})`,
  bundle_price: "Bundle display price, marketing copy only ($135)",
  hero_description: "Hero description",
  guarantee_text: "Guarantee text",
  single_guide_title: "Single guide title",
  bundle_guide_title: "Bundle guide title",
};

/** The product whose real prices sit beside each display price. */
const chargedProduct = { single_price: "fertility", bundle_price: "bundle" } as const;

const isPrice = (key: SettingKey): key is (typeof priceKeys)[number] => (priceKeys as readonly string[]).includes(key);
const longText = (key: SettingKey) => key === "hero_description" || key === "guarantee_text";

/**
 * The content-management form (docs/product.md#admin): the seven website settings, prices as numbers. Each
 * changed key is saved by its own upsert (the calls travel in one batched request), so the
 * result is all saved, some saved or none (three texts, docs/product.md#messages).
 */
export function SettingsForm() {
  const current = api.settings.get.useQuery(undefined, { retry: 1 });
  useEffect(() => {
    if (current.isError) notifyAdmin({ title: adminMessages.settingsLoadFailed }, "error");
  }, [current.isError]);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Website settings</CardTitle>
        <CardDescription>Titles, copy and display prices of the public pages. A saved change shows on the next visit.</CardDescription>
      </CardHeader>
      <CardContent>
        {current.isPending ? <p className="text-sm text-muted-foreground">Loading settings...</p> : null}
        {current.isError ? <p className="text-sm text-destructive">{adminMessages.settingsLoadFailed}</p> : null}
        {current.data ? <SettingsFields saved={current.data} /> : null}
      </CardContent>
    </Card>
  );
}

/** The fields, starting from the saved values; `saved` is what the server holds now. */
function SettingsFields({ saved }: { saved: WebsiteSettings }) {
  const utils = api.useUtils();
  const update = api.settings.update.useMutation();
  const [values, setValues] = useState<WebsiteSettings>(saved);
  const [errors, setErrors] = useState<Partial<Record<SettingKey, string>>>({});
  // What checkout charges, read-only from the Price table, so a display price is never taken for it.
  const products = api.products.list.useQuery();
  const charged = (key: (typeof priceKeys)[number]) => {
    const product = products.data?.products.find((p) => p.kind === chargedProduct[key]);
    if (!product) return products.isError ? null : "Checkout charges: loading…";
    return `Checkout charges (set by the prices, not here): ${[...product.prices]
      .sort((a, b) => countryCodes.indexOf(a.country) - countryCodes.indexOf(b.country))
      .map((p) => `${p.country} ${p.display}`)
      .join(" · ")}`;
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    const changed = settingKeys.filter((key) => values[key] !== saved[key]);
    const results = await Promise.allSettled(
      changed.map((key) =>
        update.mutateAsync({ [key]: isPrice(key) ? (values[key] === "" ? Number.NaN : Number(values[key])) : values[key] }),
      ),
    );
    const failures = changed.flatMap((key, i) => {
      const result = results[i]!;
      return result.status === "rejected" ? [[key, (result.reason as Error).message] as const] : [];
    });
    setErrors(Object.fromEntries(failures));
    await utils.settings.get.invalidate();
    if (failures.length === 0) notifyAdmin({ title: adminMessages.settingsSaved });
    else if (failures.length < changed.length) notifyAdmin({ title: adminMessages.settingsPartlySaved }, "error");
    else notifyAdmin({ title: adminMessages.settingsSaveFailed }, "error");
  }

  return (
    <form method="post" onSubmit={save} className="grid gap-4 md:grid-cols-2" aria-label="Website settings">
      {settingKeys.map((key) => {
        const id = `setting-${key}`;
        const common = {
          id,
          name: key,
          value: values[key],
          "aria-invalid": errors[key] ? true : undefined,
          "aria-describedby": errors[key] || isPrice(key) ? `${id}-message` : undefined,
        };
        const onChange = (e: { target: { value: string } }) => setValues({ ...values, [key]: e.target.value });
        return (
          <FormField
            key={key}
            id={id}
            label={labels[key]}
            message={errors[key] ?? (isPrice(key) ? charged(key) : undefined)}
            className={longText(key) ? "md:col-span-2" : undefined}
          >
            {isPrice(key) ? (
              <Input {...common} type="number" inputMode="decimal" min={0} max={100000} step={0.01} required onChange={onChange} />
            ) : longText(key) ? (
              <textarea
                {...common}
                rows={4}
                maxLength={settingLimits[key]}
                required
                className={cn(fieldClasses, "min-h-24")}
                onChange={onChange}
              />
            ) : (
              <Input {...common} maxLength={settingLimits[key as keyof typeof settingLimits]} required onChange={onChange} />
            )}
          </FormField>
        );
      })}
      <div className="md:col-span-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? "Saving..." : "Save settings"}
        </Button>
      </div>
    </form>
  );
}
