"use client";

import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { notifyAdmin } from "@/components/ui/admin-toaster";
import { SecretShownOnce } from "@/components/admin/secret-shown-once";
import { Figure } from "@/components/admin/ui/figure";
import { formatDate } from "@/components/admin/ui/format";
import { ListState } from "@/components/admin/ui/list-state";
import { StatusBadge } from "@/components/admin/ui/status-badge";
import { webhookDeliveryStatus, webhookEndpointStatus } from "@/components/admin/ui/status-tones";
import { webhookMessages } from "@/lib/messages";
import { cn } from "@/lib/utils";
import { webhookEventLabels, type WebhookEventType, webhookEventTypes } from "@/lib/validation/webhooks";
import { api, type RouterOutputs } from "@/trpc/react";
import { example, hintPlaceholder } from "../ui/hint";

type Endpoint = RouterOutputs["webhooks"]["list"][number];
type Delivery = RouterOutputs["webhooks"]["deliveries"][number];

/** Webhook times keep their seconds: a delivery's retries can be seconds apart. */
const when = (d: Date | null) => formatDate(d, { seconds: true });

/**
 * /admin/webhooks (docs/webhooks.md): the form that adds an endpoint — whose signing secret is
 * shown here once, with a copy button — and the endpoints with their events, state and failure
 * streak, editing, enabling, deleting, and each one's deliveries with "Redeliver". Every rule
 * (https, public addresses) is the server's (webhooks router).
 */
export function WebhooksPanel() {
  // Refreshed every few seconds: the counts and the failure streak change as deliveries run.
  const list = api.webhooks.list.useQuery(undefined, { refetchInterval: 5000 });
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
      <Card>
        <CardHeader>
          <CardTitle as="h2">New endpoint</CardTitle>
          <CardDescription>
            An https URL on the public internet that answers 2xx. We sign each request per Standard Webhooks.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <EndpointForm />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Endpoints</CardTitle>
          <CardDescription>
            Failed deliveries are retried for about three days; an endpoint failing for 24 hours in a row is disabled and the admins are
            e-mailed.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <ListState query={list} loading="Loading endpoints..." empty={webhookMessages.empty}>
            {(endpoints) => (
              <ul className="grid gap-3" aria-label="Webhook endpoints">
                {endpoints.map((endpoint) => (
                  <EndpointRow key={endpoint.id} endpoint={endpoint} />
                ))}
              </ul>
            )}
          </ListState>
        </CardContent>
      </Card>
    </div>
  );
}

function EventChoices({
  idPrefix,
  value,
  onChange,
}: {
  idPrefix: string;
  value: WebhookEventType[];
  onChange: (next: WebhookEventType[]) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Events</legend>
      {webhookEventTypes.map((type) => (
        <FormField
          key={type}
          id={`${idPrefix}-${type}`}
          label={
            <span>
              <span className="font-mono text-xs">{type}</span> — {webhookEventLabels[type]}
            </span>
          }
          inline
        >
          <Checkbox
            id={`${idPrefix}-${type}`}
            checked={value.includes(type)}
            onCheckedChange={(checked) => onChange(checked ? [...value, type] : value.filter((x) => x !== type))}
          />
        </FormField>
      ))}
    </fieldset>
  );
}

/** A new endpoint's URL and events; after adding, its secret (once) with a copy button. */
function EndpointForm() {
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEventType[]>(["order.completed"]);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const utils = api.useUtils();
  const create = api.webhooks.create.useMutation({
    onError: (e) => setError(e.message),
    onSuccess: ({ secret }) => {
      setCreated({ url, secret });
      setUrl("");
      setEvents(["order.completed"]);
    },
    onSettled: () => utils.webhooks.list.invalidate(),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setCreated(null);
    create.mutate({ url, events });
  }

  return (
    <div className="grid gap-4">
      {created ? (
        <SecretShownOnce
          key={created.secret}
          message={webhookMessages.created}
          detail={created.url}
          secret={created.secret}
          copyLabel="Copy secret"
          what="secret"
          testId="new-webhook"
          secretTestId="webhook-secret"
          onDone={() => setCreated(null)}
        />
      ) : null}
      <form method="post" className="grid gap-4" onSubmit={submit} noValidate aria-label="New webhook endpoint">
        <FormField id="webhook-url" label="Endpoint URL">
          <Input
            id="webhook-url"
            type="url"
            inputMode="url"
            value={url}
            maxLength={2000}
            onChange={(e) => setUrl(e.target.value)}
            placeholder={example("https://crm.example.com/hooks/store")}
            className={hintPlaceholder}
          />
        </FormField>
        <EventChoices idPrefix="webhook-new" value={events} onChange={setEvents} />
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={create.isPending}>
            Add endpoint
          </Button>
        </div>
      </form>
    </div>
  );
}

function EndpointRow({ endpoint }: { endpoint: Endpoint }) {
  const utils = api.useUtils();
  const [editing, setEditing] = useState(false);
  const [events, setEvents] = useState<WebhookEventType[]>(endpoint.events as WebhookEventType[]);
  const [showDeliveries, setShowDeliveries] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const status = webhookEndpointStatus(endpoint);
  const refresh = () => Promise.all([utils.webhooks.list.invalidate(), utils.webhooks.deliveries.invalidate({ endpointId: endpoint.id })]);
  const update = api.webhooks.update.useMutation({
    onSuccess: () => {
      setEditing(false);
      setError(null);
      notifyAdmin({ title: webhookMessages.updated });
    },
    onError: (e) => setError(e.message),
    onSettled: refresh,
  });
  const remove = api.webhooks.delete.useMutation({
    onSuccess: () => notifyAdmin({ title: webhookMessages.deleted }),
    onError: (e) => notifyAdmin({ title: e.message }, "error"),
    onSettled: () => utils.webhooks.list.invalidate(),
  });

  function save(event: FormEvent) {
    event.preventDefault();
    update.mutate({ id: endpoint.id, events });
  }

  return (
    <li className="grid gap-3 rounded-md border border-border p-3 text-sm" data-testid="webhook-row" data-url={endpoint.url}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 font-mono text-xs font-semibold break-all">{endpoint.url}</span>
        <StatusBadge tone={status.tone} data-testid="webhook-state">
          {status.label}
        </StatusBadge>
      </div>
      {editing ? (
        <form method="post" className="grid gap-3" onSubmit={save} aria-label={`Events of ${endpoint.url}`}>
          <EventChoices idPrefix={`webhook-${endpoint.id}`} value={events} onChange={setEvents} />
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={update.isPending}>
              Save events
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <ul className="flex flex-wrap gap-1.5" aria-label={`Events sent to ${endpoint.url}`}>
          {endpoint.events.map((type) => (
            <li key={type} className="rounded border border-border px-1.5 py-0.5 font-mono text-xs">
              {type}
            </li>
          ))}
        </ul>
      )}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
        <Figure label="Failing since" value={when(endpoint.failingSince) ?? "—"} />
        <Figure label="Disabled" value={when(endpoint.disabledAt) ?? "No"} />
        <Figure label="Added by" value={endpoint.createdByEmail ?? "—"} />
        <Figure label="Delivered" value={String(endpoint.delivered)} />
        <Figure label="Pending" value={String(endpoint.pending)} />
        <Figure label="Failed" value={String(endpoint.failed)} />
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="outline" aria-expanded={showDeliveries} onClick={() => setShowDeliveries((v) => !v)}>
          {showDeliveries ? "Hide deliveries" : "Deliveries"}
        </Button>
        {editing ? null : (
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => {
              setEvents(endpoint.events as WebhookEventType[]);
              setEditing(true);
            }}
          >
            Edit events
          </Button>
        )}
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={update.isPending}
          onClick={() => update.mutate({ id: endpoint.id, enabled: !endpoint.enabled })}
        >
          {endpoint.enabled ? "Disable" : "Enable"}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={remove.isPending}
          aria-label={`Delete ${endpoint.url}`}
          onClick={() => {
            if (window.confirm(`Delete the endpoint ${endpoint.url}? It stops receiving events and its delivery history is deleted.`))
              remove.mutate({ id: endpoint.id });
          }}
        >
          Delete
        </Button>
      </div>
      {showDeliveries ? <Deliveries endpointId={endpoint.id} enabled={endpoint.enabled} /> : null}
    </li>
  );
}

/** One endpoint's latest deliveries, refreshed every few seconds while open. */
function Deliveries({ endpointId, enabled }: { endpointId: string; enabled: boolean }) {
  const utils = api.useUtils();
  const deliveries = api.webhooks.deliveries.useQuery({ endpointId }, { refetchInterval: 3000 });
  const redeliver = api.webhooks.redeliver.useMutation({
    onSuccess: () => notifyAdmin({ title: webhookMessages.redelivered }),
    onError: (e) => notifyAdmin({ title: e.message }, "error"),
    onSettled: () => Promise.all([utils.webhooks.deliveries.invalidate({ endpointId }), utils.webhooks.list.invalidate()]),
  });
  return (
    <ListState query={deliveries} loading="Loading deliveries..." empty={webhookMessages.noDeliveries}>
      {(rows) => (
        // A table from `sm` up; on a phone each delivery is a block of labelled cells (the labels are
        // CSS `content` from data-label, so the cells' text stays the value alone).
        <table className="block w-full text-left text-xs sm:table" aria-label="Deliveries">
          <thead className="hidden text-muted-foreground sm:table-header-group">
            <tr>
              <th className="py-1 pr-2 font-medium">Event</th>
              <th className="py-1 pr-2 font-medium">Status</th>
              <th className="py-1 pr-2 font-medium">Response</th>
              <th className="py-1 pr-2 font-medium">Time</th>
              <th className="py-1 pr-2 font-medium">Attempts</th>
              <th className="py-1 font-medium">
                <span className="sr-only">Action</span>
              </th>
            </tr>
          </thead>
          <tbody className="grid gap-2 sm:table-row-group">
            {rows.map((d) => (
              <tr
                key={d.id}
                className="grid grid-cols-2 gap-x-3 gap-y-1.5 border-t border-border pt-2 align-top sm:table-row sm:pt-0"
                data-testid="webhook-delivery"
                data-status={d.status}
              >
                <td className={cn(cell, "col-span-2")} data-label="Event">
                  <span className="font-mono">{d.eventType}</span>
                  <span className="block break-all text-muted-foreground" title="webhook-id">
                    {d.messageId}
                  </span>
                </td>
                <td className={cn(cell, "col-span-2")} data-label="Status">
                  <DeliveryBadge delivery={d} />
                  {d.lastError ? <span className="mt-1 block max-w-[16rem] break-words text-muted-foreground">{d.lastError}</span> : null}
                </td>
                <td className={cn(cell, "tabular-nums")} data-label="Response">
                  {d.responseCode ?? "—"}
                </td>
                <td className={cn(cell, "tabular-nums")} data-label="Time">
                  {when(d.lastAttemptAt ?? d.createdAt)}
                  {d.durationMs !== null ? <span className="block text-muted-foreground">{d.durationMs} ms</span> : null}
                  {d.status === "pending" && d.nextAttemptAt && d.attempts > 0 ? (
                    <span className="block text-muted-foreground">next {when(d.nextAttemptAt)}</span>
                  ) : null}
                </td>
                <td className={cn(cell, "tabular-nums")} data-label="Attempts">
                  {d.attempts}
                </td>
                <td className="block py-1.5 sm:table-cell">
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={!enabled || redeliver.isPending}
                    onClick={() => redeliver.mutate({ deliveryId: d.id })}
                  >
                    Redeliver
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ListState>
  );
}

function DeliveryBadge({ delivery }: { delivery: Pick<Delivery, "status" | "attempts"> }) {
  const status = webhookDeliveryStatus(delivery);
  return (
    <StatusBadge tone={status.tone} className="px-1.5">
      {status.label}
    </StatusBadge>
  );
}

/** A cell; on a phone its column's name shows above it (from data-label). */
const cell =
  "block py-0.5 sm:table-cell sm:py-1.5 sm:pr-2 before:block before:text-muted-foreground before:content-[attr(data-label)] sm:before:content-none";
