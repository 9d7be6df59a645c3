"use client";

import { format } from "date-fns";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { notifyAdmin } from "@/components/ui/admin-toaster";
import { Figure } from "@/components/admin/ui/figure";
import { formatAmount, formatDate } from "@/components/admin/ui/format";
import { ListState } from "@/components/admin/ui/list-state";
import { StatusBadge } from "@/components/admin/ui/status-badge";
import { discountCodeStateTone } from "@/components/admin/ui/status-tones";
import { discountMessages } from "@/lib/messages";
import { currencySymbol } from "@/lib/money";
import { cn } from "@/lib/utils";
import { type ProductKind, productKinds } from "@/lib/validation/checkout";
import { discountCurrencies, type DiscountCurrency } from "@/lib/validation/discounts";
import { api, type RouterOutputs } from "@/trpc/react";
import { example, hintPlaceholder } from "../ui/hint";

type Code = RouterOutputs["discounts"]["list"][number];

const productLabels: Record<ProductKind, string> = { fertility: "Fertility guide", intimacy: "Intimacy guide", bundle: "Bundle" };

/** The form's fields as typed (text inputs), so a half-typed value is kept until submitted. */
type Draft = {
  code: string;
  kind: "percent" | "fixed";
  percentOff: string;
  amounts: Record<DiscountCurrency, string>;
  products: ProductKind[];
  maxUses: string;
  startsAt: string;
  expiresAt: string;
  active: boolean;
  description: string;
};

const emptyDraft: Draft = {
  code: "",
  kind: "percent",
  percentOff: "",
  amounts: { usd: "", gbp: "", aud: "" },
  products: [],
  maxUses: "",
  startsAt: "",
  expiresAt: "",
  active: true,
  description: "",
};

// <input type="datetime-local"> speaks local time without a zone: "2026-12-01T09:00".
const toLocalInput = (d: Date | null) => (d ? format(d, "yyyy-MM-dd'T'HH:mm") : "");
const fromLocalInput = (v: string) => (v ? new Date(v) : null);
/** "12.50" → 1250 minor units; "" → none; anything unreadable → NaN (the server answers with its message). */
const toMinor = (v: string) => (v.trim() === "" ? undefined : Math.round(Number(v) * 100));
const toInt = (v: string) => (v.trim() === "" ? undefined : Number(v));

function draftOf(code: Code): Draft {
  return {
    code: code.code,
    kind: code.kind,
    percentOff: code.kind === "percent" ? String(code.percentOff) : "",
    amounts: Object.fromEntries(
      discountCurrencies.map((c) => [c, code.amountsOff[c] ? (code.amountsOff[c] / 100).toFixed(2) : ""]),
    ) as Draft["amounts"],
    products: code.products,
    maxUses: code.maxUses === null ? "" : String(code.maxUses),
    startsAt: toLocalInput(code.startsAt),
    expiresAt: toLocalInput(code.expiresAt),
    active: code.active,
    description: code.description,
  };
}

/** The draft as the API takes it (minor units, dates, null for "no limit"). */
function inputOf(draft: Draft) {
  const amountsOff = Object.fromEntries(
    discountCurrencies.flatMap((c) => {
      const minor = toMinor(draft.amounts[c]);
      return minor === undefined ? [] : [[c, minor]];
    }),
  );
  return {
    code: draft.code,
    kind: draft.kind,
    ...(draft.kind === "percent" ? { percentOff: toInt(draft.percentOff) } : { amountsOff }),
    products: draft.products,
    maxUses: toInt(draft.maxUses) ?? null,
    startsAt: fromLocalInput(draft.startsAt),
    expiresAt: fromLocalInput(draft.expiresAt),
    active: draft.active,
    description: draft.description,
  };
}

/** What a code takes off: "25%" or "£8.00 · $10.00". */
const offText = (code: Code) => (code.kind === "percent" ? `${code.percentOff}%` : formatAmount(code.amountsOff));

/**
 * The discount codes at /admin/codes: the form that creates a code (and edits one in place), and the list of codes
 * with what each takes off, where and when it applies, its uses, remaining uses and revenue.
 * Every rule is the server's (discounts router): its message is shown as it comes.
 */
export function DiscountCodesPanel() {
  const list = api.discounts.list.useQuery();
  const [editing, setEditing] = useState<string | null>(null);
  const utils = api.useUtils();
  const deactivate = api.discounts.deactivate.useMutation({
    onSuccess: ({ code }) => notifyAdmin({ title: discountMessages.deactivated(code) }),
    onError: (error) => notifyAdmin({ title: error.message }, "error"),
    onSettled: () => utils.discounts.list.invalidate(),
  });
  const activate = api.discounts.update.useMutation({
    onSuccess: ({ code }) => notifyAdmin({ title: discountMessages.saved(code) }),
    onError: (error) => notifyAdmin({ title: error.message }, "error"),
    onSettled: () => utils.discounts.list.invalidate(),
  });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
      <Card>
        <CardHeader>
          <CardTitle as="h2">New code</CardTitle>
          <CardDescription>
            Letters, digits and dashes. Leave guides unticked for every product, max uses empty for no limit.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <DiscountCodeForm key="new" initial={emptyDraft} mode="create" />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Codes</CardTitle>
          <CardDescription>
            Uses count paid orders; an open checkout holds a use of a limited code until it is paid or expires.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <ListState query={list} loading="Loading codes..." empty={discountMessages.empty}>
            {(codes) => (
              <ul className="grid gap-3" aria-label="Discount codes">
                {codes.map((code) => (
                  <li
                    key={code.code}
                    className="grid gap-3 rounded-md border border-border p-3 text-sm"
                    data-testid="code-row"
                    data-code={code.code}
                  >
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-mono text-base font-semibold">{code.code}</span>
                      <StatusBadge tone={discountCodeStateTone[code.state]} className="capitalize">
                        {code.state}
                      </StatusBadge>
                      <span className="font-semibold">{offText(code)} off</span>
                    </div>
                    {code.description ? <p className="text-muted-foreground">{code.description}</p> : null}
                    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
                      <Figure label="Uses" value={code.maxUses === null ? String(code.uses) : `${code.uses} of ${code.maxUses}`} />
                      <Figure
                        label="Remaining"
                        value={code.remaining === null ? "No limit" : String(code.remaining)}
                        hint={code.held > 0 ? `${code.held} held by open checkouts` : undefined}
                      />
                      <Figure label="Revenue" value={formatAmount(code.revenue)} />
                      <Figure
                        label="Guides"
                        value={code.products.length === 0 ? "All" : code.products.map((p) => productLabels[p]).join(", ")}
                      />
                    </dl>
                    {code.startsAt || code.expiresAt ? (
                      <p className="text-muted-foreground">
                        {code.startsAt ? `From ${formatDate(code.startsAt)}` : "From now"}{" "}
                        {code.expiresAt ? `until ${formatDate(code.expiresAt)}` : "with no end"}
                      </p>
                    ) : null}
                    <div className="flex flex-wrap gap-2">
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        onClick={() => setEditing(editing === code.code ? null : code.code)}
                        aria-expanded={editing === code.code}
                      >
                        {editing === code.code ? "Close" : "Edit"}
                      </Button>
                      {code.active ? (
                        <Button
                          type="button"
                          size="sm"
                          variant="outline"
                          disabled={deactivate.isPending}
                          onClick={() => deactivate.mutate({ code: code.code })}
                        >
                          Deactivate
                        </Button>
                      ) : (
                        <Button
                          type="button"
                          size="sm"
                          variant="outline"
                          disabled={activate.isPending}
                          onClick={() => activate.mutate({ code: code.code, active: true })}
                        >
                          Activate
                        </Button>
                      )}
                    </div>
                    {editing === code.code ? (
                      <DiscountCodeForm
                        key={code.updatedAt.toISOString()}
                        initial={draftOf(code)}
                        mode="edit"
                        onDone={() => setEditing(null)}
                      />
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </ListState>
        </CardContent>
      </Card>
    </div>
  );
}

/** The fields of a code: a new one (`create`) or an existing one (`edit`: its text is fixed). */
function DiscountCodeForm({ initial, mode, onDone }: { initial: Draft; mode: "create" | "edit"; onDone?: () => void }) {
  const [draft, setDraft] = useState<Draft>(initial);
  const [error, setError] = useState<string | null>(null);
  const utils = api.useUtils();
  const options = {
    onError: (e: { message: string }) => setError(e.message),
    onSettled: () => utils.discounts.list.invalidate(),
  };
  const create = api.discounts.create.useMutation({
    ...options,
    onSuccess: ({ code }) => {
      notifyAdmin({ title: discountMessages.created(code) });
      setDraft(emptyDraft);
    },
  });
  const update = api.discounts.update.useMutation({
    ...options,
    onSuccess: ({ code }) => {
      notifyAdmin({ title: discountMessages.saved(code) });
      onDone?.();
    },
  });
  const pending = create.isPending || update.isPending;
  const id = (name: string) => `${mode}-${initial.code || "new"}-${name}`;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const input = inputOf(draft);
    if (mode === "create") create.mutate(input);
    else update.mutate(input);
  }

  return (
    <form
      method="post"
      className="grid gap-4"
      onSubmit={submit}
      noValidate
      aria-label={mode === "create" ? "New discount code" : `Edit ${initial.code}`}
    >
      {mode === "create" ? (
        <FormField id={id("code")} label="Code">
          <Input
            id={id("code")}
            value={draft.code}
            maxLength={32}
            autoCapitalize="characters"
            spellCheck={false}
            onChange={(e) => set("code", e.target.value)}
            placeholder={example("SPRING-25")}
            className={hintPlaceholder}
          />
        </FormField>
      ) : null}
      <div className="grid grid-cols-2 gap-3">
        <FormField id={id("kind")} label="Type">
          <Select id={id("kind")} value={draft.kind} onChange={(e) => set("kind", e.target.value as Draft["kind"])}>
            <option value="percent">Percent off</option>
            <option value="fixed">Amount off</option>
          </Select>
        </FormField>
        {draft.kind === "percent" ? (
          <FormField id={id("percent")} label="Percent (1–100)">
            <Input
              id={id("percent")}
              inputMode="numeric"
              value={draft.percentOff}
              onChange={(e) => set("percentOff", e.target.value)}
              placeholder={example("25")}
              className={hintPlaceholder}
            />
          </FormField>
        ) : null}
      </div>
      {draft.kind === "fixed" ? (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Amount off per currency (empty: not for that currency)</legend>
          <div className="grid grid-cols-3 gap-2">
            {discountCurrencies.map((currency) => (
              <FormField
                key={currency}
                id={id(`amount-${currency}`)}
                label={`${currency.toUpperCase()} (${currencySymbol(currency).trim()})`}
              >
                <Input
                  id={id(`amount-${currency}`)}
                  inputMode="decimal"
                  value={draft.amounts[currency]}
                  onChange={(e) => set("amounts", { ...draft.amounts, [currency]: e.target.value })}
                  placeholder={example("10.00")}
                  className={hintPlaceholder}
                />
              </FormField>
            ))}
          </div>
        </fieldset>
      ) : null}
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Guides (none ticked: all)</legend>
        {productKinds.map((kind) => (
          <FormField key={kind} id={id(`product-${kind}`)} label={productLabels[kind]} inline>
            <Checkbox
              id={id(`product-${kind}`)}
              checked={draft.products.includes(kind)}
              onCheckedChange={(checked) => set("products", checked ? [...draft.products, kind] : draft.products.filter((p) => p !== kind))}
            />
          </FormField>
        ))}
      </fieldset>
      <FormField id={id("max")} label="Max uses">
        <Input
          id={id("max")}
          inputMode="numeric"
          value={draft.maxUses}
          onChange={(e) => set("maxUses", e.target.value)}
          placeholder="No limit"
          className={hintPlaceholder}
        />
      </FormField>
      {/* Side by side only where the form is wide: a datetime input needs ~14rem. */}
      <div className={cn("grid gap-3 sm:grid-cols-2", mode === "create" && "lg:grid-cols-1")}>
        <FormField id={id("start")} label="Starts">
          <Input id={id("start")} type="datetime-local" value={draft.startsAt} onChange={(e) => set("startsAt", e.target.value)} />
        </FormField>
        <FormField id={id("end")} label="Ends">
          <Input id={id("end")} type="datetime-local" value={draft.expiresAt} onChange={(e) => set("expiresAt", e.target.value)} />
        </FormField>
      </div>
      <FormField id={id("description")} label="Description (for admins)">
        <Input id={id("description")} value={draft.description} maxLength={200} onChange={(e) => set("description", e.target.value)} />
      </FormField>
      <FormField id={id("active")} label="Active: the checkout applies it" inline>
        <Checkbox id={id("active")} checked={draft.active} onCheckedChange={(checked) => set("active", checked === true)} />
      </FormField>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={pending}>
          {mode === "create" ? "Create code" : "Save changes"}
        </Button>
      </div>
    </form>
  );
}
