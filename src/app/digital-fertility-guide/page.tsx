// GET /digital-fertility-guide – digital guide product page (static, regenerated with its reviews).
import { ProductLanding } from "@/components/product-page/product-landing";
import { landingMetadata } from "@/components/product-page/seo";
import { digitalFertilityGuide } from "@/content/product-pages/digital-fertility-guide";
import { productReviews } from "@/server/queries/reviews";
import { StorefrontSheet } from "@/components/storefront-sheet";

export const metadata = landingMetadata(digitalFertilityGuide);

// Regenerated in the background at most once a minute, and on the next request after an admin
// approves, hides or answers a review (docs/product.md#reviews).
export const revalidate = 60;

export default async function Page() {
  return (
    <>
      <StorefrontSheet page="digital-fertility-guide" />
      <ProductLanding page={digitalFertilityGuide} reviews={await productReviews(digitalFertilityGuide.guide)} />
    </>
  );
}
