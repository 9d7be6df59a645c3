"use client";

import { searchParam } from "@/lib/search-params";
import { useLinkSearch } from "./use-link-search";

/**
 * " · Your payment was cancelled; nothing was charged." when the buyer comes back from a
 * cancelled payment (`?cancelled=1`, src/lib/checkout-url.ts), read in the browser: the checkout
 * page is prerendered without its link's query.
 */
export function CancelledNote() {
  return searchParam(useLinkSearch(), "cancelled") ? " · Your payment was cancelled; nothing was charged." : null;
}
