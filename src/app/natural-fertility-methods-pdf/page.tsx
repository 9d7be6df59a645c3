// GET /natural-fertility-methods-pdf – natural fertility methods PDF landing page (static).
import { ProductLanding } from "@/components/product-page/product-landing";
import { naturalFertilityMethodsPdf } from "@/components/product-page/pages/natural-fertility-methods-pdf";
import { landingMetadata } from "@/components/product-page/seo";

export const metadata = landingMetadata(naturalFertilityMethodsPdf);

export default function Page() {
  return <ProductLanding page={naturalFertilityMethodsPdf} />;
}
