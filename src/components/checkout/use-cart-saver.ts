"use client";

import { useEffect } from "react";
import { type Control, useWatch } from "react-hook-form";
import type { CountryCode } from "@/lib/country";
import { isValidEmail } from "@/lib/validation/text";
import type { CheckoutInput, ProductKind } from "@/lib/validation/checkout";
import { api } from "@/trpc/react";

/** How long typing must pause before the cart is saved. */
export const CART_SAVE_DEBOUNCE_MS = 1500;

type Cart = {
  email: string;
  firstName?: string;
  product: ProductKind;
  countryCode: CountryCode;
  discount?: string;
  marketingOptIn: boolean;
};

/**
 * Saves the cart once the e-mail looks complete, restarting on each change (docs/product.md#checkout:
 * abandoned-cart timer, kept on the server: the reminder job decides 5 minutes later, and only
 * mails opted-in buyers). Stops when the page is left or checkout has started.
 */
function useCartSaver(cart: Cart, stopped: boolean) {
  const save = api.checkout.saveCart.useMutation();
  const { mutate } = save;
  const { email, firstName, product, countryCode, discount, marketingOptIn } = cart;
  useEffect(() => {
    if (stopped || !email.includes("@") || !isValidEmail(email.trim().toLowerCase())) return;
    const timer = setTimeout(
      () => mutate({ email, firstName: firstName || undefined, product, countryCode, discount, marketingOptIn }),
      CART_SAVE_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [mutate, stopped, email, firstName, product, countryCode, discount, marketingOptIn]);
}

/**
 * The cart saver as a component that renders nothing. It watches the e-mail and first name itself,
 * so a keystroke in them re-renders only this, not the whole checkout form (whose render on every
 * keystroke delayed the next one).
 */
export function CartSaver({
  control,
  cart,
  stopped,
}: {
  control: Control<CheckoutInput>;
  cart: Omit<Cart, "email" | "firstName">;
  stopped: boolean;
}) {
  const [email, firstName] = useWatch({ control, name: ["email", "firstName"] });
  useCartSaver({ ...cart, email: email ?? "", firstName: firstName || undefined }, stopped);
  return null;
}
