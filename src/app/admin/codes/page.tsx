import { adminPage } from "@/app/admin/admin-page";
import { DiscountCodesPanel } from "@/components/admin/discount-codes/discount-codes-panel";

/** Discount codes (docs/discounts-and-stamping.md): create, change, deactivate; uses, remaining and revenue per code. */
const page = adminPage("/admin/codes", {
  description:
    "Codes buyers type at checkout or arrive with in a ?discount= link. A code is the same whatever its case; its text cannot change once orders use it.",
  body: async ({ api }) => {
    await api.discounts.list.prefetch();
    return <DiscountCodesPanel />;
  },
});

export const metadata = page.metadata;
export default page.Page;
