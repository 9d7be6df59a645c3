"use client";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { notifyAdmin } from "@/components/ui/admin-toaster";
import { Figure } from "@/components/admin/ui/figure";
import { formatAmount, formatDate } from "@/components/admin/ui/format";
import { api, type RouterOutputs } from "@/trpc/react";

type Saved = RouterOutputs["broadcasts"]["get"];

/** A scheduled broadcast (with "Cancel") or a sending / sent one with its figures. */
export function BroadcastReport({ broadcast: b }: { broadcast: Saved }) {
  const utils = api.useUtils();
  // Fresh each time and every few seconds: the sending, the provider's events and the clicks move it.
  const stats = api.broadcasts.stats.useQuery({ id: b.id }, { enabled: b.status !== "scheduled", staleTime: 0, refetchInterval: 5000 });
  const cancel = api.broadcasts.cancel.useMutation({
    onSuccess: (r) => notifyAdmin({ title: r.message }),
    onError: (e) => notifyAdmin({ title: e.message }, "error"),
    onSettled: () => Promise.all([utils.broadcasts.list.invalidate(), utils.broadcasts.get.invalidate({ id: b.id })]),
  });
  const s = stats.data;
  const when = b.scheduledAt
    ? new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: b.timeZone ?? "UTC" }).format(b.scheduledAt)
    : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{b.subject}</CardTitle>
        <CardDescription>
          {b.status === "scheduled"
            ? `Scheduled for ${when} (${b.timeZone}); ${b.audienceCount ?? 0} addresses in its audience now.`
            : b.status === "sending"
              ? `Sending since ${formatDate(b.startedAt)}, at the mail rate.`
              : `Sent ${formatDate(b.finishedAt)}.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {b.status === "scheduled" ? (
          <div>
            <Button variant="outline" disabled={cancel.isPending} onClick={() => cancel.mutate({ id: b.id })}>
              Cancel sending
            </Button>
          </div>
        ) : s ? (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Report">
            <Figure label="Recipients" value={String(s.recipients)} />
            <Figure label="Sent" value={String(s.sent)} hint={s.queued ? `${s.queued} still queued` : undefined} />
            <Figure label="Delivered" value={String(s.delivered)} />
            <Figure label="Bounced" value={String(s.bounced)} />
            <Figure label="Complained" value={String(s.complained)} />
            <Figure label="Unsubscribed" value={String(s.unsubscribed)} />
            <Figure label="Clicks" value={String(s.clicks)} hint={`${s.clickers} readers`} />
            <Figure label="Revenue (7 days after a click)" value={s.revenue.length ? formatAmount(s.revenue) : "None yet"} />
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">Loading the report…</p>
        )}
      </CardContent>
    </Card>
  );
}
