// Shared fixtures for integration tests: a checkout form, a pending or completed order, an order
// row for listings, and a signed-in viewer. Each test file gets its own database (tests/setup/test-db.ts).
import type { CheckoutInput } from "@/lib/validation/checkout";
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { authFor } from "@/server/auth/better-auth";
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

/**
 * A verified user with a live Better Auth session (optionally an admin), and the cookie and
 * tRPC caller of their browser. The session row and its signed cookie are written the way
 * Better Auth writes them; the sign-in itself is tested through the handler (better-auth-flows).
 */
export async function signedIn(db: Db, opts: { admin?: boolean; email?: string } = {}) {
  const email = (opts.email ?? `user${++n}.${process.pid}@mail.fertility-buyers.org`).toLowerCase();
  const user = await db.user.create({ data: { id: randomUUID(), email, emailVerified: true } });
  if (opts.admin) await db.userRole.create({ data: { userId: user.id, role: "admin" } });
  const cookie = await sessionCookieFor(db, user.id);
  return { user, cookie, caller: await callerFor({ cookie }) };
}

/** Opens a session for a user and returns its `Cookie` header value. */
export async function sessionCookieFor(db: Db, userId: string, expiresAt = new Date(Date.now() + 86_400_000)) {
  const ctx = await authFor(db).$context;
  const token = randomBytes(24).toString("base64url");
  await db.session.create({ data: { id: randomUUID(), token, userId, expiresAt } });
  return `${ctx.authCookies.sessionToken.name}=${signCookieValue(token, ctx.secret)}`;
}

/** Better Auth's signed cookie value: `token.base64(HMAC-SHA256(secret, token))`, URI-encoded. */
export function signCookieValue(token: string, secret: string) {
  return encodeURIComponent(`${token}.${createHmac("sha256", secret).update(token).digest("base64")}`);
}
