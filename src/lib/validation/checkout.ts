import * as z from "zod/mini";
import { countryCodeOf, countryCodes, defaultCountryName } from "@/lib/country";
import { inputMessages, messages } from "@/lib/storefront-messages";
import { sanitized } from "./form-fields";
import { businessOf, checkoutLimits, productKinds, requiredCheckoutFields } from "./form-constants";
import { isValidEmail, rawLimits } from "./text";

// The zod-free constants live in ./form-constants.ts (client components import them from there).
export { asProductKind, type ProductKind, productKinds } from "./form-constants";

const missing = messages.checkout.missingFields.description;
const invalidEmail = messages.newsletter.invalid.description;

// zod/mini, as the storefront's other form schemas (./form-fields.ts says why).
const text = (max: number) =>
  z.pipe(z._default(sanitized({ rawMax: max * 10 }), ""), z.string().check(z.maxLength(max, inputMessages.tooLong)));
const email = () =>
  z.pipe(
    sanitized({ rawMax: rawLimits.email, tooLong: invalidEmail }),
    z.transform((v: string) => v.toLowerCase()),
  );
const product = z._default(z.enum(productKinds), "fertility");
const countryCode = z.optional(z.enum(countryCodes));
/** A discount code as typed or passed in `?discount=` (e.g. SAVE50): trimmed, upper-cased, empty → none. */
const discount = z.pipe(
  z.optional(sanitized({ rawMax: 64 })),
  z.transform((v: string | undefined) => v?.toUpperCase() || undefined),
);

/** "I need a business invoice" (docs/product.md#invoices): a name, and optionally an address and a VAT or ABN number. */
const business = z.optional(
  z.object({
    name: text(checkoutLimits.businessName),
    address: text(checkoutLimits.businessAddress),
    taxId: text(checkoutLimits.taxId),
  }),
);

/**
 * The checkout form (docs/product.md#checkout), shared by the form and `checkout.createSession`. Every
 * missing required field gets an issue at its path with 'Please fill in all required fields'
 * (so the form can highlight each section). The server sets every amount: unknown keys a
 * client sends (amount, currency, productName, priceAmount…) are stripped by zod. Without a
 * `countryCode` the pricing region follows the form's country.
 */
export const checkoutInput = z.pipe(
  z
    .object({
      email: z._default(email(), ""),
      firstName: text(checkoutLimits.name),
      lastName: text(checkoutLimits.name),
      address: text(checkoutLimits.address),
      addressLine2: z.optional(text(checkoutLimits.address)),
      city: text(checkoutLimits.city),
      state: text(checkoutLimits.state),
      zipCode: text(checkoutLimits.zipCode),
      country: z._default(text(checkoutLimits.country), defaultCountryName),
      marketingOptIn: z._default(z.boolean(), false),
      product,
      countryCode,
      discount,
      business,
    })
    .check(
      z.superRefine((v, ctx) => {
        for (const field of requiredCheckoutFields) {
          if (!v[field]) ctx.addIssue({ code: "custom", path: [field], message: missing });
        }
        if (v.email && !isValidEmail(v.email)) ctx.addIssue({ code: "custom", path: ["email"], message: invalidEmail });
        if (v.business && !v.business.name) ctx.addIssue({ code: "custom", path: ["business", "name"], message: missing });
      }),
    ),
  z.transform((v) => ({
    ...v,
    addressLine2: v.addressLine2 || undefined,
    countryCode: v.countryCode ?? countryCodeOf(v.country),
    business: businessOf(v.business),
  })),
);

export type CheckoutInput = z.input<typeof checkoutInput>;
export type CheckoutData = z.output<typeof checkoutInput>;

/** `checkout.quote`: the price of a product in a region, with an optional discount code. */
export const quoteInput = z.object({
  product,
  countryCode: z._default(z.enum(countryCodes), "US"),
  discount,
  /** The form's billing country, state and a business buyer's VAT number: the tax line (docs/product.md#tax). */
  country: z.optional(text(checkoutLimits.country)),
  state: z.optional(text(checkoutLimits.state)),
  taxId: z.optional(text(64)),
});

/** `checkout.saveCart`: sent (debounced) once the e-mail field holds a valid address. */
export const saveCartInput = z
  .object({
    email: email(),
    firstName: z.optional(text(checkoutLimits.name)),
    product,
    countryCode: z._default(z.enum(countryCodes), "US"),
    discount,
    marketingOptIn: z._default(z.boolean(), false),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (!isValidEmail(v.email)) ctx.addIssue({ code: "custom", path: ["email"], message: invalidEmail });
    }),
  );
export type SaveCartInput = z.input<typeof saveCartInput>;
