import "server-only";
import type { CountryCode } from "@/lib/country";
import { commerceMessages } from "@/lib/messages";
import { formatMoney } from "@/lib/money";
import type { ProductKind } from "@/lib/validation/checkout";
import type { Db } from "@/server/db/open";
import { AppError } from "@/server/errors";

/** Why a discount code was or was not applied. */
export type DiscountStatus = "applied" | "unknown" | "inactive" | "expired" | "used_up";

export type Quote = {
  productId: string;
  product: ProductKind;
  productName: string;
  /** The region whose price applies (the bundle is sold at its US price everywhere). */
  priceCountry: CountryCode;
  currency: string;
  subtotal: number;
  discount: number;
  tax: 0;
  total: number;
  discountCode: string | null;
  discountPercent: number;
  discountStatus: DiscountStatus | null;
  display: { subtotal: string; discount: string; tax: string; total: string };
};

/** Checks a code's state: active, not expired, uses left. */
async function findDiscount(db: Db, code: string | undefined, now: Date) {
  if (!code) return { status: null, row: null };
  const row = await db.discountCode.findUnique({ where: { code } });
  if (!row) return { status: "unknown" as const, row: null };
  if (!row.active) return { status: "inactive" as const, row: null };
  if (row.expiresAt && row.expiresAt <= now) return { status: "expired" as const, row: null };
  if (row.maxUses !== null && row.uses >= row.maxUses) return { status: "used_up" as const, row: null };
  return { status: "applied" as const, row };
}

/**
 * The price of one product in a region, from the Price table (SPEC §9), with a validated
 * percent discount. The server sets every amount: nothing here comes from the client but the
 * product, the region and the code. A region without a price (the bundle outside the US)
 * falls back to the US price. An invalid code is not an error: the quote says why it was not applied.
 */
export async function quote(
  db: Db,
  input: { product: ProductKind; countryCode: CountryCode; discountCode?: string | null },
  now = new Date(),
): Promise<Quote> {
  const product = await db.product.findUnique({
    where: { kind: input.product },
    include: { prices: { where: { country: { in: [input.countryCode, "US"] } } } },
  });
  const price =
    product?.prices.find((p) => p.country === input.countryCode) ?? product?.prices.find((p) => p.country === "US");
  if (!product || !product.active || !price) throw new AppError("NOT_FOUND", commerceMessages.productUnavailable);

  const { status, row } = await findDiscount(db, input.discountCode ?? undefined, now);
  const percent = row ? Math.min(100, Math.max(0, row.percentOff)) : 0;
  const subtotal = price.amount;
  const discount = Math.round((subtotal * percent) / 100);
  const total = subtotal - discount;
  const money = (amount: number) => formatMoney(amount, price.currency);
  return {
    productId: product.id,
    product: product.kind,
    productName: product.name,
    priceCountry: price.country,
    currency: price.currency,
    subtotal,
    discount,
    tax: 0,
    total,
    discountCode: row?.code ?? null,
    discountPercent: percent,
    discountStatus: status,
    display: { subtotal: money(subtotal), discount: money(discount), tax: money(0), total: money(total) },
  };
}
