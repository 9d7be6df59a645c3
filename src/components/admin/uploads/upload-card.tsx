"use client";

import { X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { notifyAdmin } from "@/components/ui/admin-toaster";
import { uploadMessages } from "@/lib/messages";
import { folderRules, formatBytes, type StorageFolder } from "@/lib/uploads";
import { api } from "@/trpc/react";
import { StoredFiles } from "./stored-files";
import { uploadFile, type UploadTransport } from "./upload-transport";

type Queued = { id: number; file: File; progress: number | null; failed?: string };

let nextId = 0;

/**
 * One upload card (docs/product.md#admin): pick files (the folder's accept types; one for the single guide),
 * a queue where each can be removed before upload, Upload with a progress bar per file, then
 * the folder's stored files. The server checks everything again (size, type by content, role).
 */
export function UploadCard({ folder, transport }: { folder: StorageFolder; transport: UploadTransport }) {
  const rule = folderRules[folder];
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [queue, setQueue] = useState<Queued[]>([]);
  const [busy, setBusy] = useState(false);
  const utils = api.useUtils();

  const add = (files: FileList | null) => {
    if (!files?.length) return;
    // Said at once for a file over the limit (the server refuses it too: 413).
    const tooLarge = [...files].filter((file) => file.size > rule.maxBytes);
    for (const file of tooLarge)
      notifyAdmin(
        { title: uploadMessages.uploadFailed(rule.noun, uploadMessages.tooLarge(file.name, formatBytes(rule.maxBytes))) },
        "error",
      );
    const picked = [...files].filter((file) => !tooLarge.includes(file)).map((file) => ({ id: ++nextId, file, progress: null }));
    setQueue((q) => (rule.multiple ? [...q, ...picked] : picked.slice(0, 1)));
    if (input.current) input.current.value = "";
  };

  const removeQueued = (id: number) => {
    setQueue((q) => q.filter((item) => item.id !== id));
    notifyAdmin({ title: uploadMessages.removedFromQueue });
  };

  const upload = async () => {
    setBusy(true);
    const items = queue.filter((item) => item.progress !== 100);
    let uploaded = 0;
    const failures: string[] = [];
    for (const item of items) {
      const setProgress = (progress: number | null, failed?: string) =>
        setQueue((q) => q.map((i) => (i.id === item.id ? { ...i, progress, failed } : i)));
      setProgress(0);
      const outcome = await uploadFile(transport, folder, item.file, (p) => setProgress(p));
      if (outcome.ok) {
        uploaded++;
        setQueue((q) => q.filter((i) => i.id !== item.id));
      } else {
        failures.push(outcome.message);
        setProgress(null, outcome.message);
      }
    }
    if (uploaded) notifyAdmin({ title: uploadMessages.uploaded(uploaded, rule.noun) });
    for (const message of failures) notifyAdmin({ title: uploadMessages.uploadFailed(rule.noun, message) }, "error");
    await utils.storage.list.invalidate({ folder });
    setBusy(false);
  };

  return (
    <Card data-testid={`upload-card-${folder}`}>
      <CardHeader>
        <CardTitle as="h2">{rule.label}</CardTitle>
        <CardDescription>
          {rule.extensions.join(", ")} · {rule.multiple ? `up to ${rule.maxFiles} files` : "one file"} · at most{" "}
          {formatBytes(rule.maxBytes)} each
          {folder === "images" ? " · public URL" : " · delivered only through buyers' download links"}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={inputId} className="sr-only">
            Choose {rule.label.toLowerCase()} files
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={rule.extensions.join(",")}
            multiple={rule.multiple}
            disabled={busy}
            onChange={(e) => add(e.target.files)}
            className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-muted file:px-3 file:py-2 file:text-sm file:font-medium sm:w-auto"
          />
          <Button type="button" onClick={upload} disabled={busy || queue.length === 0}>
            {busy ? "Uploading..." : `Upload ${rule.label.toLowerCase()}`}
          </Button>
        </div>

        {queue.length ? (
          <ul className="grid gap-2" aria-label={`${rule.label} upload queue`}>
            {queue.map((item) => (
              <li key={item.id} className="grid gap-1 rounded-md border border-dashed border-border p-2 text-sm" data-testid="queued-file">
                <div className="flex items-center gap-2">
                  <span className="min-w-0 flex-1 break-all">{item.file.name}</span>
                  <span className="text-xs text-muted-foreground">{formatBytes(item.file.size)}</span>
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    className="h-8 w-8"
                    disabled={busy}
                    onClick={() => removeQueued(item.id)}
                    aria-label={`Remove ${item.file.name} from the queue`}
                  >
                    <X className="h-4 w-4" aria-hidden />
                  </Button>
                </div>
                {item.progress !== null ? (
                  <progress
                    className="h-2 w-full accent-primary"
                    max={100}
                    value={item.progress}
                    aria-label={`${item.file.name} upload progress`}
                  >
                    {item.progress}%
                  </progress>
                ) : null}
                {item.failed ? <p className="text-xs text-destructive">{item.failed}</p> : null}
              </li>
            ))}
          </ul>
        ) : null}

        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">Stored in {folder}/</h3>
          <StoredFiles folder={folder} />
        </div>
      </CardContent>
    </Card>
  );
}
