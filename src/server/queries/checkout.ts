import "server-only";
import { headers } from "next/headers";
import type { CountryCode } from "@/lib/country";
import type { ProductKind } from "@/lib/validation/checkout";
import { AppError } from "@/server/errors";
import { clientKey } from "@/server/http/client-address";
import { publicQuote, quote } from "@/server/services/money/pricing";
import { testPaymentSummary } from "@/server/services/carts/test-payment";
import { requestDb } from "./page-db";

/**
 * The checkout page's prices: both guides in the region, and the chosen product with the
 * discount as a visitor may see it (`publicQuote`: counted against the discount-check limit,
 * since the page would otherwise answer which codes exist). Past that limit the page shows the
 * regular price and says the code does not apply, rather than an error page.
 */
export async function checkoutQuotes(opts: { product: ProductKind; countryCode: CountryCode; discount?: string }) {
  const db = await requestDb();
  const client = clientKey(await headers());
  const selected = (discountCode?: string) =>
    publicQuote(db, { product: opts.product, countryCode: opts.countryCode, discountCode }, client);
  const [fertility, intimacy, chosen] = await Promise.all([
    quote(db, { product: "fertility", countryCode: opts.countryCode }),
    quote(db, { product: "intimacy", countryCode: opts.countryCode }),
    selected(opts.discount).catch(async (error: unknown) => {
      if (!(error instanceof AppError && error.code === "RATE_LIMITED")) throw error;
      return { ...(await selected(undefined)), discountStatus: "not_applicable" as const };
    }),
  ]);
  return { fertility, intimacy, selected: chosen };
}

/** The local test-payment page's order summary (only without Stripe keys). */
export async function testPayment(sessionId: string) {
  return testPaymentSummary(await requestDb(), sessionId);
}
