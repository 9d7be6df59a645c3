"use client";

import { buttonVariants } from "@/components/ui/button-variants";
import { notifyAdmin } from "@/components/ui/admin-toaster";
import { adminMessages } from "@/lib/messages";
import { cn } from "@/lib/utils";
import { api, type RouterOutputs } from "@/trpc/react";
import { CustomerLink, OrderLink } from "../admin-links";
import { formatAmount, formatDate } from "../ui/format";
import { StatusBadge } from "../ui/status-badge";
import { orderStatusLabel, orderStatusTone } from "../ui/status-tones";
import { RefundDialog } from "./refund-dialog";

/** A row of the table: what `orders.search` (and `orders.list`) return for each order. */
type OrderRow = Pick<
  RouterOutputs["orders"]["search"]["orders"][number],
  "id" | "email" | "productName" | "amount" | "currency" | "status" | "createdAt" | "expired" | "refundedAmount"
>;

/**
 * "Resend download links" and "Reset download count" for an order whose downloads work, and
 * "Refund…" for a paid one not yet refunded in full (all audited on the server).
 */
export function OrderActions({ order }: { order: Pick<OrderRow, "id" | "status" | "amount" | "currency" | "refundedAmount"> }) {
  const onError = (error: { message: string }) => notifyAdmin({ title: error.message }, "error");
  const onSuccess = (data: { message: string }) => notifyAdmin({ title: data.message });
  const resend = api.orders.resendLinks.useMutation({ onSuccess, onError });
  const reset = api.orders.resetDownloads.useMutation({ onSuccess, onError });
  const hasLinks = order.status === "completed" || order.status === "partially_refunded";
  if (!hasLinks) return null;
  const button = cn(buttonVariants({ variant: "outline", size: "sm" }), "h-8 px-2 text-xs");
  return (
    <div className="flex flex-wrap gap-1">
      <button type="button" className={button} disabled={resend.isPending} onClick={() => resend.mutate({ orderId: order.id })}>
        Resend links
      </button>
      <button type="button" className={button} disabled={reset.isPending} onClick={() => reset.mutate({ orderId: order.id })}>
        Reset downloads
      </button>
      <RefundDialog
        orderId={order.id}
        amountPaid={order.amount}
        currency={order.currency}
        status={order.status}
        refundedAmount={order.refundedAmount}
        triggerClassName={button}
      />
    </div>
  );
}

function Status({ order }: { order: OrderRow }) {
  return (
    <>
      <StatusBadge tone={orderStatusTone[order.status]}>{orderStatusLabel(order.status)}</StatusBadge>
      {order.refundedAmount > 0 && order.status !== "refunded" ? (
        <span className="ml-1 text-xs text-muted-foreground">−{formatAmount(order.refundedAmount, order.currency)}</span>
      ) : null}
      {order.expired ? <span className="ml-1 text-xs text-red-700 dark:text-red-300">{adminMessages.expired}</span> : null}
    </>
  );
}

/**
 * The orders table of docs/product.md#admin: id, email, product name, amount, currency, status, created date. On a
 * phone each order is a card with the same fields; from the md breakpoint, a table.
 */
export function OrdersTable({ orders }: { orders: OrderRow[] }) {
  return (
    <>
      <ul className="grid gap-3 md:hidden" aria-label="Orders">
        {orders.map((order) => (
          <li
            key={order.id}
            data-testid="order-card"
            data-order-id={order.id}
            className="grid gap-1.5 rounded-md border border-border p-3 text-sm"
          >
            <div className="flex items-start justify-between gap-2">
              <CustomerLink email={order.email} className="min-w-0 font-semibold break-all" />
              <span className="shrink-0 font-semibold tabular-nums">
                {formatAmount(order.amount, order.currency)}{" "}
                <span className="text-xs text-muted-foreground uppercase">{order.currency}</span>
              </span>
            </div>
            <p>{order.productName}</p>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground">
              <span>
                <Status order={order} />
              </span>
              <span className="tabular-nums">{formatDate(order.createdAt)}</span>
            </div>
            <OrderLink id={order.id} className="font-mono text-xs break-all text-muted-foreground" />
            <OrderActions order={order} />
          </li>
        ))}
      </ul>
      <OrdersGrid orders={orders} />
    </>
  );
}

function OrdersGrid({ orders }: { orders: OrderRow[] }) {
  return (
    <div className="hidden overflow-x-auto rounded-md border border-border md:block">
      <table className="w-full text-left text-sm">
        <thead className="bg-muted/50 text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            {["Order", "Email", "Product", "Amount", "Currency", "Status", "Created", "Actions"].map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} data-testid="order-row" data-order-id={order.id} className="border-t border-border align-top">
              <td className="max-w-[9rem] px-3 py-2 font-mono text-xs break-all">
                <OrderLink id={order.id} />
              </td>
              <td className="max-w-[14rem] px-3 py-2 break-all">
                <CustomerLink email={order.email} />
              </td>
              <td className="px-3 py-2">{order.productName}</td>
              <td className="px-3 py-2 tabular-nums">{formatAmount(order.amount, order.currency)}</td>
              <td className="px-3 py-2 uppercase">{order.currency}</td>
              <td className="px-3 py-2">
                <Status order={order} />
              </td>
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatDate(order.createdAt)}</td>
              <td className="px-3 py-2">
                <OrderActions order={order} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
