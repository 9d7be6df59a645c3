"use client";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DetailRow } from "@/components/ui/detail-row";
import { cn } from "@/lib/utils";
import { api, type RouterOutputs } from "@/trpc/react";
import { CustomerLink } from "../admin-links";
import { formatDate } from "../ui/format";
import { ListNote, ListState } from "../ui/list-state";
import { StatusBadge } from "../ui/status-badge";
import { orderStatusLabel, orderStatusTone } from "../ui/status-tones";
import { ChangeEmailForm, EmailDeliveryList, SuppressionNotice } from "./email-delivery";
import { OrderInvoices } from "./order-invoices";
import { OrderActions } from "./orders-table";

type OrderDetailData = RouterOutputs["orders"]["get"];

const kindStyle: Record<string, string> = {
  created: "bg-sky-500",
  "payment-session": "bg-sky-500",
  "payment-event": "bg-violet-500",
  status: "bg-emerald-500",
  refund: "bg-red-500",
  email: "bg-amber-500",
  "download-grant": "bg-teal-500",
  download: "bg-teal-500",
  audit: "bg-rose-500",
  job: "bg-slate-400",
};

const when = (d: Date | null | undefined) => formatDate(d) ?? "—";

/**
 * The order page (`/admin/orders/[id]`): every field of the order, its download grants, and its
 * timeline in time order; the actions of a paid order (resend links, reset downloads, refund:
 * docs/refunds.md).
 */
export function OrderDetail({ orderId }: { orderId: string }) {
  const query = api.orders.get.useQuery({ orderId });
  return (
    <ListState query={query} loading="Loading order…">
      {(data) => <OrderDetailView data={data} />}
    </ListState>
  );
}

function OrderDetailView({ data }: { data: OrderDetailData }) {
  const { order, grants, timeline, account, emails, suppression } = data;
  const utils = api.useUtils();
  const refresh = () => void utils.orders.get.invalidate({ orderId: order.id });
  const address = [order.address, order.addressLine2, `${order.city}, ${order.state} ${order.zipCode}`, order.country]
    .filter(Boolean)
    .join(", ");
  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] [&>*]:min-w-0">
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle as="h2" className="mr-auto">
              {order.display} <span className="text-sm text-muted-foreground uppercase">{order.currency}</span>
            </CardTitle>
            <StatusBadge tone={orderStatusTone[order.status]} data-testid="order-status">
              {orderStatusLabel(order.status)}
            </StatusBadge>
          </div>
          <CardDescription className="font-mono text-xs break-all">{order.id}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 text-sm">
          <dl className="grid gap-1.5" data-testid="order-fields">
            <DetailRow label="E-mail">
              <CustomerLink email={order.email} />
            </DetailRow>
            <DetailRow label="Name">{`${order.firstName} ${order.lastName}`}</DetailRow>
            <DetailRow label="Address">{address}</DetailRow>
            <DetailRow label="Country code">{order.countryCode}</DetailRow>
            <DetailRow label="Marketing opt-in">{order.marketingOptIn ? "yes" : "no"}</DetailRow>
            <DetailRow label="Product">{`${order.productName} (${order.productId})`}</DetailRow>
            <DetailRow label="Subtotal">{order.subtotalDisplay}</DetailRow>
            <DetailRow label="Discount">
              {order.discountCodeId ? `${order.discountDisplay} (${order.discountCodeId})` : order.discountDisplay}
            </DetailRow>
            <DetailRow label="Amount charged">{order.display}</DetailRow>
            <DetailRow label="Payment provider">{order.provider}</DetailRow>
            <DetailRow label="Payment id">{order.paymentIntentId ?? "—"}</DetailRow>
            <DetailRow label="Session open until">{when(order.expiresAt)}</DetailRow>
            <DetailRow label="Created">{when(order.createdAt)}</DetailRow>
            <DetailRow label="Completed">{when(order.completedAt)}</DetailRow>
            <DetailRow label="Updated">{when(order.updatedAt)}</DetailRow>
            {order.failureReason ? <DetailRow label="Failure">{order.failureReason}</DetailRow> : null}
            <DetailRow label="Account">{account ? `${account.email} (since ${when(account.createdAt)})` : "none"}</DetailRow>
          </dl>
          <div className="grid gap-2">
            <h3 className="font-semibold">Downloads</h3>
            {grants.length === 0 ? <ListNote>No download granted (the order is not completed).</ListNote> : null}
            <ul className="grid gap-1.5">
              {grants.map((g) => (
                <li key={g.id} className="rounded-md border border-border p-2" data-testid="order-grant">
                  <p className="font-medium">{g.productName}</p>
                  <p className="text-muted-foreground">
                    {g.downloadCount} of {g.maxDownloads} used · last {formatDate(g.lastDownloadAt) ?? "never"}
                    {g.fileName ? ` · ${g.fileName}` : ""}
                  </p>
                </li>
              ))}
            </ul>
          </div>
          <div className="grid gap-2">
            <h3 className="font-semibold">E-mails</h3>
            <SuppressionNotice suppression={suppression} onChanged={refresh} />
            <EmailDeliveryList emails={emails} />
            {order.status === "completed" || order.status === "partially_refunded" ? (
              <ChangeEmailForm orderId={order.id} onChanged={refresh} />
            ) : null}
          </div>
          <div className="grid gap-2" data-testid="order-actions">
            <h3 className="font-semibold">Actions</h3>
            {order.status === "completed" || order.status === "partially_refunded" ? (
              <OrderActions order={order} />
            ) : (
              <p className="text-muted-foreground">Actions are for paid orders whose downloads work.</p>
            )}
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Timeline</CardTitle>
          <CardDescription>Everything recorded about this order, oldest first.</CardDescription>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-3" aria-label="Timeline" data-testid="order-timeline">
            {timeline.map((entry, i) => (
              <li key={i} className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-sm" data-kind={entry.kind}>
                <span className={cn("mt-1.5 size-2.5 rounded-full", kindStyle[entry.kind] ?? "bg-slate-400")} aria-hidden />
                <div className="min-w-0">
                  <p className="font-medium">{entry.title}</p>
                  {entry.detail ? <p className="[overflow-wrap:anywhere] break-words text-muted-foreground">{entry.detail}</p> : null}
                  {entry.until ? (
                    <p className="text-muted-foreground">
                      open until <time dateTime={entry.until.toISOString()}>{formatDate(entry.until)}</time>
                    </p>
                  ) : null}
                  <time className="text-xs text-muted-foreground" dateTime={entry.at.toISOString()}>
                    {formatDate(entry.at)}
                  </time>
                </div>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>

      <OrderInvoices orderId={order.id} />
    </div>
  );
}
