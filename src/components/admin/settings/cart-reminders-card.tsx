"use client";

import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { notifyAdmin } from "@/components/ui/admin-toaster";
import { cartReminderMessages } from "@/lib/messages";
import { type CartReminderSettings, cartReminderSettingsInput } from "@/lib/validation/cart-reminders";
import { api } from "@/trpc/react";

type Key = keyof CartReminderSettings;
type Draft = Record<Key, { enabled: boolean; hours: string }>;
type Errors = Partial<Record<`${Key}.${"enabled" | "hours"}`, string>>;

const labels: Record<Key, string> = { second: "Second reminder", third: "Third reminder" };

/**
 * The optional second and third abandoned-cart reminders (docs/insights.md#cart-reminders): each
 * on or off, sent the set hours after the cart's last save. The 5-minute first reminder is fixed
 * (docs/product.md#emails-and-jobs). Checked here with the server's own schema, then by the server.
 */
export function CartRemindersCard() {
  const current = api.settings.cartReminders.useQuery(undefined, { retry: 1 });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Abandoned-cart reminders</CardTitle>
        <CardDescription>
          The first reminder goes 5 minutes after a buyer leaves the checkout. Two more are optional, counted in hours after the cart&apos;s
          last save; each is skipped once the buyer pays, starts a checkout, unsubscribes or has no marketing opt-in.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {current.isPending ? <p className="text-sm text-muted-foreground">Loading settings...</p> : null}
        {current.isError ? <p className="text-sm text-destructive">{cartReminderMessages.loadFailed}</p> : null}
        {current.data ? <ReminderFields saved={current.data} /> : null}
      </CardContent>
    </Card>
  );
}

function ReminderFields({ saved }: { saved: CartReminderSettings }) {
  const utils = api.useUtils();
  const [draft, setDraft] = useState<Draft>({
    second: { enabled: saved.second.enabled, hours: String(saved.second.hours) },
    third: { enabled: saved.third.enabled, hours: String(saved.third.hours) },
  });
  const [errors, setErrors] = useState<Errors>({});
  const save = api.settings.setCartReminders.useMutation({
    onSuccess: () => notifyAdmin({ title: cartReminderMessages.saved }),
    onError: (error) => notifyAdmin({ title: error.message }, "error"),
    onSettled: () => utils.settings.cartReminders.invalidate(),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const hours = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));
    const parsed = cartReminderSettingsInput.safeParse({
      second: { enabled: draft.second.enabled, hours: hours(draft.second.hours) },
      third: { enabled: draft.third.enabled, hours: hours(draft.third.hours) },
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path.join(".") as keyof Errors] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  }

  return (
    <form method="post" onSubmit={submit} className="grid gap-4 md:grid-cols-2" aria-label="Abandoned-cart reminders" noValidate>
      {(["second", "third"] as const).map((key) => {
        const id = `reminder-${key}`;
        const hoursError = errors[`${key}.hours`];
        return (
          <fieldset key={key} className="grid gap-3 rounded-md border border-border p-3">
            <legend className="px-1 text-sm font-medium">{labels[key]}</legend>
            <FormField id={`${id}-enabled`} label={`Send the ${key} reminder`} message={errors[`${key}.enabled`]} inline>
              <Checkbox
                id={`${id}-enabled`}
                checked={draft[key].enabled}
                aria-describedby={errors[`${key}.enabled`] ? `${id}-enabled-message` : undefined}
                onCheckedChange={(checked) => setDraft({ ...draft, [key]: { ...draft[key], enabled: checked === true } })}
              />
            </FormField>
            <FormField id={`${id}-hours`} label="Hours after the last cart save (1–720)" message={hoursError}>
              <Input
                id={`${id}-hours`}
                name={`${key}Hours`}
                type="number"
                inputMode="numeric"
                min={1}
                max={720}
                step={1}
                value={draft[key].hours}
                aria-invalid={hoursError ? true : undefined}
                aria-describedby={hoursError ? `${id}-hours-message` : undefined}
                onChange={(e) => setDraft({ ...draft, [key]: { ...draft[key], hours: e.target.value } })}
              />
            </FormField>
          </fieldset>
        );
      })}
      <div className="md:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save reminders"}
        </Button>
      </div>
    </form>
  );
}
