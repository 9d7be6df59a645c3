"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/components/admin/ui/format";
import { ListState } from "@/components/admin/ui/list-state";
import { StatusBadge, type StatusTone } from "@/components/admin/ui/status-badge";
import { api, type RouterOutputs } from "@/trpc/react";
import { BroadcastEditor } from "./broadcast-editor";
import { BroadcastReport } from "./broadcast-report";

type Row = RouterOutputs["broadcasts"]["list"][number];

const statusTone: Record<string, StatusTone> = { draft: "neutral", scheduled: "info", sending: "warning", sent: "success" };
const statusLabel: Record<string, string> = { draft: "Draft", scheduled: "Scheduled", sending: "Sending", sent: "Sent" };

/**
 * /admin/broadcasts: the broadcasts newest first; a draft opens in the editor (compose, audience
 * and its count, live preview, test, send or schedule), a scheduled one can be cancelled, a
 * sending or sent one shows its report.
 */
export function BroadcastsPanel() {
  const list = api.broadcasts.list.useQuery(undefined, { refetchInterval: 5000 });
  const [open, setOpen] = useState<string | "new" | null>(null);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:items-start">
      <Card>
        <CardHeader className="flex flex-row items-center justify-between gap-2">
          <CardTitle as="h2">Broadcasts</CardTitle>
          <Button size="sm" onClick={() => setOpen("new")}>
            New broadcast
          </Button>
        </CardHeader>
        <CardContent>
          <ListState query={list} loading="Loading broadcasts..." empty="No broadcasts yet. Write the first one.">
            {(rows) => (
              <ul className="grid gap-2" aria-label="Broadcasts">
                {rows.map((b) => (
                  <BroadcastItem key={b.id} b={b} active={open === b.id} onOpen={() => setOpen(b.id)} />
                ))}
              </ul>
            )}
          </ListState>
        </CardContent>
      </Card>
      {open === "new" ? <BroadcastEditor key="new" onSaved={(id) => setOpen(id)} /> : open ? <OpenBroadcast key={open} id={open} /> : null}
    </div>
  );
}

function BroadcastItem({ b, active, onOpen }: { b: Row; active: boolean; onOpen: () => void }) {
  const when = b.status === "scheduled" ? b.scheduledAt : (b.finishedAt ?? b.startedAt ?? b.createdAt);
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-current={active ? "true" : undefined}
        className="grid w-full min-w-0 grid-cols-[minmax(0,1fr)] gap-1 rounded-md border border-border p-3 text-left hover:bg-muted aria-[current=true]:border-primary"
      >
        <span className="flex min-w-0 items-center justify-between gap-2">
          <span className="min-w-0 truncate font-medium">{b.subject}</span>
          <StatusBadge className="shrink-0" tone={statusTone[b.status] ?? "neutral"}>
            {statusLabel[b.status] ?? b.status}
          </StatusBadge>
        </span>
        <span className="text-xs text-muted-foreground">
          {formatDate(when)}
          {b.recipients ? ` · ${b.recipients} ${b.recipients === 1 ? "recipient" : "recipients"}` : ""}
        </span>
      </button>
    </li>
  );
}

function OpenBroadcast({ id }: { id: string }) {
  const query = api.broadcasts.get.useQuery({ id }, { refetchInterval: 5000 });
  if (query.error)
    return (
      <p role="alert" className="text-sm text-destructive">
        {query.error.message}
      </p>
    );
  if (!query.data) return <p className="text-sm text-muted-foreground">Loading…</p>;
  const b = query.data;
  return b.status === "draft" ? <BroadcastEditor broadcast={b} /> : <BroadcastReport broadcast={b} />;
}
