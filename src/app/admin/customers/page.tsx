import { adminPage } from "@/app/admin/admin-page";
import { CustomerView } from "@/components/admin/orders/customer-view";
import { customerInput } from "@/lib/validation/order-search";

/** One customer by e-mail (`/admin/customers?email=…`, docs/orders.md), read on the server and hydrated. */
const page = adminPage(
  { path: "/admin/customers", title: "Customer" },
  {
    body: async ({ api, searchParams }) => {
      const raw = Array.isArray(searchParams.email) ? searchParams.email[0] : searchParams.email;
      const parsed = raw ? customerInput.safeParse({ email: raw }) : null;
      if (parsed?.success) await api.customers.get.prefetch(parsed.data);
      return <CustomerView email={parsed?.success ? parsed.data.email : raw} />;
    },
  },
);

export const metadata = page.metadata;
export default page.Page;
