import type { CheckoutInput } from "@/lib/validation/checkout";
import { callerFor } from "./helpers";

let n = 0;

/** A complete checkout form for a fresh buyer (a real-looking domain: admin lists hide example.com). */
export function checkoutForm(override: Partial<CheckoutInput> = {}): CheckoutInput {
  n += 1;
  return {
    email: `buyer${n}.${process.pid}@mail.fertility-buyers.org`,
    firstName: "Jane",
    lastName: "Doe",
    address: "1 Main St",
    city: "Springfield",
    state: "IL",
    zipCode: "62701",
    country: "United States",
    marketingOptIn: false,
    product: "fertility",
    ...override,
  };
}

/** Opens a checkout session through the router, as the checkout page does. */
export async function startCheckout(override: Partial<CheckoutInput> = {}) {
  return (await callerFor()).checkout.createSession(checkoutForm(override));
}
