import "server-only";
import type { Db } from "@/server/db/open";
import { applyRate, percentOf, type TaxLine, taxName } from "./arithmetic";
import { isoCountryOf, usStateCodeOf } from "./countries";
import { findRule, type RateRule } from "./rules";
import { getTaxSettings } from "./settings";
import { isEuCountry, isReverseCharge } from "./vat";

/** The tax of one checkout, decided on the server (docs/product.md#tax). */
export type CheckoutTax = {
  /** Minor units: inside the price (inclusive) or added to it (exclusive). */
  amount: number;
  /** What the buyer pays. */
  total: number;
  lines: TaxLine[];
  reverseCharge: boolean;
  /** Tax is on and Stripe Tax computes it on its payment page (the quote cannot know it yet). */
  atPayment: boolean;
  /** "Collect tax" is on: the buyer's country, state and VAT number may change the tax. */
  collect: boolean;
};

export type TaxWhere = {
  /** ISO code of the buyer's billing country. */
  country: string;
  /** As typed on the form (US only). */
  state?: string | null;
  /** The business buyer's VAT number, if any. */
  taxId?: string | null;
};

const none = (price: number, collect: boolean, atPayment = false): CheckoutTax => ({
  amount: 0,
  total: price,
  lines: [],
  reverseCharge: false,
  atPayment,
  collect,
});

/** The rules that may apply in a country (a handful of rows; read only with tax on). */
const rulesFor = (db: Pick<Db, "taxRule">, country: string): Promise<RateRule[]> => db.taxRule.findMany({ where: { country } });

/** The pure part: the tax on `price` (minor units, after any discount) under `rule`. */
export function taxOnPrice(price: number, where: TaxWhere, rule: RateRule | null, sellerCountry: string): CheckoutTax {
  if (isReverseCharge({ buyerCountry: where.country, sellerCountry, taxId: where.taxId }))
    return { ...none(price, true), reverseCharge: true };
  if (!rule || rule.rate === 0) return none(price, true);
  const { tax, total } = applyRate(price, rule);
  const line: TaxLine = {
    country: rule.country,
    ...(rule.state ? { state: rule.state } : {}),
    rate: rule.rate,
    amount: tax,
    inclusive: rule.inclusive,
    label: `${taxName(rule.country, isEuCountry(rule.country))} ${percentOf(rule.rate)}`,
  };
  return { amount: tax, total, lines: [line], reverseCharge: false, atPayment: false, collect: true };
}

/**
 * The checkout's tax on `price`: none with "Collect tax" off (the default); with Stripe it is
 * Stripe Tax's on the payment page; otherwise the owner's rule for the buyer's country (and US
 * state) today, or the reverse charge for an EU business buyer.
 */
export async function checkoutTax(
  db: Pick<Db, "$queryRaw" | "taxRule">,
  price: number,
  where: TaxWhere,
  opts: { stripe: () => boolean; now?: Date },
): Promise<CheckoutTax> {
  const settings = await getTaxSettings(db);
  if (!settings.collect) return none(price, false);
  if (opts.stripe()) return none(price, true, true);
  const state = where.country === "US" ? usStateCodeOf(where.state) : null;
  const rule = findRule(await rulesFor(db, where.country), { country: where.country, state }, opts.now ?? new Date());
  return taxOnPrice(price, where, rule, settings.sellerCountry);
}

/** The buyer's billing country as an ISO code: the form's country, else the pricing region's. */
export function billingCountryOf(country: string | null | undefined, region: string): string {
  return isoCountryOf(country) ?? (region === "UK" ? "GB" : region);
}
