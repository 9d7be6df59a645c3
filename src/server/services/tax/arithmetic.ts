import "server-only";
// Tax arithmetic in minor units (docs/product.md#tax). Pure: no database, no clock.

/** One tax charged on an order, as stored in `Order.taxLines`. */
export type TaxLine = {
  /** ISO 3166 country code (GB for the United Kingdom). */
  country: string;
  /** US state code, when the rule was a state's. */
  state?: string;
  /** Basis points: 1000 is 10 %. */
  rate: number;
  /** Minor units. */
  amount: number;
  inclusive: boolean;
  /** What the buyer reads: "GST 10%", "VAT 20%", "Sales tax 7.25%". */
  label: string;
};

const BASIS = 10_000;

/** The tax inside a price that already includes it: gross × r / (1 + r), rounded to the minor unit. */
export function inclusiveTax(gross: number, rate: number): number {
  return Math.round((gross * rate) / (BASIS + rate));
}

/** The tax added on top of a net price: net × r, rounded to the minor unit. */
export function exclusiveTax(net: number, rate: number): number {
  return Math.round((net * rate) / BASIS);
}

/** A rate in basis points as a person reads it: 1000 → "10%", 725 → "7.25%". */
export function percentOf(rate: number): string {
  return `${Number((rate / 100).toFixed(2))}%`;
}

const vatCountries = new Set(["GB", "NO", "CH", "IS", "LI"]);
const gstCountries = new Set(["AU", "NZ", "SG", "IN", "MY"]);

/** The tax's usual name where it is charged: GST, VAT or sales tax (the US and Canada's provinces aside). */
export function taxName(country: string, eu: boolean): string {
  if (gstCountries.has(country) || country === "CA") return "GST";
  if (country === "US") return "Sales tax";
  if (eu || vatCountries.has(country)) return "VAT";
  return "Tax";
}

/**
 * What the buyer pays on a price (after any discount) under one rule: an inclusive rule takes
 * the tax out of the price (the total stays the price), an exclusive one adds it.
 */
export function applyRate(price: number, rule: { rate: number; inclusive: boolean }) {
  const tax = rule.inclusive ? inclusiveTax(price, rule.rate) : exclusiveTax(price, rule.rate);
  const total = rule.inclusive ? price : price + tax;
  return { tax, net: total - tax, total };
}

/**
 * The share of an order's tax a refund gives back, pro rata to the money refunded. Counted on the
 * cumulative refunded total (`refundedAmount` is what was refunded before this refund), so the
 * shares of refunds that together return the whole order add up to exactly its tax.
 */
export function refundTaxShare(order: { amount: number; taxAmount: number; refundedAmount?: number }, refundAmount: number): number {
  if (order.amount <= 0 || order.taxAmount <= 0 || refundAmount <= 0) return 0;
  const before = Math.min(order.refundedAmount ?? 0, order.amount);
  const after = Math.min(before + refundAmount, order.amount);
  const upTo = (refunded: number) => Math.round((order.taxAmount * refunded) / order.amount);
  return upTo(after) - upTo(before);
}
