import { adminPage } from "@/app/admin/admin-page";
import { OrderDetail } from "@/components/admin/orders/order-detail";

/**
 * One order (docs/orders.md): every field, its timeline, its actions. Read on the server and
 * hydrated; an unknown id shows the API's "This order does not exist." in the page.
 */
const page = adminPage<{ id: string }>(
  { path: "/admin/orders/[id]", title: "Order" },
  {
    body: async ({ api, params }) => {
      const orderId = decodeURIComponent(params.id);
      await api.orders.get.prefetch({ orderId });
      return <OrderDetail orderId={orderId} />;
    },
  },
);

export const metadata = page.metadata;
export default page.Page;
