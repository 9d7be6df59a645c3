import "server-only";
import { unstable_cache } from "next/cache";
import type { CountryCode } from "@/lib/country";
import type { ProductKind } from "@/lib/validation/checkout";
import { PAGE_DATA_SECONDS, pageData } from "@/server/cache/page-data";
import { getDb } from "@/server/db";
import { publicQuote } from "@/server/services/money/pricing";
import { testPaymentSummary } from "@/server/services/carts/test-payment";
import { requestDb } from "./page-db";

/** A guide's price in a region with no discount code, as the checkout page shows it (no code: no discount-check limit to count against). */
const checkoutQuote = unstable_cache(
  async (product: ProductKind, countryCode: CountryCode) => publicQuote(await getDb(), { product, countryCode }, ""),
  ["checkout-quote"],
  { tags: [pageData.prices], revalidate: PAGE_DATA_SECONDS },
);

/**
 * The checkout page's prices (src/app/checkout/[region]/[product]/page.tsx): both guides in the
 * region and the chosen one, without a discount. The page is prerendered, like the landing page,
 * so these reads use getDb() without `connection()` and are cached under the `prices` tag; a
 * link's discount code is quoted by `checkout.quote` from the browser, within its limits.
 */
export async function checkoutQuotes(product: ProductKind, countryCode: CountryCode) {
  const [fertility, intimacy, selected] = await Promise.all([
    checkoutQuote("fertility", countryCode),
    checkoutQuote("intimacy", countryCode),
    checkoutQuote(product, countryCode),
  ]);
  return { fertility, intimacy, selected };
}

/** The local test-payment page's order summary (only without Stripe keys). */
export async function testPayment(sessionId: string) {
  return testPaymentSummary(await requestDb(), sessionId);
}
