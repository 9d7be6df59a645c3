"use client";

import { useRouter } from "next/navigation";
import { type FormEvent } from "react";
import { notifyAdmin } from "@/components/ui/admin-toaster";
import { buttonVariants } from "@/components/ui/button-variants";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DetailRow } from "@/components/ui/detail-row";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import { EmailDeliveryList, SuppressionNotice } from "./email-delivery";
import { api, type RouterOutputs } from "@/trpc/react";
import { customerHref, OrderLink } from "../admin-links";
import { formatDate } from "../ui/format";
import { ListNote, ListState } from "../ui/list-state";
import { example, hintPlaceholder } from "../ui/hint";
import { orderStatusLabel } from "../ui/status-tones";

/** Look up another address (the customer view's own search box). */
function CustomerSearch({ email }: { email?: string }) {
  const router = useRouter();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    if (value) router.push(customerHref(value));
  }
  return (
    <form method="post" role="search" aria-label="Find a customer" onSubmit={submit} className="flex flex-col gap-2 sm:flex-row">
      <Label htmlFor="customer-email" className="sr-only">
        Customer e-mail
      </Label>
      <Input
        id="customer-email"
        name="email"
        type="email"
        placeholder={example("customer@example.org")}
        className={hintPlaceholder}
        defaultValue={email ?? ""}
        required
      />
      <button type="submit" className={cn(buttonVariants({ size: "sm" }), "h-10")}>
        Look up
      </button>
    </form>
  );
}

/**
 * The customer view (`/admin/customers?email=…`): every order by the address in any case, its
 * account, newsletter subscription, unsubscribe and carts, and "E-mail fresh links" (a resend of
 * each completed order, audited).
 */
export function CustomerView({ email }: { email?: string }) {
  return (
    <div className="grid min-w-0 gap-6 [&>*]:min-w-0">
      <CustomerSearch key={email} email={email} />
      {email ? (
        <CustomerDetails email={email} />
      ) : (
        <p className="text-sm text-muted-foreground">Enter an address to see its orders, account, subscription and carts.</p>
      )}
    </div>
  );
}

function CustomerDetails({ email }: { email: string }) {
  const query = api.customers.get.useQuery({ email }, { retry: false });
  return (
    <ListState query={query} loading="Loading customer…">
      {(customer) => <CustomerCards c={customer} />}
    </ListState>
  );
}

function CustomerCards({ c }: { c: RouterOutputs["customers"]["get"] }) {
  const resend = api.customers.resendLinks.useMutation({
    onSuccess: (data) => notifyAdmin({ title: data.message }),
    onError: (error) => notifyAdmin({ title: error.message }, "error"),
  });
  const hasCompleted = c.orders.some((o) => o.status === "completed");
  const utils = api.useUtils();
  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] [&>*]:min-w-0">
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle as="h2" className="mr-auto break-all">
              {c.email}
            </CardTitle>
            {hasCompleted ? (
              <button
                type="button"
                className={buttonVariants({ variant: "outline", size: "sm" })}
                disabled={resend.isPending}
                onClick={() => resend.mutate({ email: c.email })}
              >
                E-mail fresh links
              </button>
            ) : null}
          </div>
          <CardDescription>
            {c.orderCount} {c.orderCount === 1 ? "order" : "orders"}
            {c.spent.length ? ` · spent ${c.spent.map((s) => s.display).join(" + ")}` : ""}
            {c.orderCount > c.orders.length ? ` · the newest ${c.orders.length} shown` : ""}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {c.orders.length === 0 ? <ListNote>No orders.</ListNote> : null}
          <ul className="grid gap-2" aria-label="Customer orders">
            {c.orders.map((o) => (
              <li key={o.id} className="grid gap-0.5 rounded-md border border-border p-3 text-sm" data-testid="customer-order">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <OrderLink id={o.id} className="font-mono text-xs break-all" />
                  <span className="font-semibold tabular-nums">{o.display}</span>
                </div>
                <p>{o.productName}</p>
                <p className="text-muted-foreground">
                  {orderStatusLabel(o.status)} · {formatDate(o.createdAt)}
                  {o.email !== c.email ? ` · as ${o.email}` : ""}
                </p>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <div className="grid content-start gap-6">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Account and e-mail</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-1.5 text-sm">
              <DetailRow label="Name">{c.name ?? "—"}</DetailRow>
              <DetailRow label="Account">
                {c.account ? `since ${formatDate(c.account.createdAt)}${c.account.emailVerified ? ", verified" : ""}` : "none"}
              </DetailRow>
              <DetailRow label="Newsletter">
                {c.subscriber ? `subscribed ${formatDate(c.subscriber.createdAt)} (${c.subscriber.source})` : "not subscribed"}
              </DetailRow>
              <DetailRow label="Unsubscribed">
                {c.unsubscribe ? `${formatDate(c.unsubscribe.createdAt)} (${c.unsubscribe.source})` : "no"}
              </DetailRow>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">E-mails</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2 text-sm">
            <SuppressionNotice suppression={c.suppression} onChanged={() => void utils.customers.get.invalidate({ email: c.email })} />
            <EmailDeliveryList emails={c.emails} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">Carts</CardTitle>
          </CardHeader>
          <CardContent>
            {c.carts.length === 0 ? <ListNote>No carts.</ListNote> : null}
            <ul className="grid gap-2">
              {c.carts.map((cart) => (
                <li key={cart.id} className="rounded-md border border-border p-2 text-sm" data-testid="customer-cart">
                  <p className="font-medium">
                    {cart.productId} · {cart.display}
                  </p>
                  <p className="text-muted-foreground">
                    {cart.status.replace("_", " ")} · saved {formatDate(cart.createdAt)}
                    {cart.remindedAt ? ` · reminded ${formatDate(cart.remindedAt)}` : ""}
                  </p>
                  <p className="font-mono text-xs break-all text-muted-foreground">{cart.id}</p>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
