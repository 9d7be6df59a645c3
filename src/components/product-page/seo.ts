// Metadata and structured data of a product or regional landing page.
import type { Metadata } from "next";
import { coverImages } from "@/components/blog/guide-cover";
import { pageMetadata } from "@/lib/seo/metadata";
import { type ProductRatings, productJsonLd } from "@/lib/seo/structured-data";
import type { ProductLanding } from "@/content/product-pages/types";

/** Home > page, as shown and as BreadcrumbList. */
export function landingCrumbs(page: ProductLanding) {
  return [
    { name: "Home", href: "/" },
    { name: page.crumb, href: page.path },
  ];
}

/** The page's metadata; the canonical is the page's own path even when served under a twin spelling. */
export function landingMetadata(page: ProductLanding): Metadata {
  return pageMetadata({ ...page.seo, path: page.path });
}

/** Product JSON-LD with the page's offer (docs/product.md#prices) and the approved reviews it shows (docs/product.md#reviews). */
export function landingProductJsonLd(page: ProductLanding, ratings?: ProductRatings) {
  return productJsonLd(
    {
      name: page.productName,
      description: page.seo.description,
      path: page.path,
      image: coverImages[page.guide],
      sku: `${page.guide}-guide-pdf`,
      price: page.offer.price,
      currency: page.offer.currency,
      keywords: page.seo.keywords,
    },
    ratings,
  );
}
