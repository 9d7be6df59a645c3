import { z } from "zod";
import { countryCodeOf, countryCodes, defaultCountryName } from "@/lib/country";
import { inputMessages, messages } from "@/lib/storefront-messages";
import { isValidEmail, limits, rawLimits, sanitized } from "./fields";

const missing = messages.checkout.missingFields.description;
const invalidEmail = messages.newsletter.invalid.description;

/** The products a checkout can sell. */
export const productKinds = ["fertility", "intimacy", "bundle"] as const;
export type ProductKind = (typeof productKinds)[number];

/** Narrows any string (a `?product=` value) to a product kind, or undefined. */
export function asProductKind(value: string | null | undefined): ProductKind | undefined {
  return productKinds.find((kind) => kind === value);
}

/** Typing caps of the checkout form's text fields. */
export const checkoutLimits = { name: limits.name, email: limits.email, address: 200, city: 100, state: 100, zipCode: 20, country: 100 } as const;

const text = (max: number) => sanitized({ rawMax: max * 10 }).default("").pipe(z.string().max(max, inputMessages.tooLong));
const email = () => sanitized({ rawMax: rawLimits.email, tooLong: invalidEmail }).transform((v) => v.toLowerCase());
const product = z.enum(productKinds).default("fertility");
const countryCode = z.enum(countryCodes).optional();
/** A discount code as typed or passed in `?discount=` (e.g. SAVE50): trimmed, upper-cased, empty → none. */
const discount = sanitized({ rawMax: 64 })
  .optional()
  .transform((v) => v?.toUpperCase() || undefined);

/** Fields the form must not leave empty (docs/product.md#checkout), in the order the form shows them. */
export const requiredCheckoutFields = ["email", "firstName", "lastName", "address", "city", "state", "zipCode", "country"] as const;

/**
 * The checkout form (docs/product.md#checkout), shared by the form and `checkout.createSession`. Every
 * missing required field gets an issue at its path with 'Please fill in all required fields'
 * (so the form can highlight each section). The server sets every amount: unknown keys a
 * client sends (amount, currency, productName, priceAmount…) are stripped by zod. Without a
 * `countryCode` the pricing region follows the form's country.
 */
export const checkoutInput = z
  .object({
    email: email().default(""),
    firstName: text(checkoutLimits.name),
    lastName: text(checkoutLimits.name),
    address: text(checkoutLimits.address),
    addressLine2: text(checkoutLimits.address).optional(),
    city: text(checkoutLimits.city),
    state: text(checkoutLimits.state),
    zipCode: text(checkoutLimits.zipCode),
    country: text(checkoutLimits.country).default(defaultCountryName),
    marketingOptIn: z.boolean().default(false),
    product,
    countryCode,
    discount,
  })
  .superRefine((v, ctx) => {
    for (const field of requiredCheckoutFields) {
      if (!v[field]) ctx.addIssue({ code: "custom", path: [field], message: missing });
    }
    if (v.email && !isValidEmail(v.email)) ctx.addIssue({ code: "custom", path: ["email"], message: invalidEmail });
  })
  .transform((v) => ({ ...v, addressLine2: v.addressLine2 || undefined, countryCode: v.countryCode ?? countryCodeOf(v.country) }));

export type CheckoutInput = z.input<typeof checkoutInput>;
export type CheckoutData = z.output<typeof checkoutInput>;

/** `checkout.quote`: the price of a product in a region, with an optional discount code. */
export const quoteInput = z.object({ product, countryCode: z.enum(countryCodes).default("US"), discount });
export type QuoteInput = z.input<typeof quoteInput>;

/** `checkout.saveCart`: sent (debounced) once the e-mail field holds a valid address. */
export const saveCartInput = z
  .object({
    email: email(),
    firstName: text(checkoutLimits.name).optional(),
    product,
    countryCode: z.enum(countryCodes).default("US"),
    discount,
    marketingOptIn: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (!isValidEmail(v.email)) ctx.addIssue({ code: "custom", path: ["email"], message: invalidEmail });
  });
export type SaveCartInput = z.input<typeof saveCartInput>;
