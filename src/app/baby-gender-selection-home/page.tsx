// GET /baby-gender-selection-home – home gender-selection landing page (static).
import { ProductLanding } from "@/components/product-page/product-landing";
import { babyGenderSelectionHome } from "@/components/product-page/pages/baby-gender-selection-home";
import { landingMetadata } from "@/components/product-page/seo";

export const metadata = landingMetadata(babyGenderSelectionHome);

export default function Page() {
  return <ProductLanding page={babyGenderSelectionHome} />;
}
