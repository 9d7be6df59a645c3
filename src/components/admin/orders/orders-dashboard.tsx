"use client";

import dynamic from "next/dynamic";
import { Suspense, useState } from "react";
import { ErrorBoundary } from "react-error-boundary";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { buttonVariants } from "@/components/ui/button-variants";
import { adminMessages, orderSearchMessages } from "@/lib/messages";
import { cn } from "@/lib/utils";
import { type OrderFilters, paramsFromFilters, searchInputOf } from "@/lib/validation/order-search";
import { api } from "@/trpc/react";
import { ListState } from "../ui/list-state";
import { UndeliveredBanner } from "./email-delivery";
import { OrderFiltersForm } from "./order-filters-form";
import { OrdersTable } from "./orders-table";

/** What the chart's card shows while its figures or recharts load: a pulsing block of its height. */
const chartSkeleton = <div className="h-64 w-full animate-pulse rounded-md bg-muted" />;

// recharts is loaded on demand: only this page ships it.
const RevenueChart = dynamic(() => import("./revenue-chart"), { ssr: false, loading: () => chartSkeleton });

/** The last 30 days' chart once its figures are read (they stream in after the page's first bytes). */
function Last30Chart() {
  const [chart] = api.orders.chart.useSuspenseQuery();
  return <RevenueChart chart={chart} />;
}

/**
 * Re-reads the table, the figures, the chart and the count of undelivered links whenever the
 * server reports an order change (a reported delivery changes the order's latest delivery, so a
 * bounce counts as one). The server opens every (re)connection with a "resync", so a dropped
 * connection catches up by itself.
 */
function useLiveOrders() {
  const utils = api.useUtils();
  const [connectedOnce, setConnectedOnce] = useState(false);
  const sub = api.orders.changes.useSubscription(undefined, {
    onData: () => {
      setConnectedOnce(true);
      // The search is re-read with its own filter: a new order that matches appears, one that doesn't, doesn't.
      void utils.orders.search.invalidate();
      void utils.orders.stats.invalidate();
      void utils.orders.chart.invalidate();
      void utils.orders.undelivered.invalidate();
    },
  });
  const live = sub.status === "pending" && connectedOnce ? "live" : connectedOnce || sub.status === "error" ? "reconnecting" : "connecting";
  return { live } as const;
}

/**
 * The admin dashboard's orders (docs/product.md#admin): the search first, then revenue and counts from completed orders
 * per currency, the last 30 days' chart, and the orders table with its search and filters (in
 * the URL), newest first, 50 at a time through "Load more", updated live without reload.
 * `filterError` is the message of a malformed filter in the URL (nothing is searched then).
 */
export function OrdersDashboard({ filters, filterError }: { filters: OrderFilters; filterError?: string }) {
  const { live } = useLiveOrders();
  const list = api.orders.search.useInfiniteQuery(searchInputOf(filters), {
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: !filterError,
  });
  const orders = list.data?.pages.flatMap((p) => p.orders) ?? [];
  const query = paramsFromFilters(filters).toString();
  const filtered = query !== "";
  const stats = api.orders.stats.useQuery();
  const taxOn = api.tax.settings.useQuery(undefined, { retry: 1 }).data?.collect === true; // revenue is net of tax (docs/product.md#tax)

  const search = (
    <Card key="search">
      <CardContent className="p-4">
        <OrderFiltersForm key={query} filters={filters} />
      </CardContent>
    </Card>
  );
  const figures = (
    <section key="figures" aria-label="Revenue" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
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
              {stats.data.orders.partiallyRefunded} partly refunded · {stats.data.orders.refunded} refunded · {stats.data.orders.disputed}{" "}
              disputed
            </p>
          ) : null}
        </CardHeader>
      </Card>
      {stats.data?.revenue.map((r) => (
        <Card key={r.currency}>
          <CardHeader className="p-4">
            <CardDescription>
              Revenue ({r.currency.toUpperCase()}
              {taxOn ? ", net of tax" : ""})
            </CardDescription>
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
  );
  const last30 = (
    <Card key="chart">
      <CardHeader>
        <CardTitle as="h2">Last 30 days</CardTitle>
        <CardDescription>Money kept per day and currency (UTC days): sales less refunds on the day they were made.</CardDescription>
      </CardHeader>
      <CardContent>
        <ErrorBoundary fallback={<p className="text-sm text-destructive">{adminMessages.chartLoadFailed}</p>}>
          <Suspense fallback={chartSkeleton}>
            <Last30Chart />
          </Suspense>
        </ErrorBoundary>
      </CardContent>
    </Card>
  );
  const ordersCard = (
    <Card key="list">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle as="h2" className="mr-auto">
            Orders
          </CardTitle>
          <span
            role="status"
            data-testid="live-status"
            data-state={live}
            className="flex items-center gap-1.5 text-xs text-muted-foreground"
          >
            <span className={live === "live" ? "size-2 rounded-full bg-emerald-500" : "size-2 rounded-full bg-amber-500"} aria-hidden />
            {live === "live" ? "Live" : live === "reconnecting" ? adminMessages.liveReconnecting : "Connecting…"}
          </span>
        </div>
        <CardDescription>Newest first, 50 at a time{filters.includeTest ? "" : ", test and demo orders left out"}.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="mr-auto text-muted-foreground" data-testid="orders-shown">
            {list.data
              ? `${orders.length}${list.hasNextPage ? "+" : ""} ${orders.length === 1 ? "order" : "orders"}${filtered ? " match" : ""}`
              : null}
          </span>
          <a
            href={`/api/admin/orders.csv${query ? `?${query}` : ""}`}
            download
            className={buttonVariants({ variant: "outline", size: "sm" })}
            data-testid="orders-export"
          >
            Export CSV
          </a>
        </div>
        {filterError ? (
          <p className="text-sm text-destructive" role="alert">
            {filterError}
          </p>
        ) : (
          <ListState
            query={list}
            loading={adminMessages.ordersLoading}
            empty={filtered ? orderSearchMessages.searchEmpty : adminMessages.ordersEmpty}
            isEmpty={() => orders.length === 0}
          >
            {() => <OrdersTable orders={orders} />}
          </ListState>
        )}
        {list.hasNextPage ? (
          <button
            type="button"
            className={cn(buttonVariants({ variant: "outline" }), "justify-self-center")}
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? adminMessages.ordersLoading : orderSearchMessages.loadMore}
          </button>
        ) : null}
      </CardContent>
    </Card>
  );

  // Search first; a search's results right under it, the figures after them.
  return (
    <div className="grid min-w-0 gap-6 [&>*]:min-w-0">
      {search}
      <ErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <UndeliveredBanner />
        </Suspense>
      </ErrorBoundary>
      {filtered || filterError ? [ordersCard, figures, last30] : [figures, last30, ordersCard]}
    </div>
  );
}
