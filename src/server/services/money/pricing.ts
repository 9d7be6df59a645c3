import "server-only";
import type { CountryCode } from "@/lib/country";
import { commerceMessages } from "@/lib/messages";
import { formatMoney } from "@/lib/money";
import type { ProductKind } from "@/lib/validation/checkout";
import { Prisma } from "@/generated/prisma/client";
import { sqlRows } from "@/server/db/direct-sql";
import type { Db } from "@/server/db/open";
import { AppError } from "@/server/errors";
import { rateRules, takeRateLimit } from "@/server/rate-limit";
import { getPaymentGateway } from "@/server/payments";
import type { TaxLine } from "@/server/services/tax/arithmetic";
import { billingCountryOf, checkoutTax } from "@/server/services/tax/checkout";

/** Why a discount code was or was not applied (for the server; the public answer is `PublicDiscountStatus`). */
export type DiscountStatus = "applied" | "unknown" | "inactive" | "not_started" | "expired" | "used_up" | "not_eligible";

/** What a visitor is told about a code: it applies, or it does not (never why: no oracle). */
export type PublicDiscountStatus = "applied" | "not_applicable";

/** The tables a quote reads: the client, or a transaction's client (checkout reserves a code's use in one). */
export type PricingDb = Pick<Db, "product" | "discountCode" | "order" | "taxRule" | "$queryRaw" | "$executeRaw">;

/** Where the buyer is, for tax (docs/product.md#tax): the form's country and state, and a business's VAT number. */
export type QuoteBuyer = { country?: string | null; state?: string | null; taxId?: string | null };

/** A pending order whose payment session was never recorded holds its code's use this long. */
const UNRECORDED_SESSION_HOLD_MS = 10 * 60_000;

export type Quote = {
  productId: string;
  product: ProductKind;
  productName: string;
  /** The region whose price applies (the bundle is sold at its US price everywhere). */
  priceCountry: CountryCode;
  currency: string;
  subtotal: number;
  discount: number;
  /** Tax in minor units: 0 with "Collect tax" off; inside `total` (inclusive rule) or added to it (exclusive). */
  tax: number;
  /** The tax per rate, as the summary and the order show it (none with tax off). */
  taxLines: TaxLine[];
  /** An EU business buyer accounts for the VAT: nothing charged. */
  taxReverseCharge: boolean;
  /** Tax is on and Stripe Tax adds it on the payment page. */
  taxAtPayment: boolean;
  /** "Collect tax" is on: the checkout re-prices when the country, US state or VAT number changes. */
  taxCollect: boolean;
  /** The buyer's billing country (ISO) the tax was decided for. */
  taxCountry: string;
  total: number;
  discountCode: string | null;
  /** A percent code's percent; 0 for a fixed-amount code (see `discountLabel`). */
  discountPercent: number;
  /** What the code takes off, as the summary shows it: "50%" or "$10.00". */
  discountLabel: string | null;
  discountStatus: DiscountStatus | null;
  /** `subtotal` is the price before the discount; `afterDiscount` the receipt's subtotal line (price − discount). */
  display: { subtotal: string; discount: string; afterDiscount: string; tax: string; total: string };
};

/**
 * Orders holding a use of `code` that `uses` does not count yet: pending orders whose payment
 * session is still open (or was opened in the last 10 minutes and not yet recorded). `uses`
 * counts completed orders (fulfilment increments it in the transaction that completes one), so
 * `uses + held` is every use taken; an expired or failed session releases its use by itself.
 */
export function heldUses(db: PricingDb, code: string, now: Date) {
  return db.order.count({
    where: {
      discountCodeId: code,
      status: "pending",
      OR: [{ expiresAt: { gt: now } }, { expiresAt: null, createdAt: { gt: new Date(now.getTime() - UNRECORDED_SESSION_HOLD_MS) } }],
    },
  });
}

/** A fixed code's amount off in `currency` (minor units), or null when it has none for it. */
export function fixedAmountOff(amountsOff: unknown, currency: string): number | null {
  const value = amountsOff && typeof amountsOff === "object" ? (amountsOff as Record<string, unknown>)[currency] : undefined;
  return typeof value === "number" && Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * Checks a code's state: active, started and not ended, for this product and (a fixed code)
 * this currency, uses left (completed and held by open sessions).
 */
async function findDiscount(db: PricingDb, code: string | undefined, now: Date, productId: string, currency: string) {
  if (!code) return { status: null, row: null };
  const row = await db.discountCode.findUnique({ where: { code } });
  if (!row) return { status: "unknown" as const, row: null };
  if (!row.active) return { status: "inactive" as const, row: null };
  if (row.startsAt && row.startsAt > now) return { status: "not_started" as const, row: null };
  if (row.expiresAt && row.expiresAt <= now) return { status: "expired" as const, row: null };
  if (row.productIds.length > 0 && !row.productIds.includes(productId)) return { status: "not_eligible" as const, row: null };
  if (row.kind === "fixed" && fixedAmountOff(row.amountsOff, currency) === null) return { status: "not_eligible" as const, row: null };
  if (row.maxUses !== null && row.uses + (await heldUses(db, code, now)) >= row.maxUses) return { status: "used_up" as const, row: null };
  return { status: "applied" as const, row };
}

/**
 * The product of `kind` with its prices in `countryCode` and the US (one row per price; one row
 * with null price columns when it has neither), in one statement: a quote is on every checkout
 * request, and as `findUnique` with `include` it was two statements and a query compilation
 * (docs/decisions/003-plain-sql-on-hot-paths.md).
 */
function productPrices(db: PricingDb, kind: ProductKind, countryCode: CountryCode) {
  // On the pool, not through Prisma (src/server/db/direct-sql.ts: Prisma compiles even raw queries).
  return sqlRows<{
    id: string;
    kind: string;
    name: string;
    active: boolean;
    country: string | null;
    currency: string | null;
    amount: number | null;
  }>(
    db,
    Prisma.sql`
    SELECT p."id", p."kind"::text AS "kind", p."name", p."active", pr."country"::text AS "country", pr."currency", pr."amount"
    FROM "Product" p
    LEFT JOIN "Price" pr ON pr."productId" = p."id" AND pr."country"::text IN (${countryCode}, 'US')
    WHERE p."kind"::text = ${kind}`,
  );
}

/**
 * The price of one product in a region, from the Price table (docs/product.md#prices), with a validated
 * percent discount. The server sets every amount: nothing here comes from the client but the
 * product, the region and the code. A region without a price (the bundle outside the US)
 * falls back to the US price. An invalid code is not an error: the quote says why it was not applied.
 */
export async function quote(
  db: PricingDb,
  input: { product: ProductKind; countryCode: CountryCode; discountCode?: string | null; buyer?: QuoteBuyer },
  now = new Date(),
): Promise<Quote> {
  const rows = await productPrices(db, input.product, input.countryCode);
  const product = rows[0];
  const found = rows.find((p) => p.country === input.countryCode) ?? rows.find((p) => p.country === "US");
  if (!product || !product.active || !found || found.currency === null || found.amount === null) {
    throw new AppError("NOT_FOUND", commerceMessages.productUnavailable);
  }
  const price = { country: found.country as CountryCode, currency: found.currency, amount: found.amount };

  const { status, row } = await findDiscount(db, input.discountCode ?? undefined, now, product.id, price.currency);
  const subtotal = price.amount;
  const money = (amount: number) => formatMoney(amount, price.currency);
  const fixed = row?.kind === "fixed" ? fixedAmountOff(row.amountsOff, price.currency) : null;
  const percent = row && row.kind === "percent" ? Math.min(100, Math.max(0, row.percentOff)) : 0;
  // A fixed amount never takes the price below zero.
  const discount = fixed !== null ? Math.min(fixed, subtotal) : Math.round((subtotal * percent) / 100);
  const taxCountry = billingCountryOf(input.buyer?.country, input.countryCode);
  const tax = await checkoutTax(
    db,
    subtotal - discount,
    { country: taxCountry, state: input.buyer?.state, taxId: input.buyer?.taxId },
    { stripe: () => getPaymentGateway().name === "stripe", now },
  );
  const total = tax.total;
  const discountLabel = !row ? null : fixed !== null ? money(fixed) : `${percent}%`;
  return {
    productId: product.id,
    product: product.kind as ProductKind,
    productName: product.name,
    priceCountry: price.country,
    currency: price.currency,
    subtotal,
    discount,
    tax: tax.amount,
    taxLines: tax.lines,
    taxReverseCharge: tax.reverseCharge,
    taxAtPayment: tax.atPayment,
    taxCollect: tax.collect,
    taxCountry,
    total,
    discountCode: row?.code ?? null,
    discountPercent: percent,
    discountLabel,
    discountStatus: status,
    display: {
      subtotal: money(subtotal),
      discount: money(discount),
      afterDiscount: money(subtotal - discount),
      tax: money(tax.amount),
      total: money(total),
    },
  };
}

/**
 * `checkout.quote` and the checkout page: the quote as a visitor may see it. A code is checked
 * only within the client's and the store's discount-check limits (RATE_LIMITED past them), and
 * the answer says only whether it applies, the same for a code that never existed and one that
 * is inactive, expired or used up.
 */
export async function publicQuote(
  db: Db,
  input: { product: ProductKind; countryCode: CountryCode; discountCode?: string | null; buyer?: QuoteBuyer },
  client: string,
) {
  if (input.discountCode) {
    const limit = await takeRateLimit(db, rateRules.discountCheck, client);
    if (!limit.allowed) throw new AppError("RATE_LIMITED", commerceMessages.discountRateLimited);
  }
  const { discountStatus, ...rest } = await quote(db, input);
  const status: PublicDiscountStatus | null = discountStatus === null ? null : discountStatus === "applied" ? "applied" : "not_applicable";
  return { ...rest, discountStatus: status };
}
