"use client";

import { useEffect, useState } from "react";
import { formatDate } from "@/components/admin/ui/format";
import { ListState } from "@/components/admin/ui/list-state";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { notifyAdmin } from "@/components/ui/admin-toaster";
import { uploadMessages } from "@/lib/messages";
import { formatBytes, isGuideFolder, type StorageFolder } from "@/lib/uploads";
import { productKinds } from "@/lib/validation/checkout";
import { api } from "@/trpc/react";

const productLabel = { fertility: "Fertility guide", intimacy: "Intimacy guide", bundle: "Bundle" } as const;

/**
 * A folder's stored files (docs/product.md#numbers: 100 at most), each with Delete; a guide also gets "Deliver
 * for …", which makes it the file new orders of that product receive.
 */
export function StoredFiles({ folder }: { folder: StorageFolder }) {
  const utils = api.useUtils();
  const list = api.storage.list.useQuery({ folder });
  const remove = api.storage.remove.useMutation({
    onSuccess: () => notifyAdmin({ title: uploadMessages.deleted }),
    onError: (error) => notifyAdmin({ title: uploadMessages.deleteFailed(error.message) }, "error"),
    onSettled: () => utils.storage.list.invalidate({ folder }),
  });
  const assign = api.storage.assign.useMutation({
    onSuccess: (done) => notifyAdmin({ title: uploadMessages.assigned(done.name, done.productName) }),
    onError: (error) => notifyAdmin({ title: uploadMessages.assignFailed(error.message) }, "error"),
    onSettled: () => utils.storage.list.invalidate(),
  });
  const [product, setProduct] = useState<Record<string, (typeof productKinds)[number]>>({});

  useEffect(() => {
    if (list.isError) notifyAdmin({ title: uploadMessages.loadFailed }, "error");
  }, [list.isError]);

  return (
    <ListState query={list} loading="Loading files..." error={() => uploadMessages.loadFailed} empty="No files stored yet.">
      {(files) => (
        <ul className="grid gap-2" aria-label={`Stored ${folder} files`}>
          {files.map((file) => (
            <li key={file.key} className="grid gap-2 rounded-md border border-border p-3 text-sm" data-testid="stored-file">
              <div className="flex flex-wrap items-start gap-2">
                {/* A plain img: a 48 px thumbnail from /media or UploadThing's CDN (next/image would need the CDN host configured). */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                {file.url ? <img src={file.url} alt="" className="h-12 w-12 rounded object-cover" width={48} height={48} /> : null}
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <span className="font-medium break-all">{file.name}</span>
                  <span className="text-xs text-muted-foreground">
                    <span className="break-all">{file.key}</span> · {formatBytes(file.size)} ·{" "}
                    <span className="whitespace-nowrap">{formatDate(file.createdAt)}</span>
                  </span>
                  {file.url ? (
                    <a className="text-xs break-all text-primary underline" href={file.url} target="_blank" rel="noreferrer">
                      Public URL
                    </a>
                  ) : null}
                  {file.deliveredFor.length ? (
                    <span className="text-xs font-semibold text-emerald-700 dark:text-emerald-300">
                      Delivered for: {file.deliveredFor.map((p) => productLabel[p]).join(", ")}
                    </span>
                  ) : null}
                  {file.issued ? (
                    <span className="text-xs text-muted-foreground">Buyers&apos; links point at this file: it is kept.</span>
                  ) : null}
                </div>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate({ key: file.key })}
                  aria-label={`Delete ${file.name}`}
                >
                  Delete
                </Button>
              </div>
              {isGuideFolder(folder) ? (
                <div className="flex flex-wrap items-center gap-2">
                  <label className="text-xs text-muted-foreground" htmlFor={`deliver-${file.key}`}>
                    Deliver for
                  </label>
                  <Select
                    id={`deliver-${file.key}`}
                    className="w-44"
                    value={product[file.key] ?? file.deliveredFor[0] ?? "fertility"}
                    onChange={(e) => setProduct({ ...product, [file.key]: e.target.value as (typeof productKinds)[number] })}
                  >
                    {productKinds.map((p) => (
                      <option key={p} value={p}>
                        {productLabel[p]}
                      </option>
                    ))}
                  </Select>
                  <Button
                    type="button"
                    size="sm"
                    disabled={assign.isPending}
                    onClick={() => assign.mutate({ product: product[file.key] ?? file.deliveredFor[0] ?? "fertility", key: file.key })}
                    aria-label={`Deliver ${file.name}`}
                  >
                    Deliver to new orders
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </ListState>
  );
}
