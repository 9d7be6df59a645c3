import "server-only";
import type { CountryCode } from "@/lib/country";
import type { ProductKind } from "@/lib/validation/checkout";
import { quote } from "@/server/services/pricing";
import { testPaymentSummary } from "@/server/services/test-payment";
import { requestDb } from "./page-db";

/** The checkout page's prices: both guides in the region, and the chosen product with the discount. */
export async function checkoutQuotes(opts: { product: ProductKind; countryCode: CountryCode; discount?: string }) {
  const db = await requestDb();
  const [fertility, intimacy, selected] = await Promise.all([
    quote(db, { product: "fertility", countryCode: opts.countryCode }),
    quote(db, { product: "intimacy", countryCode: opts.countryCode }),
    quote(db, { product: opts.product, countryCode: opts.countryCode, discountCode: opts.discount }),
  ]);
  return { fertility, intimacy, selected };
}

/** The local test-payment page's order summary (only without Stripe keys). */
export async function testPayment(sessionId: string) {
  return testPaymentSummary(await requestDb(), sessionId);
}
