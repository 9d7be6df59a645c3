import { z } from "zod";
import { discountMessages as m } from "@/lib/messages";
import { currencySymbols } from "@/lib/money";
import { productKinds } from "./checkout";
import { jsonBoolean, jsonInteger, sanitized } from "./fields";

/** The currencies a fixed code can have an amount in (the store's price currencies). */
export const discountCurrencies = Object.keys(currencySymbols) as ["usd", "gbp", "aud"];
export type DiscountCurrency = (typeof discountCurrencies)[number];

/**
 * A code's text as an admin types it: letters, digits and dashes, stored upper-case, the way the
 * checkout reads `?discount=` and its code field (validation/checkout.ts) — so "spring-25" and
 * "SPRING-25" are one code.
 */
export const discountCodeText = z
  .string({ error: m.codeFormat })
  .trim()
  .regex(/^[A-Za-z0-9-]{1,32}$/, m.codeFormat)
  .transform((code) => code.toUpperCase())
  .meta({ description: "The code: 1–32 letters, digits and hyphens, any case (kept in capitals)." });

const percentOff = jsonInteger(m.percentRange, 1, 100);
/** Minor units (cents, pence), as prices are stored: 1–10,000,000. */
const amountOff = jsonInteger(m.amountInvalid, 1, 10_000_000);
const amountsOff = z.partialRecord(z.enum(discountCurrencies), amountOff);
const maxUses = jsonInteger(m.maxUses, 1, 1_000_000).nullable();
// Dates a person means: a stray year (-198400, 275760) would not fit the database's timestamp.
const when = z.coerce
  .date<Date>({ error: m.dateRange })
  .min(new Date("2000-01-01T00:00:00Z"), m.dateRange)
  .max(new Date("2100-01-01T00:00:00Z"), m.dateRange)
  .nullable()
  .meta({ format: "date-time", description: "An ISO 8601 time between 2000 and 2100, e.g. 2030-01-01T00:00:00Z; null for none." });
const description = sanitized({ rawMax: 200, tooLong: m.descriptionTooLong }).pipe(z.string().max(200, m.descriptionTooLong));

/** The fields an admin sets on a code (all but its text). A percent code has `percentOff`; a fixed one `amountsOff`. */
const fields = {
  kind: z.enum(["percent", "fixed"]),
  percentOff: percentOff.optional(),
  amountsOff: amountsOff.optional(),
  /** The products it applies to; empty = every product. */
  products: z.array(z.enum(productKinds)).max(productKinds.length),
  maxUses,
  startsAt: when,
  expiresAt: when,
  active: jsonBoolean(),
  description,
};

/** `discounts.create`. Cross-field rules (end after start, a percent or amounts for the kind) are the service's. */
export const discountCreateInput = z.object({
  code: discountCodeText,
  ...fields,
  products: fields.products.default([]),
  maxUses: maxUses.default(null),
  startsAt: when.default(null),
  expiresAt: when.default(null),
  active: jsonBoolean().default(true),
  description: description.default(""),
});
export type DiscountCreateInput = z.input<typeof discountCreateInput>;

/** `discounts.update`: the code (its text cannot change: orders refer to it) and any fields to change. */
export const discountUpdateInput = z.object({
  code: discountCodeText,
  kind: fields.kind.optional(),
  percentOff: percentOff.optional(),
  amountsOff: amountsOff.optional(),
  products: fields.products.optional(),
  maxUses: maxUses.optional(),
  startsAt: when.optional(),
  expiresAt: when.optional(),
  active: jsonBoolean().optional(),
  description: description.optional(),
});
export type DiscountUpdateInput = z.input<typeof discountUpdateInput>;

/** `discounts.deactivate`. */
export const discountCodeInput = z.object({ code: discountCodeText });
