// GET /gender-swaying-2025 – gender-swaying landing page (canonical spelling) (static).
import { ProductLanding } from "@/components/product-page/product-landing";
import { genderSwaying } from "@/components/product-page/pages/gender-swaying";
import { landingMetadata } from "@/components/product-page/seo";

export const metadata = landingMetadata(genderSwaying);

export default function Page() {
  return <ProductLanding page={genderSwaying} />;
}
