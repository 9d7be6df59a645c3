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
 * orders are read on the server and arrive in the HTML; the live feed opens in the browser.
 */
const page = adminPage("/admin", {
  body: async ({ api, searchParams }) => {
    const parsed = orderFilters.safeParse(filtersFromParams(paramsOf(searchParams)));
    const filters = parsed.success ? parsed.data : {};
    // A reversed range is refused by the search too; said here so the page asks nothing.
    const reversed = filters.from && filters.to && filters.from > filters.to;
    const filterError = parsed.success ? (reversed ? orderSearchMessages.reversedRange : undefined) : parsed.error.issues[0]?.message;
    await Promise.all([
      filterError ? null : api.orders.search.prefetchInfinite(searchInputOf(filters)),
      api.orders.stats.prefetch(),
      api.orders.chart.prefetch(),
      api.orders.undelivered.prefetch(),
    ]);
    return <OrdersDashboard filters={filters} filterError={filterError} />;
  },
});

export const metadata = page.metadata;
export default page.Page;
