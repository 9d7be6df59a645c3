import { adminPage } from "@/app/admin/admin-page";
import { OrdersDashboard } from "@/components/admin/orders/orders-dashboard";
import { orderSearchMessages } from "@/lib/messages";
import { filtersFromParams, orderFilters, searchInputOf } from "@/lib/validation/order-search";

/** The search params of a page as URLSearchParams (the first of a repeated key). */
function paramsOf(searchParams: Record<string, string | string[] | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) params.set(key, first);
  }
  return params;
}

/**
 * The admin dashboard's front page: revenue, the 30-day chart and the live orders table with its
 * search and filters (read from the URL: docs/orders.md). The figures and the first page of
 * orders are read on the server and arrive in the HTML, the chart and the undelivered count
 * stream in after them; the live feed opens in the browser.
 */
const page = adminPage("/admin", {
  body: async ({ api, searchParams }) => {
    const parsed = orderFilters.safeParse(filtersFromParams(paramsOf(searchParams)));
    const filters = parsed.success ? parsed.data : {};
    // A reversed range is refused by the search too; said here so the page asks nothing.
    const reversed = filters.from && filters.to && filters.from > filters.to;
    const filterError = parsed.success ? (reversed ? orderSearchMessages.reversedRange : undefined) : parsed.error.issues[0]?.message;
    // The chart and the count of undelivered links grow with the store's history
    // (docs/performance.md#orders-at-scale): they are started here but not waited for, and stream
    // into the same response when ready (the chart keeps its place meanwhile). The first page of
    // orders and the figures come with the first bytes.
    void api.orders.chart.prefetch();
    void api.orders.undelivered.prefetch();
    await Promise.all([filterError ? null : api.orders.search.prefetchInfinite(searchInputOf(filters)), api.orders.stats.prefetch()]);
    return <OrdersDashboard filters={filters} filterError={filterError} />;
  },
});

export const metadata = page.metadata;
export default page.Page;
