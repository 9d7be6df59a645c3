// GET /digital-fertility-guide – digital guide product page (static).
import { ProductLanding } from "@/components/product-page/product-landing";
import { landingMetadata } from "@/components/product-page/seo";
import { digitalFertilityGuide } from "@/content/product-pages/digital-fertility-guide";

export const metadata = landingMetadata(digitalFertilityGuide);

export default function Page() {
  return <ProductLanding page={digitalFertilityGuide} />;
}
