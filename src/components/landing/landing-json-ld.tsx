import { coverImages } from "@/components/blog/guide-cover";
import { JsonLd } from "@/components/seo/json-ld";
import { landingSeo } from "@/content/landing-seo";
import type { WebsiteSettings } from "@/lib/settings";
import { organizationJsonLd, type ProductRatings, productJsonLd } from "@/lib/seo/structured-data";

/**
 * `/`'s structured data: the store as Organization and the guide as a Product at the price the
 * page shows, with the approved buyer reviews the page shows (none in the Organization's markup).
 */
export function LandingJsonLd({ settings, reviews }: { settings: WebsiteSettings; reviews?: ProductRatings }) {
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <JsonLd
        data={productJsonLd(
          {
            name: settings.single_guide_title,
            description: landingSeo.description,
            path: "/",
            image: coverImages.fertility,
            sku: "fertility-guide-pdf",
            price: settings.single_price,
            currency: "USD", // the landing page shows its price in dollars in every region (docs/product.md#prices)
            keywords: landingSeo.keywords,
          },
          reviews,
        )}
      />
    </>
  );
}
