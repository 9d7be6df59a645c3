// GET /baby-gender-selection-home – home gender-selection landing page (static).
import { ProductLanding } from "@/components/product-page/product-landing";
import { landingMetadata } from "@/components/product-page/seo";
import { babyGenderSelectionHome } from "@/content/product-pages/baby-gender-selection-home";

export const metadata = landingMetadata(babyGenderSelectionHome);

export default function Page() {
  return <ProductLanding page={babyGenderSelectionHome} />;
}
