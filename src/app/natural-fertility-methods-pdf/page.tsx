// GET /natural-fertility-methods-pdf – natural fertility methods PDF landing page (static).
import { ProductLanding } from "@/components/product-page/product-landing";
import { landingMetadata } from "@/components/product-page/seo";
import { naturalFertilityMethodsPdf } from "@/content/product-pages/natural-fertility-methods-pdf";

export const metadata = landingMetadata(naturalFertilityMethodsPdf);

export default function Page() {
  return <ProductLanding page={naturalFertilityMethodsPdf} />;
}
