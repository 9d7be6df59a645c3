"use client";

import { useId, useState } from "react";
import { formatDate } from "@/components/admin/ui/format";
import { Figure } from "@/components/admin/ui/figure";
import { ListState } from "@/components/admin/ui/list-state";
import { uploadFile, type UploadTransport } from "@/components/admin/uploads/upload-transport";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { notifyAdmin } from "@/components/ui/admin-toaster";
import { editionMessages as m } from "@/lib/messages";
import { folderRules } from "@/lib/uploads";
import type { ProductKind } from "@/lib/validation/checkout";
import type { PastBuyersPolicy } from "@/lib/validation/editions";
import { api } from "@/trpc/react";
import { example, hintPlaceholder } from "../ui/hint";

/** A guide's editions page: publish the next edition, the past-buyers setting, each edition with its campaign. */
export function EditionsPanel({ product, transport }: { product: ProductKind; transport: UploadTransport }) {
  const editions = api.products.editions.useQuery({ product });
  return (
    <ListState query={editions} loading="Loading editions..." empty={null}>
      {(data) => (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
          <div className="grid content-start gap-6">
            <PublishForm product={product} transport={transport} />
            <PolicyForm product={product} policy={data.product.pastBuyersGet} />
          </div>
          <section className="grid content-start gap-3" aria-label="Editions">
            <h2 className="text-lg font-semibold">{data.product.name}</h2>
            {data.editions.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                No editions yet.
                {data.current ? ` The file delivered now, ${data.current.name}, becomes edition 1 when you publish the next.` : ""}
              </p>
            ) : (
              <ul className="grid gap-3">
                {data.editions.map((edition) => (
                  <EditionItem key={edition.id} edition={edition} policy={data.product.pastBuyersGet} />
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </ListState>
  );
}

function PublishForm({ product, transport }: { product: ProductKind; transport: UploadTransport }) {
  const id = useId();
  const utils = api.useUtils();
  const [file, setFile] = useState<File | null>(null);
  const [label, setLabel] = useState("");
  const [whatChanged, setWhatChanged] = useState("");
  const [busy, setBusy] = useState(false);
  const publish = api.products.publishEdition.useMutation();
  const folder = product === "bundle" ? "bundle" : "single";

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setBusy(true);
    try {
      const uploaded = await uploadFile(transport, folder, file, () => undefined);
      if (!uploaded.ok || !uploaded.key) throw new Error(uploaded.ok ? "The upload was not recorded." : uploaded.message);
      const done = await publish.mutateAsync({ product, key: uploaded.key, label, whatChanged });
      notifyAdmin({ title: m.published(done.label) });
      setFile(null);
      setLabel("");
      setWhatChanged("");
      (event.target as HTMLFormElement).reset();
      await utils.products.editions.invalidate({ product });
    } catch (error) {
      notifyAdmin({ title: m.publishFailed((error as Error).message) }, "error");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Publish a new edition</CardTitle>
        <CardDescription>
          {folderRules[folder].extensions.join(", ")} · new buyers get it at once; links already sent follow the setting below.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form method="post" onSubmit={submit} className="grid gap-4">
          <FormField id={`${id}-file`} label="The new PDF">
            <input
              id={`${id}-file`}
              type="file"
              required
              accept={folderRules[folder].extensions.join(",")}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-muted file:px-3 file:py-2 file:text-sm file:font-medium"
            />
          </FormField>
          <FormField id={`${id}-label`} label="Label">
            <Input
              id={`${id}-label`}
              name="label"
              required
              maxLength={80}
              placeholder={example("2nd edition, 2027")}
              className={hintPlaceholder}
              value={label}
              onChange={(e) => setLabel(e.target.value)}
            />
          </FormField>
          <FormField id={`${id}-changed`} label="What changed" message="A sentence or two, shown to past buyers.">
            <Textarea
              id={`${id}-changed`}
              name="whatChanged"
              maxLength={500}
              aria-describedby={`${id}-changed-message`}
              value={whatChanged}
              onChange={(e) => setWhatChanged(e.target.value)}
            />
          </FormField>
          <Button type="submit" className="justify-self-start" disabled={busy || !file || !label.trim()}>
            {busy ? "Publishing..." : "Upload and publish"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function PolicyForm({ product, policy }: { product: ProductKind; policy: PastBuyersPolicy }) {
  const id = useId();
  const utils = api.useUtils();
  const save = api.products.setPastBuyersGet.useMutation({
    onSuccess: () => notifyAdmin({ title: m.policySaved }),
    onError: (error) => notifyAdmin({ title: error.message }, "error"),
    onSettled: () => utils.products.editions.invalidate({ product }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Past buyers get</CardTitle>
      </CardHeader>
      <CardContent>
        <form method="post" className="grid gap-3" onSubmit={(e) => e.preventDefault()}>
          <FormField id={`${id}-policy`} label="When a new edition is published, past buyers download">
            <Select
              id={`${id}-policy`}
              value={policy}
              disabled={save.isPending}
              onChange={(e) => save.mutate({ product, pastBuyersGet: e.target.value as PastBuyersPolicy })}
            >
              <option value="latest">every later edition (the newest)</option>
              <option value="purchased">the edition they bought</option>
            </Select>
          </FormField>
        </form>
      </CardContent>
    </Card>
  );
}

type Edition = {
  id: string;
  number: number;
  label: string;
  whatChanged: string;
  current: boolean;
  file: { name: string };
  createdAt: Date;
  noticeStartedAt: Date | null;
};

function EditionItem({ edition, policy }: { edition: Edition; policy: PastBuyersPolicy }) {
  const utils = api.useUtils();
  const started = edition.noticeStartedAt !== null;
  const campaign = api.products.editionCampaign.useQuery(
    { editionId: edition.id },
    { enabled: started, refetchInterval: started ? 5000 : false },
  );
  const tell = api.products.tellPastBuyers.useMutation({
    onSuccess: (done) => notifyAdmin({ title: done.message }),
    onError: (error) => notifyAdmin({ title: error.message }, "error"),
    onSettled: async () => {
      await utils.products.editions.invalidate();
      await utils.products.editionCampaign.invalidate({ editionId: edition.id });
    },
  });
  const c = campaign.data;
  return (
    <li className="grid gap-2 rounded-md border border-border p-3 text-sm" data-testid="edition">
      <div className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-semibold">
          {edition.number}. {edition.label}
        </span>
        {edition.current ? <span className="text-xs font-semibold text-emerald-700 dark:text-emerald-300">new buyers get this</span> : null}
      </div>
      <span className="text-xs text-muted-foreground">
        <span className="break-all">{edition.file.name}</span> · {formatDate(edition.createdAt)}
      </span>
      {edition.whatChanged ? <p>{edition.whatChanged}</p> : null}
      {edition.current && edition.number > 1 && policy === "latest" ? (
        <Button
          type="button"
          size="sm"
          variant={started ? "outline" : "default"}
          className="justify-self-start"
          disabled={tell.isPending}
          onClick={() => tell.mutate({ editionId: edition.id })}
        >
          {started ? "Resume telling past buyers" : "Tell past buyers"}
        </Button>
      ) : null}
      {started && c ? (
        <dl className="grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label={`E-mails about ${edition.label}`}>
          <Figure label="Queued" value={String(c.queued)} />
          <Figure label="Sent" value={String(c.sent)} />
          <Figure label="Delivered" value={String(c.delivered)} />
          <Figure label="Bounced" value={String(c.bounced)} />
          <Figure label="Skipped" value={String(c.skipped)} />
        </dl>
      ) : null}
    </li>
  );
}
