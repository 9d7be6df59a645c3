import { OrdersDashboard } from "@/components/admin/orders/orders-dashboard";
import { requireAdminPage } from "@/server/auth/require-admin";

export const metadata = { title: "Orders" };

/** The admin dashboard's front page: revenue, the 30-day chart and the live orders table. */
export default async function AdminOrdersPage() {
  await requireAdminPage("/admin");
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">Orders</h1>
      <OrdersDashboard />
    </>
  );
}
