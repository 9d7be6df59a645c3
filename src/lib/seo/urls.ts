// Absolute URLs for canonical links, JSON-LD and the sitemap, plus the checkout link of buy buttons.
import type { CountryCode, GuideKey } from "@/content/types";
import { env } from "@/env";

/** The site's origin without a trailing slash, from NEXT_PUBLIC_SITE_URL. */
export const siteUrl = env.NEXT_PUBLIC_SITE_URL.replace(/\/+$/, "");

/** Absolute URL of a site path ("/" is the home page). */
export function absoluteUrl(path: string): string {
  return path === "/" ? `${siteUrl}/` : `${siteUrl}${path.startsWith("/") ? path : `/${path}`}`;
}

/**
 * Where a buy button leads: /checkout with the product, and the pricing region when the page is
 * regional (SPEC §7). The US default is left out so ordinary pages keep the short link.
 */
export function checkoutHref(product: GuideKey, country?: CountryCode): string {
  const params = new URLSearchParams({ product });
  if (country && country !== "US") params.set("country", country);
  return `/checkout?${params.toString()}`;
}
