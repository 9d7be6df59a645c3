"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { adminMessages } from "@/lib/messages";
import { api } from "@/trpc/react";
import { OrdersTable } from "./orders-table";

// recharts is loaded on demand: only this page ships it.
const RevenueChart = dynamic(() => import("./revenue-chart"), {
  ssr: false,
  loading: () => <div className="h-64 w-full animate-pulse rounded-md bg-muted" />,
});

/**
 * Re-reads the table, the figures and the chart whenever the server reports an order change. The
 * server opens every (re)connection with a "resync", so a dropped connection catches up by itself.
 */
function useLiveOrders() {
  const utils = api.useUtils();
  const [connectedOnce, setConnectedOnce] = useState(false);
  const sub = api.orders.changes.useSubscription(undefined, {
    onData: () => {
      setConnectedOnce(true);
      void utils.orders.list.invalidate();
      void utils.orders.stats.invalidate();
      void utils.orders.chart.invalidate();
    },
  });
  const live = sub.status === "pending" && connectedOnce ? "live" : connectedOnce || sub.status === "error" ? "reconnecting" : "connecting";
  return { live } as const;
}

/**
 * The admin dashboard's orders (SPEC §2): revenue and counts from completed orders per currency,
 * the last 30 days' chart, and the newest 50 orders, updated live without reload.
 */
export function OrdersDashboard() {
  const { live } = useLiveOrders();
  const list = api.orders.list.useQuery();
  const stats = api.orders.stats.useQuery();
  const chart = api.orders.chart.useQuery();

  return (
    <div className="grid min-w-0 gap-6 [&>*]:min-w-0">
      <section aria-label="Revenue" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Card>
          <CardHeader className="p-4">
            <CardDescription>Completed orders</CardDescription>
            <p className="text-2xl font-semibold tabular-nums" data-testid="completed-count">
              {stats.data?.orders.completed ?? "…"}
            </p>
            {stats.data ? (
              <p className="text-xs text-muted-foreground">
                {stats.data.orders.pending} pending · {stats.data.orders.failed} failed
              </p>
            ) : null}
            {stats.data ? (
              <p className="text-xs text-muted-foreground" data-testid="refunded-counts">
                {stats.data.orders.partiallyRefunded} partly refunded · {stats.data.orders.refunded} refunded · {stats.data.orders.disputed} disputed
              </p>
            ) : null}
          </CardHeader>
        </Card>
        {stats.data?.revenue.map((r) => (
          <Card key={r.currency}>
            <CardHeader className="p-4">
              <CardDescription>Revenue ({r.currency.toUpperCase()})</CardDescription>
              <p className="text-2xl font-semibold tabular-nums" data-testid={`revenue-${r.currency}`}>
                {r.display}
              </p>
              <p className="text-xs text-muted-foreground">{r.orders} completed orders</p>
              {r.refunded > 0 ? (
                <p className="text-xs text-muted-foreground" data-testid={`refunded-${r.currency}`}>
                  {r.refundedDisplay} refunded (already subtracted)
                </p>
              ) : null}
            </CardHeader>
          </Card>
        ))}
      </section>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Last 30 days</CardTitle>
          <CardDescription>Money kept per day and currency (UTC days): sales less refunds on the day they were made.</CardDescription>
        </CardHeader>
        <CardContent>{chart.data ? <RevenueChart chart={chart.data} /> : <div className="h-64 w-full animate-pulse rounded-md bg-muted" />}</CardContent>
      </Card>

      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle as="h2" className="mr-auto">
              Orders
            </CardTitle>
            <span role="status" data-testid="live-status" data-state={live} className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <span className={live === "live" ? "size-2 rounded-full bg-emerald-500" : "size-2 rounded-full bg-amber-500"} aria-hidden />
              {live === "live" ? "Live" : live === "reconnecting" ? adminMessages.liveReconnecting : "Connecting…"}
            </span>
          </div>
          <CardDescription>The newest 50, test and demo orders left out.</CardDescription>
        </CardHeader>
        <CardContent>
          {list.isPending ? <p className="text-sm text-muted-foreground">{adminMessages.ordersLoading}</p> : null}
          {list.isError ? <p className="text-sm text-red-600">{list.error.message}</p> : null}
          {list.data && list.data.length === 0 ? <p className="text-sm text-muted-foreground">{adminMessages.ordersEmpty}</p> : null}
          {list.data && list.data.length > 0 ? <OrdersTable orders={list.data} /> : null}
        </CardContent>
      </Card>
    </div>
  );
}
