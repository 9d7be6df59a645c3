"use client";

import Link from "next/link";
import { useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { notifyAdmin } from "@/components/ui/admin-toaster";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { deliveryLabel, type DeliveryFields } from "@/lib/mail/delivery-label";
import { deliveryMessages } from "@/lib/messages";
import { cn } from "@/lib/utils";
import { api } from "@/trpc/react";
import { formatDate } from "../ui/format";
import { StatusBadge, type StatusTone } from "../ui/status-badge";

type Email = DeliveryFields & { id: string; template: string; status: string; to?: string; createdAt: Date };
type Suppression = { email: string; reason: string; detail: string | null } | null;

const tone = (e: Email): StatusTone =>
  e.delivery === "bounced" || e.delivery === "complained" || e.status === "failed"
    ? "danger"
    : e.delivery === "delivered"
      ? "success"
      : e.delivery === "delayed"
        ? "warning"
        : "neutral";

/**
 * Each e-mail with what the mail provider reported (docs/product.md#delivery): "delivered 14:02",
 * "bounced: mailbox does not exist" (times in the admin's own time zone).
 */
export function EmailDeliveryList({ emails }: { emails: Email[] }) {
  if (emails.length === 0) return <p className="text-muted-foreground">No e-mail yet.</p>;
  return (
    <ul className="grid gap-1.5" data-testid="email-delivery">
      {emails.map((e) => (
        <li key={e.id} className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md border border-border p-2">
          <span className="font-medium">{e.template}</span>
          {e.to ? <span className="min-w-0 break-all text-muted-foreground">{e.to}</span> : null}
          <StatusBadge tone={tone(e)} className="ml-auto">
            {e.status === "sent"
              ? (deliveryLabel(e, Intl.DateTimeFormat().resolvedOptions().timeZone) ?? `sent ${formatDate(e.createdAt) ?? ""}`)
              : e.status}
          </StatusBadge>
        </li>
      ))}
    </ul>
  );
}

/** The address's suppression (a hard bounce or a complaint) and "Lift suppression" (audited). */
export function SuppressionNotice({ suppression, onChanged }: { suppression: Suppression; onChanged: () => void }) {
  const lift = api.customers.liftSuppression.useMutation({
    onSuccess: (data) => {
      notifyAdmin({ title: data.message });
      onChanged();
    },
    onError: (error) => notifyAdmin({ title: error.message }, "error"),
  });
  if (!suppression) return null;
  return (
    <div
      className="grid gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
      role="status"
      data-testid="suppression"
    >
      <p>
        {deliveryMessages.suppressedBadge(suppression.reason)}
        {suppression.detail ? ` (${suppression.detail})` : ""}: nothing is sent to <span className="break-all">{suppression.email}</span>.
      </p>
      <button
        type="button"
        className={cn(buttonVariants({ variant: "outline", size: "sm" }), "h-8 w-fit px-2 text-xs")}
        disabled={lift.isPending}
        onClick={() => lift.mutate({ email: suppression.email })}
      >
        {deliveryMessages.lift}
      </button>
    </div>
  );
}

/** "Change e-mail and resend" (audited): the order's address corrected, fresh links queued to the new one. */
export function ChangeEmailForm({ orderId, onChanged }: { orderId: string; onChanged: () => void }) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const change = api.orders.changeEmail.useMutation({
    onSuccess: (data) => {
      notifyAdmin({ title: data.message });
      setEmail("");
      setError(undefined);
      onChanged();
    },
    onError: (e) => setError(e.message),
  });
  return (
    <form
      method="post"
      className="grid gap-2"
      data-testid="change-email"
      onSubmit={(event) => {
        event.preventDefault();
        change.mutate({ orderId, email });
      }}
    >
      <FormField id="change-email" label={deliveryMessages.newEmailLabel} message={error}>
        <Input
          id="change-email"
          name="email"
          type="email"
          autoComplete="off"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
        />
      </FormField>
      <button
        type="submit"
        className={cn(buttonVariants({ variant: "outline", size: "sm" }), "h-8 w-fit px-2 text-xs")}
        disabled={change.isPending}
      >
        {deliveryMessages.changeEmail}
      </button>
    </form>
  );
}

/**
 * /admin's "N buyers have not received their links", linking to those orders; nothing when there
 * are none. It suspends until the count is read: the page puts it in a <Suspense>.
 */
export function UndeliveredBanner() {
  const [{ count }] = api.orders.undelivered.useSuspenseQuery();
  if (count === 0) return null;
  return (
    <div
      role="status"
      data-testid="undelivered"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <p className="font-medium">{deliveryMessages.undelivered(count)}</p>
      <Link href={`/admin?${new URLSearchParams({ delivery: "bounced" })}`} className="underline underline-offset-2">
        {deliveryMessages.showThem}
      </Link>
    </div>
  );
}
