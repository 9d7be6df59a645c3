// GET /digital-fertility-guide – digital guide product page (static).
import { ProductLanding } from "@/components/product-page/product-landing";
import { digitalFertilityGuide } from "@/components/product-page/pages/digital-fertility-guide";
import { landingMetadata } from "@/components/product-page/seo";

export const metadata = landingMetadata(digitalFertilityGuide);

export default function Page() {
  return <ProductLanding page={digitalFertilityGuide} />;
}
