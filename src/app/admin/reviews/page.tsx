import { adminPage } from "@/app/admin/admin-page";
import { ReviewsPanel } from "@/components/admin/reviews/reviews-panel";

/** Buyers' reviews (docs/product.md#reviews): approve, hide or reply; approved ones show on the guide's pages. */
const page = adminPage("/admin/reviews", {
  description:
    "Ratings from buyers, asked for by e-mail the set days after payment (Settings). Only approved reviews show on the guide's pages, as “Verified buyer”.",
  body: async ({ api }) => {
    await api.reviews.list.prefetchInfinite({ status: "pending", limit: 25 });
    return <ReviewsPanel />;
  },
});

export const metadata = page.metadata;
export default page.Page;
