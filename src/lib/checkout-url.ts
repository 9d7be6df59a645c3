// The checkout page's address, built in one place for buy buttons, e-mails and payment redirects.
// Browser code imports it (the exit popup's offer links here), so it reads no settings: an absolute
// URL is given its origin by the caller, and src/env.js (with zod) stays out of the browser.
import { type CountryCode, defaultCountryCode } from "@/lib/country";
import type { ProductKind } from "@/lib/validation/checkout";

/** What a checkout link carries: the rewrites choose the page by `product` and `country` (src/lib/landing-rewrite.js), the browser reads the rest. */
export type CheckoutLink = {
  product?: ProductKind;
  /** The pricing region (docs/product.md#prices); the default region is left out so ordinary links stay short. */
  country?: CountryCode;
  /** Back from a cancelled payment: the page says nothing was charged. */
  cancelled?: boolean;
  discount?: string | null;
  /** Name the region even when it is the default: a link that restores a saved cart must. */
  pinCountry?: boolean;
};

/** `/checkout?product=…&country=…&cancelled=1&discount=…`, each parameter only when set. */
export function checkoutPath({ product, country, cancelled, discount, pinCountry }: CheckoutLink = {}): string {
  const params = new URLSearchParams();
  if (product) params.set("product", product);
  if (country && (pinCountry || country !== defaultCountryCode)) params.set("country", country);
  if (cancelled) params.set("cancelled", "1");
  if (discount) params.set("discount", discount);
  const query = params.toString();
  return query ? `/checkout?${query}` : "/checkout";
}

/** The same as an absolute URL on `origin` (the server passes the site's URL, src/lib/seo/urls.ts `siteUrl`). */
export function checkoutUrl(link: CheckoutLink, origin: string): string {
  return `${origin.replace(/\/+$/, "")}${checkoutPath(link)}`;
}
