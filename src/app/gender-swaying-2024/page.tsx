// GET /gender-swaying-2024 – gender-swaying landing page; same page as /gender-swaying-2025, whose URL is its canonical (static).
import { ProductLanding } from "@/components/product-page/product-landing";
import { landingMetadata } from "@/components/product-page/seo";
import { genderSwaying } from "@/content/product-pages/gender-swaying";

export const metadata = landingMetadata(genderSwaying);

export default function Page() {
  return <ProductLanding page={genderSwaying} />;
}
