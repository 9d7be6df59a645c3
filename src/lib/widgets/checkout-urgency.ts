/** Time on the checkout page after which the urgency note is injected (2 min). */
export const CHECKOUT_URGENCY_DELAY_MS = 120_000;

/** True once the checkout page has been open for more than 2 minutes (strictly). */
export function showCheckoutUrgency(openedAt: number, now: number): boolean {
  return now - openedAt > CHECKOUT_URGENCY_DELAY_MS;
}
