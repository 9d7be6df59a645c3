import { adminPage } from "@/app/admin/admin-page";
import { DiscountCodes } from "@/components/admin/codes/discount-codes";

/** Discount codes (docs/discounts-and-stamping.md): create, change, deactivate; uses, remaining and revenue per code. */
const page = adminPage("/admin/codes", {
  heading: "Discount codes",
  description:
    "Codes buyers type at checkout or arrive with in a ?discount= link. A code is the same whatever its case; its text cannot change once orders use it.",
  body: async ({ api }) => {
    await api.discounts.list.prefetch();
    return <DiscountCodes />;
  },
});

export const metadata = page.metadata;
export default page.Page;
