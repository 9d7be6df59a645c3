"use client";

import { useEffect, useState } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { api } from "@/trpc/react";

const widths = { phone: 375, desktop: 680 } as const;

/** The e-mail as a reader gets it, rendered by the server, at a phone's and a desktop's width. */
export function BroadcastPreview({ subject, preheader, body }: { subject: string; preheader: string; body: string }) {
  const [input, setInput] = useState({ subject, preheader, body });
  useEffect(() => {
    const timer = setTimeout(() => setInput({ subject, preheader, body }), 400);
    return () => clearTimeout(timer);
  }, [subject, preheader, body]);
  const preview = api.broadcasts.preview.useQuery(
    { subject: input.subject.slice(0, 150) || undefined, preheader: input.preheader.slice(0, 200), body: input.body },
    { placeholderData: (previous) => previous },
  );
  const [width, setWidth] = useState<keyof typeof widths>("phone");
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2">Preview</CardTitle>
        <div role="group" aria-label="Preview width" className="flex gap-1">
          {(Object.keys(widths) as (keyof typeof widths)[]).map((w) => (
            <button
              key={w}
              type="button"
              aria-pressed={width === w}
              onClick={() => setWidth(w)}
              className={cn(
                "rounded-md border border-border px-3 py-1 text-sm capitalize",
                width === w && "bg-primary text-primary-foreground",
              )}
            >
              {w}
            </button>
          ))}
        </div>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <p className="mb-2 text-sm">
          <span className="font-medium">{subject || "(no subject)"}</span>
          {preheader ? <span className="text-muted-foreground"> — {preheader}</span> : null}
        </p>
        <iframe
          title={`E-mail preview at ${width} width`}
          data-testid="broadcast-preview"
          sandbox=""
          srcDoc={preview.data?.html ?? ""}
          style={{ width: widths[width], maxWidth: width === "phone" ? "100%" : undefined }}
          className="h-[32rem] rounded-md border border-border bg-white"
        />
      </CardContent>
    </Card>
  );
}
