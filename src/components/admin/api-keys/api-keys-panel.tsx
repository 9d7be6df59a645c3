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
import { apiKeyStatus } from "@/components/admin/ui/status-tones";
import { apiKeyMessages } from "@/lib/messages";
import { type ApiScope, apiScopeLabels, apiScopes } from "@/lib/validation/api-keys";
import { api } from "@/trpc/react";
import { example, hintPlaceholder } from "../ui/hint";

/**
 * /admin/api-keys (docs/api.md#api-keys): the form that creates a key — whose secret is shown
 * here once, with a copy button, and never again — and the list of keys with their prefix,
 * scopes, creator, dates and a "Revoke" button. Every rule is the server's (apiKeys router).
 */
export function ApiKeysPanel() {
  const list = api.apiKeys.list.useQuery();
  const utils = api.useUtils();
  const revoke = api.apiKeys.revoke.useMutation({
    onSuccess: ({ name }) => notifyAdmin({ title: apiKeyMessages.revoked(name) }),
    onError: (error) => notifyAdmin({ title: error.message }, "error"),
    onSettled: () => utils.apiKeys.list.invalidate(),
  });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
      <Card>
        <CardHeader>
          <CardTitle as="h2">New key</CardTitle>
          <CardDescription>
            Send it as “Authorization: Bearer fgs_…”. Give each integration its own key, with only the scopes it needs.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <KeyForm />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Keys</CardTitle>
          <CardDescription>
            Only a key’s first characters are kept in view; the rest is stored as a hash and cannot be shown again.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <ListState query={list} loading="Loading keys..." empty={apiKeyMessages.empty}>
            {(keys) => (
              <ul className="grid gap-3" aria-label="API keys">
                {keys.map((key) => {
                  const status = apiKeyStatus(key);
                  return (
                    <li
                      key={key.id}
                      className="grid gap-3 rounded-md border border-border p-3 text-sm"
                      data-testid="api-key-row"
                      data-name={key.name}
                    >
                      <div className="flex flex-wrap items-center gap-2">
                        <span className="font-semibold">{key.name}</span>
                        <span className="font-mono text-xs break-all">{key.prefix}…</span>
                        <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
                      </div>
                      <ul className="flex flex-wrap gap-1.5" aria-label={`Scopes of ${key.name}`}>
                        {key.scopes.map((scope) => (
                          <li key={scope} className="rounded border border-border px-1.5 py-0.5 font-mono text-xs">
                            {scope}
                          </li>
                        ))}
                      </ul>
                      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
                        <Figure label="Created by" value={key.createdByEmail ?? "—"} />
                        <Figure label="Created" value={formatDate(key.createdAt)} />
                        <Figure label="Last used" value={formatDate(key.lastUsedAt) ?? "Never"} />
                        <Figure label="Expires" value={formatDate(key.expiresAt) ?? "Never"} />
                        <Figure label="Revoked" value={formatDate(key.revokedAt) ?? "No"} />
                      </dl>
                      {key.revokedAt ? null : (
                        <div>
                          <Button
                            type="button"
                            size="sm"
                            variant="outline"
                            disabled={revoke.isPending}
                            aria-label={`Revoke ${key.name}`}
                            onClick={() => {
                              if (window.confirm(`Revoke “${key.name}”? Anything using it stops working at once.`))
                                revoke.mutate({ id: key.id });
                            }}
                          >
                            Revoke
                          </Button>
                        </div>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </ListState>
        </CardContent>
      </Card>
    </div>
  );
}

/** A new key's name, scopes and optional expiry; after creating, its secret (once) with a copy button. */
function KeyForm() {
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiScope[]>([]);
  const [expiresAt, setExpiresAt] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const utils = api.useUtils();
  const create = api.apiKeys.create.useMutation({
    onError: (e) => setError(e.message),
    onSuccess: ({ secret }) => {
      setCreated({ name, secret });
      setName("");
      setScopes([]);
      setExpiresAt("");
    },
    onSettled: () => utils.apiKeys.list.invalidate(),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setCreated(null);
    create.mutate({ name, scopes, expiresAt: expiresAt ? new Date(expiresAt) : null });
  }

  return (
    <div className="grid gap-4">
      {created ? (
        <SecretShownOnce
          key={created.secret}
          message={apiKeyMessages.created(created.name)}
          secret={created.secret}
          copyLabel="Copy key"
          what="key"
          testId="new-api-key"
          secretTestId="api-key-secret"
          onDone={() => setCreated(null)}
        />
      ) : null}
      <form method="post" className="grid gap-4" onSubmit={submit} noValidate aria-label="New API key">
        <FormField id="api-key-name" label="Name">
          <Input
            id="api-key-name"
            value={name}
            maxLength={80}
            onChange={(e) => setName(e.target.value)}
            placeholder={example("CRM sync")}
            className={hintPlaceholder}
          />
        </FormField>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Scopes</legend>
          {apiScopes.map((scope) => (
            <FormField
              key={scope}
              id={`api-key-scope-${scope}`}
              label={
                <span>
                  <span className="font-mono text-xs">{scope}</span> — {apiScopeLabels[scope]}
                </span>
              }
              inline
            >
              <Checkbox
                id={`api-key-scope-${scope}`}
                checked={scopes.includes(scope)}
                onCheckedChange={(checked) => setScopes((s) => (checked ? [...s, scope] : s.filter((x) => x !== scope)))}
              />
            </FormField>
          ))}
        </fieldset>
        <FormField id="api-key-expiry" label="Expires (empty: never)">
          <Input id="api-key-expiry" type="datetime-local" value={expiresAt} onChange={(e) => setExpiresAt(e.target.value)} />
        </FormField>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={create.isPending}>
            Create key
          </Button>
        </div>
      </form>
    </div>
  );
}
