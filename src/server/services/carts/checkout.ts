import "server-only";
import cuid from "@bugsnag/cuid";
import type { z } from "zod";
import { checkoutUrl } from "@/lib/checkout-url";
import { siteUrl } from "@/lib/seo/urls";
import { commerceMessages, messages } from "@/lib/messages";
import type { CheckoutData, saveCartInput } from "@/lib/validation/checkout";
import { Prisma } from "@/generated/prisma/client";
import { sqlRows } from "@/server/db/direct-sql";
import type { Db } from "@/server/db/open";
import { AppError } from "@/server/errors";
import { emitQuietly } from "@/server/jobs";
import { getPaymentGateway } from "@/server/payments";
import { type PricingDb, quote } from "@/server/services/money/pricing";
import { rateRules, takeRateLimit } from "@/server/rate-limit";
import type { TaxEvidence } from "@/server/services/tax/evidence";
import { getTaxSettings } from "@/server/services/tax/settings";

/** With Stripe Tax on: whether the owner's prices include tax (Stripe's tax_behavior). */
async function stripePricesInclusive(db: Db, taxOn: boolean) {
  return taxOn ? (await getTaxSettings(db)).pricesInclusive : true;
}

const RESERVE_TX = { maxWait: 20_000, timeout: 20_000 };

/**
 * Prices the order on the server, stores it as pending, opens the payment provider's session
 * and returns its URL. A provider failure marks the order failed and answers with
 * 'Something went wrong. Please try again or contact support.'
 */
export async function createCheckoutSession(
  db: Db,
  input: CheckoutData,
  client: string,
  userId?: string | null,
  requestCountry: string | null = null,
) {
  const limit = await takeRateLimit(db, rateRules.checkout, client);
  if (!limit.allowed) throw new AppError("RATE_LIMITED", commerceMessages.checkoutRateLimited);

  const gateway = getPaymentGateway();
  const { price, order } = await createPendingOrder(db, input, gateway.name, userId, requestCountry);

  let session;
  try {
    session = await gateway.createCheckoutSession({
      id: order.id,
      email: order.email,
      product: price.product,
      productName: order.productName,
      amount: order.amount,
      currency: order.currency,
      discountCode: price.discountCode,
      tax: { collect: price.taxAtPayment, inclusive: await stripePricesInclusive(db, price.taxAtPayment) },
    });
  } catch (cause) {
    console.warn(`checkout: ${gateway.name} session for order ${order.id} failed: ${(cause as Error).message}`);
    await db.order.update({ where: { id: order.id }, data: { status: "failed", failureReason: "session_not_created" } });
    throw new AppError("UPSTREAM_FAILED", messages.checkout.failure.description, { cause });
  }
  // The order's session and the buyer's cart in one plain statement (a data-modifying CTE always
  // runs to completion, read or not) rather than Prisma's update + findUnique + update: Prisma
  // compiles each of its queries on every request, the largest part of this call's CPU
  // (docs/decisions/003-plain-sql-on-hot-paths.md). `updatedAt` is set as Prisma's @updatedAt would.
  // On the pool (src/server/db/direct-sql.ts), so times go in as ISO strings cast in SQL.
  const now = new Date().toISOString();
  const expiresAt = session.expiresAt ? new Date(session.expiresAt).toISOString() : null;
  const [cart] = await sqlRows<{ id: string }>(
    db,
    Prisma.sql`
    WITH "session" AS (
      UPDATE "Order" SET "providerSessionId" = ${session.id}, "expiresAt" = ${expiresAt}::timestamp(3), "updatedAt" = ${now}::timestamp(3) WHERE "id" = ${order.id}
    )
    UPDATE "Cart" SET "status" = 'checkout_started', "updatedAt" = ${now}::timestamp(3)
    WHERE "email" = ${order.email} AND "productId" = ${order.productId} RETURNING "id"`,
  );
  if (cart) await emitQuietly("checkout/started", { cartId: cart.id }); // the reminder re-checks the cart anyway
  return { orderId: order.id, sessionId: session.id, url: session.url, provider: gateway.name };
}

/**
 * Prices the order and stores it as pending. With a discount code, both happen in one
 * transaction that first locks the code's row, so the code's remaining uses (completed orders
 * plus open sessions, see pricing.ts) are counted by one session at a time: concurrent checkouts
 * on a code's last use give it to exactly one order; the others are priced without it.
 */
async function createPendingOrder(
  db: Db,
  input: CheckoutData,
  provider: string,
  userId: string | null | undefined,
  requestCountry: string | null,
) {
  const create = async (tx: PricingDb) => {
    const buyer = { country: input.country, state: input.state, taxId: input.business?.taxId || null };
    const price = await quote(tx, { product: input.product, countryCode: input.countryCode, discountCode: input.discount, buyer });
    const evidence: TaxEvidence = { billingCountry: price.taxCountry, requestCountry };
    // Plain SQL rather than Prisma's create, which compiled its 24-column insert on every
    // checkout, the costliest statement of the path (docs/decisions/003-plain-sql-on-hot-paths.md).
    // It writes what the create wrote: the id as the schema's `@default(cuid())` makes it (Prisma
    // makes those with @bugsnag/cuid), status "pending", createdAt and updatedAt the same instant,
    // and leaves the other columns to their database defaults.
    const order = {
      id: cuid(),
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      address: input.address,
      addressLine2: input.addressLine2 ?? null,
      city: input.city,
      state: input.state,
      zipCode: input.zipCode,
      country: input.country,
      countryCode: input.countryCode,
      marketingOptIn: input.marketingOptIn,
      productId: price.productId,
      productName: price.productName,
      subtotal: price.subtotal,
      discountAmount: price.discount,
      amount: price.total,
      currency: price.currency,
      discountCodeId: price.discountCode,
      provider,
      userId: userId ?? null,
      businessName: input.business?.name ?? null,
      businessAddress: input.business?.address ?? null,
      taxId: input.business?.taxId ?? null,
      taxAmount: price.tax,
      taxLines: price.taxLines.length > 0 ? JSON.stringify(price.taxLines) : null,
      taxReverseCharge: price.taxReverseCharge,
      taxEvidence: JSON.stringify(evidence),
    };
    // On the pool outside a transaction, through the transaction's client inside one (sqlRows);
    // times go in as ISO strings cast in SQL.
    const now = new Date().toISOString();
    await sqlRows(
      tx,
      Prisma.sql`
      INSERT INTO "Order" ("id", "email", "firstName", "lastName", "address", "addressLine2", "city", "state", "zipCode", "country",
        "countryCode", "marketingOptIn", "productId", "productName", "subtotal", "discountAmount", "amount", "currency",
        "discountCodeId", "status", "provider", "userId", "businessName", "businessAddress", "taxId",
        "taxAmount", "taxLines", "taxReverseCharge", "taxEvidence", "createdAt", "updatedAt")
      VALUES (${order.id}, ${order.email}, ${order.firstName}, ${order.lastName}, ${order.address}, ${order.addressLine2}, ${order.city},
        ${order.state}, ${order.zipCode}, ${order.country}, CAST(${order.countryCode} AS "CountryCode"), ${order.marketingOptIn},
        ${order.productId}, ${order.productName}, ${order.subtotal}, ${order.discountAmount}, ${order.amount}, ${order.currency},
        ${order.discountCodeId}, 'pending', ${order.provider}, ${order.userId}, ${order.businessName}, ${order.businessAddress},
        ${order.taxId}, ${order.taxAmount}, ${order.taxLines}::jsonb, ${order.taxReverseCharge}, ${order.taxEvidence}::jsonb,
        ${now}::timestamp(3), ${now}::timestamp(3))
      RETURNING "id"`,
    );
    return { price, order };
  };
  if (!input.discount) return create(db);
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "code" FROM "DiscountCode" WHERE "code" = ${input.discount} FOR UPDATE`;
    return create(tx);
  }, RESERVE_TX);
}

/**
 * Records the cart when the buyer has typed an e-mail and starts the abandoned-cart workflow
 * (docs/product.md#emails-and-jobs: a reminder CART_REMINDER_DELAY_MINUTES after the last save, unless checkout starts).
 * One cart per e-mail and product; the marketing opt-in is stored because only opted-in carts
 * may ever be mailed. The answer is the same whether the cart is new or not.
 */
export async function saveCart(db: Db, input: z.output<typeof saveCartInput>, client: string) {
  const limit = await takeRateLimit(db, rateRules.cart, client);
  if (!limit.allowed) throw new AppError("RATE_LIMITED", commerceMessages.checkoutRateLimited);

  const price = await quote(db, { product: input.product, countryCode: input.countryCode, discountCode: input.discount });
  const data = {
    firstName: input.firstName || null,
    countryCode: input.countryCode,
    amount: price.total,
    currency: price.currency,
    marketingOptIn: input.marketingOptIn,
    // The checkout page a buyer returns to, with the cart's product, region and discount (abandoned-cart e-mails link here).
    checkoutUrl: checkoutUrl(
      { product: price.product, country: input.countryCode, discount: price.discountCode, pinCountry: true },
      siteUrl,
    ),
  };
  const cart = await db.cart.upsert({
    where: { email_productId: { email: input.email, productId: price.productId } },
    create: { email: input.email, productId: price.productId, ...data },
    update: data,
    select: { id: true, updatedAt: true },
  });
  // Each save (re)starts the reminder's wait; it decides then, with what the cart holds then.
  await emitQuietly("cart/saved", { cartId: cart.id, savedAt: cart.updatedAt.toISOString() });
  return { saved: true as const };
}
