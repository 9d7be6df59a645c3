"use client";

import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { notifyAdmin } from "@/components/ui/admin-toaster";
import { type TaxRuleInput, taxRuleInput } from "@/lib/validation/tax";
import { taxMessages } from "@/lib/messages";
import { api } from "@/trpc/react";

type Draft = { id?: string; country: string; state: string; rate: string; inclusive: boolean; validFrom: string; validTo: string };
const today = () => new Date().toISOString().slice(0, 10);
const empty = (): Draft => ({ country: "", state: "", rate: "", inclusive: true, validFrom: today(), validTo: "" });
const dayOf = (d: Date | string | null) => (d ? new Date(d).toISOString().slice(0, 10) : "");

/**
 * The owner's tax rates (docs/product.md#tax): one per country (or US state) and period, the
 * price including the tax or the tax added on top. Empty until the owner adds one: nothing is charged.
 */
export function TaxRulesPanel() {
  const utils = api.useUtils();
  const rules = api.tax.rules.useQuery();
  const [draft, setDraft] = useState<Draft>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const done = (title: string) => {
    notifyAdmin({ title });
    void utils.tax.rules.invalidate();
  };
  const save = api.tax.saveRule.useMutation({
    onSuccess: () => {
      setDraft(empty());
      done(taxMessages.ruleSaved);
    },
    onError: (error) => notifyAdmin({ title: error.message }, "error"),
  });
  const remove = api.tax.deleteRule.useMutation({
    onSuccess: () => done(taxMessages.ruleDeleted),
    onError: (error) => notifyAdmin({ title: error.message }, "error"),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const input: TaxRuleInput = {
      ...(draft.id ? { id: draft.id } : {}),
      country: draft.country,
      state: draft.state || undefined,
      ratePercent: draft.rate.trim() === "" ? Number.NaN : Number(draft.rate),
      inclusive: draft.inclusive,
      validFrom: draft.validFrom,
      validTo: draft.validTo || null,
    };
    const parsed = taxRuleInput.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(input);
  }

  const field = (key: keyof Draft) => ({
    value: String(draft[key] ?? ""),
    "aria-invalid": errors[key === "rate" ? "ratePercent" : key] ? true : undefined,
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value }),
  });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
      <Card>
        <CardHeader>
          <CardTitle as="h2">{draft.id ? "Change a rate" : "Add a rate"}</CardTitle>
          <CardDescription>Country code (GB for the UK); for the US, a state code too, or none for every state.</CardDescription>
        </CardHeader>
        <CardContent>
          <form method="post" className="grid gap-3" onSubmit={submit} aria-label="Tax rate" noValidate>
            <div className="grid grid-cols-2 gap-3">
              <FormField id="tax-country" label="Country" message={errors.country}>
                <Input id="tax-country" className="uppercase" maxLength={2} {...field("country")} />
              </FormField>
              <FormField id="tax-state" label="US state (optional)" message={errors.state}>
                <Input id="tax-state" className="uppercase" maxLength={3} {...field("state")} />
              </FormField>
            </div>
            <FormField id="tax-rate" label="Rate (%)" message={errors.ratePercent}>
              <Input id="tax-rate" type="number" inputMode="decimal" min={0} max={100} step="0.01" {...field("rate")} />
            </FormField>
            <FormField id="tax-inclusive" label="Prices include this tax (off: added at checkout)" inline>
              <Checkbox
                id="tax-inclusive"
                checked={draft.inclusive}
                onCheckedChange={(checked) => setDraft({ ...draft, inclusive: checked === true })}
              />
            </FormField>
            {/* One above the other: a date field is wider than half the card on a phone and beside the table. */}
            <div className="grid gap-3">
              <FormField id="tax-from" label="Valid from" message={errors.validFrom}>
                <Input id="tax-from" type="date" {...field("validFrom")} />
              </FormField>
              <FormField id="tax-to" label="Valid to (optional)" message={errors.validTo}>
                <Input id="tax-to" type="date" {...field("validTo")} />
              </FormField>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? "Saving..." : draft.id ? "Save rate" : "Add rate"}
              </Button>
              {draft.id ? (
                <Button type="button" variant="outline" onClick={() => setDraft(empty())}>
                  Cancel
                </Button>
              ) : null}
            </div>
          </form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Rates</CardTitle>
          <CardDescription>
            A state&apos;s rate comes before its country&apos;s; of two for the same place, the one that started last.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {rules.isError ? <p className="text-sm text-destructive">{rules.error.message}</p> : null}
          {rules.data?.length === 0 ? <p className="text-sm text-muted-foreground">{taxMessages.noRules}</p> : null}
          <ul className="grid gap-3" aria-label="Tax rates">
            {rules.data?.map((rule) => (
              <li key={rule.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md border border-border p-3 text-sm">
                <span className="font-semibold">
                  {rule.country}
                  {rule.state ? ` · ${rule.state}` : ""}
                </span>
                <span>{Number((rule.rate / 100).toFixed(2))}%</span>
                <span className="text-muted-foreground">{rule.inclusive ? "included in prices" : "added at checkout"}</span>
                <span className="text-muted-foreground">
                  {dayOf(rule.validFrom)} → {rule.validTo ? dayOf(rule.validTo) : "open"}
                </span>
                <span className="ml-auto flex gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() =>
                      setDraft({
                        id: rule.id,
                        country: rule.country,
                        state: rule.state ?? "",
                        rate: String(rule.rate / 100),
                        inclusive: rule.inclusive,
                        validFrom: dayOf(rule.validFrom),
                        validTo: dayOf(rule.validTo),
                      })
                    }
                  >
                    Edit
                  </Button>
                  <Button size="sm" variant="outline" disabled={remove.isPending} onClick={() => remove.mutate({ id: rule.id })}>
                    Delete
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
