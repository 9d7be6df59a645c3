import { limits } from "./text";

// The storefront forms' constants with no validation library: client components and the
// hand-written browser checks (./form-check.ts) read them from here without pulling zod into the
// page; the zod schemas (./checkout.ts, ./newsletter.ts) re-export them
// (docs/decisions/004-no-zod-in-the-browser.md).

/** The products a checkout can sell. */
export const productKinds = ["fertility", "intimacy", "bundle"] as const;
export type ProductKind = (typeof productKinds)[number];

/** Narrows any string (a `?product=` value) to a product kind, or undefined. */
export function asProductKind(value: string | null | undefined): ProductKind | undefined {
  return productKinds.find((kind) => kind === value);
}

/** Typing caps of the checkout form's text fields. */
export const checkoutLimits = {
  name: limits.name,
  email: limits.email,
  address: 200,
  city: 100,
  state: 100,
  zipCode: 20,
  country: 100,
  businessName: 200,
  businessAddress: 300,
  taxId: 32,
} as const;

/** The checkout's business details as kept on the order: empty optional parts become undefined. */
export function businessOf(b: { name: string; address: string; taxId: string } | undefined) {
  return b ? { name: b.name, address: b.address || undefined, taxId: b.taxId || undefined } : undefined;
}

/** Fields the form must not leave empty (docs/product.md#checkout), in the order the form shows them. */
export const requiredCheckoutFields = ["email", "firstName", "lastName", "address", "city", "state", "zipCode", "country"] as const;

/** Where a lead-magnet claim came from: the exit popup on most pages, its blog variant on articles. */
export const leadSources = ["exit_intent_popup", "blog_exit_intent_popup"] as const;
