import { adminPage } from "@/components/admin/admin-page";
import { OrdersDashboard } from "@/components/admin/orders/orders-dashboard";

/**
 * The admin dashboard's front page: revenue, the 30-day chart and the live orders table. The
 * figures and the orders are read on the server and arrive in the HTML (the client's queries
 * start with them); the live feed opens in the browser.
 */
const page = adminPage("/admin", {
  body: async ({ api }) => {
    await Promise.all([api.orders.list.prefetch(), api.orders.stats.prefetch(), api.orders.chart.prefetch()]);
    return <OrdersDashboard />;
  },
});

export const metadata = page.metadata;
export default page.Page;
