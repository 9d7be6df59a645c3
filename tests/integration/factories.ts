// Shared fixtures for integration tests: a checkout form, a pending or completed order, an order
// row for listings, and a signed-in viewer. Each test file gets its own database (tests/setup/test-db.ts).
import type { CheckoutInput } from "@/lib/validation/checkout";
import { createLocalSession, createLocalUser, SESSION_COOKIE } from "@/server/auth/local";
import type { Db } from "@/server/db/open";
import { getPaymentGateway } from "@/server/payments";
import { isLocalGateway } from "@/server/payments/local";
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

/**
 * A completed order, bought the way a buyer without Stripe keys does: checkout, "Pay" on the
 * local test-payment page, then the payment-success page's verify call (which fulfils it).
 */
export async function completedOrder(override: Partial<CheckoutInput> = {}) {
  const checkout = await startCheckout(override);
  const gateway = getPaymentGateway();
  if (!isLocalGateway(gateway)) throw new Error("completedOrder needs the local payments adapter");
  if (!(await gateway.pay(checkout.sessionId))) throw new Error(`could not pay ${checkout.sessionId}`);
  const { order } = await (await callerFor()).orders.verify({ sessionId: checkout.sessionId });
  return { ...checkout, order };
}

/** The columns of an order row, for tests that insert many orders at once (listings, figures). */
export function orderRow(override: Record<string, unknown> = {}) {
  return {
    email: `buyer${++n}@shop.org`,
    firstName: "Jane",
    lastName: "Doe",
    address: "1 Main St",
    city: "Springfield",
    state: "IL",
    zipCode: "62701",
    country: "United States",
    countryCode: "US" as const,
    productId: "fertility",
    productName: "The Science of Natural Fertility & Gender Selection",
    subtotal: 4700,
    amount: 4700,
    currency: "usd",
    provider: "local",
    ...override,
  };
}

/** A user with a live session (optionally an admin), and the cookie and tRPC caller of their browser. */
export async function signedIn(db: Db, opts: { admin?: boolean; email?: string } = {}) {
  const user = await createLocalUser(db, opts.email ?? `user${++n}.${process.pid}@mail.fertility-buyers.org`, "secret-password");
  if (opts.admin) await db.userRole.create({ data: { userId: user.id, role: "admin" } });
  const cookie = `${SESSION_COOKIE}=${await createLocalSession(db, user.id)}`;
  return { user, cookie, caller: await callerFor({ cookie }) };
}
