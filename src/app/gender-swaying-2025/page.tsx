// GET /gender-swaying-2025 – gender-swaying landing page (canonical spelling) (static, regenerated with its reviews).
import { ProductLanding } from "@/components/product-page/product-landing";
import { landingMetadata } from "@/components/product-page/seo";
import { genderSwaying } from "@/content/product-pages/gender-swaying";
import { productReviews } from "@/server/queries/reviews";
import { StorefrontSheet } from "@/components/storefront-sheet";

export const metadata = landingMetadata(genderSwaying);

// Regenerated in the background at most once a minute, and on the next request after an admin
// approves, hides or answers a review (docs/product.md#reviews).
export const revalidate = 60;

export default async function Page() {
  return (
    <>
      <StorefrontSheet page="gender-swaying-2025" />
      <ProductLanding page={genderSwaying} reviews={await productReviews(genderSwaying.guide)} />
    </>
  );
}
