"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { notifyAdmin } from "@/components/ui/admin-toaster";
import { guides } from "@/content/site";
import { useSettled } from "@/components/ui/use-settled";
import type { ProductKind } from "@/lib/validation/checkout";
import { api, type RouterOutputs } from "@/trpc/react";
import { BroadcastPreview } from "./broadcast-preview";

type Saved = RouterOutputs["broadcasts"]["get"];
type Audience = { subscribers: boolean; allBuyers: boolean; products: ProductKind[] };

const productChoices: { kind: ProductKind; label: string }[] = [
  { kind: "fertility", label: guides.fertility.title },
  { kind: "intimacy", label: guides.intimacy.title },
];

/** Compose a draft: words, audience with its count, live preview; save, test, send now or schedule. */
export function BroadcastEditor({ broadcast, onSaved }: { broadcast?: Saved; onSaved?: (id: string) => void }) {
  const utils = api.useUtils();
  const [subject, setSubject] = useState(broadcast?.subject ?? "");
  const [preheader, setPreheader] = useState(broadcast?.preheader ?? "");
  const [body, setBody] = useState(broadcast?.body ?? "");
  const [audience, setAudience] = useState<Audience>(broadcast?.audience ?? { subscribers: true, allBuyers: false, products: [] });
  const [sendAt, setSendAt] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const settledAudience = useSettled(audience, 400);
  const anyone = settledAudience.subscribers || settledAudience.allBuyers || settledAudience.products.length > 0;
  // Always counted afresh: an unsubscribe since the last count must show.
  const count = api.broadcasts.audienceCount.useQuery(
    { audience: settledAudience },
    { enabled: anyone, staleTime: 0, refetchOnMount: "always" },
  );

  const refresh = () => Promise.all([utils.broadcasts.list.invalidate(), utils.broadcasts.get.invalidate()]);
  const onError = (e: { message: string }) => setError(e.message);
  const create = api.broadcasts.create.useMutation({ onError });
  const update = api.broadcasts.update.useMutation({ onError });
  const sendTest = api.broadcasts.sendTest.useMutation({ onError, onSuccess: (r) => notifyAdmin({ title: r.message }) });
  const schedule = api.broadcasts.schedule.useMutation({
    onError,
    onSuccess: (r) => notifyAdmin({ title: r.message }),
    onSettled: refresh,
  });
  const busy = create.isPending || update.isPending || sendTest.isPending || schedule.isPending;

  /** Saves the draft (creating it the first time); its id, or null when the server refused it. */
  async function save(): Promise<string | null> {
    setError(null);
    const draft = { subject, preheader, body, audience };
    try {
      const saved = broadcast ? await update.mutateAsync({ id: broadcast.id, ...draft }) : await create.mutateAsync(draft);
      await refresh();
      if (!broadcast) onSaved?.(saved.id);
      return saved.id;
    } catch {
      return null;
    }
  }

  async function act(what: "save" | "test" | "now" | "later") {
    const id = await save();
    if (!id) return;
    if (what === "save") notifyAdmin({ title: "Draft saved." });
    if (what === "test") sendTest.mutate({ id });
    if (what === "now") schedule.mutate({ id, timeZone });
    if (what === "later") schedule.mutate({ id, sendAt, timeZone });
    setConfirming(false);
  }

  const toggleProduct = (kind: ProductKind, on: boolean) =>
    setAudience((a) => ({ ...a, products: on ? [...a.products, kind] : a.products.filter((k) => k !== kind) }));
  const countText = !anyone
    ? "Choose who gets it."
    : count.data
      ? `${count.data.count} ${count.data.count === 1 ? "address" : "addresses"} will get it.`
      : "Counting…";

  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2">{broadcast ? "Edit draft" : "New broadcast"}</CardTitle>
          <CardDescription>Write in Markdown: **bold**, _italic_, [a link](https://…), lists. HTML is shown as text.</CardDescription>
        </CardHeader>
        <CardContent>
          <form
            method="post"
            className="grid gap-4"
            aria-label="Broadcast"
            onSubmit={(e) => (e.preventDefault(), void act("save"))}
            noValidate
          >
            <FormField id="broadcast-subject" label="Subject">
              <Input id="broadcast-subject" value={subject} maxLength={150} onChange={(e) => setSubject(e.target.value)} />
            </FormField>
            <FormField id="broadcast-preheader" label="Preview line (shown after the subject in the inbox)">
              <Input id="broadcast-preheader" value={preheader} maxLength={200} onChange={(e) => setPreheader(e.target.value)} />
            </FormField>
            <FormField id="broadcast-body" label="Letter">
              <Textarea id="broadcast-body" value={body} rows={12} onChange={(e) => setBody(e.target.value)} className="font-mono" />
            </FormField>
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">Who gets it</legend>
              <FormField id="aud-subscribers" label="Newsletter subscribers" inline>
                <Checkbox
                  id="aud-subscribers"
                  checked={audience.subscribers}
                  onCheckedChange={(c) => setAudience((a) => ({ ...a, subscribers: c === true }))}
                />
              </FormField>
              <FormField id="aud-buyers" label="All buyers" inline>
                <Checkbox
                  id="aud-buyers"
                  checked={audience.allBuyers}
                  onCheckedChange={(c) => setAudience((a) => ({ ...a, allBuyers: c === true }))}
                />
              </FormField>
              {productChoices.map(({ kind, label }) => (
                <FormField key={kind} id={`aud-${kind}`} label={`Buyers of ${label}`} inline>
                  <Checkbox
                    id={`aud-${kind}`}
                    checked={audience.allBuyers || audience.products.includes(kind)}
                    disabled={audience.allBuyers}
                    onCheckedChange={(c) => toggleProduct(kind, c === true)}
                  />
                </FormField>
              ))}
              <p className="text-sm font-medium" data-testid="audience-count" aria-live="polite">
                {countText}
              </p>
              <p className="text-xs text-muted-foreground">Unsubscribed, bounced, refunded-only and test addresses are left out.</p>
            </fieldset>
            {error ? (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" variant="outline" disabled={busy}>
                Save draft
              </Button>
              <Button type="button" variant="outline" disabled={busy} onClick={() => void act("test")}>
                Send a test to me
              </Button>
            </div>
            <div className="grid gap-3 rounded-md border border-border p-3">
              {confirming ? (
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-sm">
                    Send to {count.data?.count ?? "…"} {count.data?.count === 1 ? "address" : "addresses"} now?
                  </span>
                  <Button type="button" disabled={busy} onClick={() => void act("now")}>
                    Yes, send now
                  </Button>
                  <Button type="button" variant="ghost" onClick={() => setConfirming(false)}>
                    Not yet
                  </Button>
                </div>
              ) : (
                <div>
                  <Button type="button" disabled={busy || !anyone} onClick={() => setConfirming(true)}>
                    Send now
                  </Button>
                </div>
              )}
              <div className="flex flex-wrap items-end gap-2">
                <FormField id="broadcast-send-at" label={`Or at (${timeZone})`}>
                  <Input id="broadcast-send-at" type="datetime-local" value={sendAt} onChange={(e) => setSendAt(e.target.value)} />
                </FormField>
                <Button type="button" variant="outline" disabled={busy || !sendAt} onClick={() => void act("later")}>
                  Schedule
                </Button>
              </div>
            </div>
          </form>
        </CardContent>
      </Card>
      <BroadcastPreview subject={subject} preheader={preheader} body={body} />
    </div>
  );
}
