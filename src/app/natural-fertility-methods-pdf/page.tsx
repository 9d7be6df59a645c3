// GET /natural-fertility-methods-pdf – natural fertility methods PDF landing page (static, regenerated with its reviews).
import { ProductLanding } from "@/components/product-page/product-landing";
import { landingMetadata } from "@/components/product-page/seo";
import { naturalFertilityMethodsPdf } from "@/content/product-pages/natural-fertility-methods-pdf";
import { productReviews } from "@/server/queries/reviews";
import { StorefrontSheet } from "@/components/storefront-sheet";

export const metadata = landingMetadata(naturalFertilityMethodsPdf);

// Regenerated in the background at most once a minute, and on the next request after an admin
// approves, hides or answers a review (docs/product.md#reviews).
export const revalidate = 60;

export default async function Page() {
  return (
    <>
      <StorefrontSheet page="natural-fertility-methods-pdf" />
      <ProductLanding page={naturalFertilityMethodsPdf} reviews={await productReviews(naturalFertilityMethodsPdf.guide)} />
    </>
  );
}
