"use client";

import { CustomerLink, OrderLink } from "@/components/admin/admin-links";
import { formatDate } from "@/components/admin/ui/format";
import { ListState } from "@/components/admin/ui/list-state";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { api, type RouterOutputs } from "@/trpc/react";

type AuditEvent = RouterOutputs["audit"]["list"][number];

const actionLabels: Record<string, string> = {
  "role.granted": "granted the admin role to",
  "settings.updated": "changed the setting",
  "file.uploaded": "uploaded",
  "file.deleted": "deleted",
  "product.file_assigned": "set the delivered file of",
  "downloads.reset": "reset the download count of order",
  "downloads.resent": "resent the download links of order",
  "orders.exported": "exported orders as CSV",
  "discount.created": "created the discount code",
  "discount.updated": "changed the discount code",
  "discount.deactivated": "deactivated the discount code",
  "stamping.updated": "changed the setting",
  "order.refunded": "refunded order",
  "api_key.created": "created the API key",
  "api_key.revoked": "revoked the API key",
  "webhook.created": "added the webhook endpoint",
  "webhook.updated": "changed the webhook endpoint",
  "webhook.deleted": "deleted the webhook endpoint",
  "webhook.redelivered": "sent a webhook delivery again to",
  "edition.published": "published a new edition of",
  "edition.policy_updated": "changed what past buyers get of",
  "edition.notices_started": "told past buyers about the edition",
  "broadcast.created": "wrote a broadcast",
  "broadcast.updated": "edited a broadcast",
  "broadcast.scheduled": "scheduled a broadcast",
  "broadcast.cancelled": "cancelled a broadcast",
};

/** A short line of what changed: a setting's old → new value, an order's e-mail. */
function detailsOf(event: AuditEvent): string | null {
  const d = event.details as Record<string, unknown> | null;
  if (!d || typeof d !== "object") return null;
  // A discount code's change: each changed field's old → new value.
  if ("from" in d && "to" in d && d.from && typeof d.from === "object" && d.to && typeof d.to === "object") {
    const from = d.from as Record<string, unknown>;
    const to = d.to as Record<string, unknown>;
    return Object.keys(to)
      .map((key) => `${key}: ${JSON.stringify(from[key] ?? null)} → ${JSON.stringify(to[key] ?? null)}`)
      .join("; ");
  }
  if ("from" in d && "to" in d) return `“${String(d.from)}” → “${String(d.to)}”`;
  if (typeof d.email === "string") return d.email;
  // An API key's creation or revocation: its name, visible prefix and scopes.
  if (typeof d.prefix === "string") return `“${String(d.name)}” ${d.prefix}…${Array.isArray(d.scopes) ? ` · ${d.scopes.join(", ")}` : ""}`;
  if (typeof d.rows === "number")
    return `${d.rows} rows${d.complete === false ? " (interrupted)" : ""}, filter ${JSON.stringify(d.filters ?? {})}`;
  return null;
}

/** Whether the details line is the order's or grantee's e-mail (shown as a link to the customer). */
const isEmailDetail = (event: AuditEvent) => {
  const d = event.details as Record<string, unknown> | null;
  return Boolean(d && typeof d === "object" && typeof d.email === "string" && !("from" in d));
};

/** The audit trail (beyond the spec): every admin action, who, what, when; newest first. */
export function AuditTrail() {
  const list = api.audit.list.useQuery(undefined, { refetchInterval: 10_000 });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Audit trail</CardTitle>
        <CardDescription>
          Role grants, settings changes, file uploads and deletes, download resets and resends: the newest 50.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ListState query={list} loading="Loading audit trail..." empty="Nothing recorded yet.">
          {(events) => (
            <ol className="grid gap-2" aria-label="Audit events">
              {events.map((event) => {
                const details = detailsOf(event);
                return (
                  <li key={event.id} data-testid="audit-row" className="grid gap-0.5 rounded-md border border-border p-3 text-sm">
                    <p className="break-words">
                      <span className="font-semibold">{event.actorEmail ?? event.actorId ?? "system"}</span>{" "}
                      {actionLabels[event.action] ?? event.action}{" "}
                      {event.target && event.action.startsWith("downloads.") ? (
                        <OrderLink id={event.target} className="font-mono text-xs break-all" />
                      ) : (
                        <span className="font-mono text-xs break-all">{event.target}</span>
                      )}
                    </p>
                    {details ? (
                      <p className="break-words text-muted-foreground">
                        {isEmailDetail(event) ? <CustomerLink email={details} /> : details}
                      </p>
                    ) : null}
                    <p className="text-xs text-muted-foreground">
                      <time dateTime={event.createdAt.toISOString()}>{formatDate(event.createdAt)}</time> · {event.action}
                    </p>
                  </li>
                );
              })}
            </ol>
          )}
        </ListState>
      </CardContent>
    </Card>
  );
}
