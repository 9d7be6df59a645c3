// GET /baby-gender-selection-home – home gender-selection landing page (static, regenerated with its reviews).
import { ProductLanding } from "@/components/product-page/product-landing";
import { landingMetadata } from "@/components/product-page/seo";
import { babyGenderSelectionHome } from "@/content/product-pages/baby-gender-selection-home";
import { productReviews } from "@/server/queries/reviews";
import { StorefrontSheet } from "@/components/storefront-sheet";

export const metadata = landingMetadata(babyGenderSelectionHome);

// Regenerated in the background at most once a minute, and on the next request after an admin
// approves, hides or answers a review (docs/product.md#reviews).
export const revalidate = 60;

export default async function Page() {
  return (
    <>
      <StorefrontSheet page="baby-gender-selection-home" />
      <ProductLanding page={babyGenderSelectionHome} reviews={await productReviews(babyGenderSelectionHome.guide)} />
    </>
  );
}
