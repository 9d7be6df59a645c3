import "server-only";
import { checkoutInput, quoteInput, saveCartInput } from "@/lib/validation/checkout";
import { sessionIdInput } from "@/lib/validation/orders";
import { createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { createCheckoutSession, saveCart } from "@/server/services/carts/checkout";
import { linkOrderToVisitor, recordEmailEntered } from "@/server/services/insights/insights";
import { publicQuote } from "@/server/services/money/pricing";
import { testPaymentSummary } from "@/server/services/carts/test-payment";
import { requestCountryOf } from "@/server/services/tax/evidence";

export const checkoutRouter = createTRPCRouter({
  /** The server's price for product + region + discount code (docs/product.md#prices), with the tax line for the buyer's country (docs/product.md#tax; 0 with tax off). A code is "applied" or "not_applicable", rate-limited. */
  quote: publicProcedure.input(quoteInput).query(({ ctx, input }) =>
    publicQuote(
      ctx.db,
      {
        product: input.product,
        countryCode: input.countryCode,
        discountCode: input.discount,
        buyer: { country: input.country, state: input.state, taxId: input.taxId },
      },
      ctx.clientKey,
    ),
  ),
  /** Stores a pending order and returns the payment page URL (Stripe, or the local test page). */
  createSession: publicProcedure.input(checkoutInput).mutation(async ({ ctx, input }) => {
    const session = await createCheckoutSession(ctx.db, input, ctx.clientKey, ctx.viewer?.userId, requestCountryOf(ctx.headers));
    // The funnel (docs/insights.md): the order joins its visit for the paid step; a session has an
    // e-mail too, whether or not the debounced cart save came first (an autofilled form is fast).
    await linkOrderToVisitor(ctx.db, ctx.headers, session.orderId);
    await recordEmailEntered(ctx.db, ctx.headers);
    return session;
  }),
  /** Saves the cart once an e-mail is typed (abandoned-cart recovery, opt-in only). */
  saveCart: publicProcedure.input(saveCartInput).mutation(async ({ ctx, input }) => {
    const saved = await saveCart(ctx.db, input, ctx.clientKey);
    await recordEmailEntered(ctx.db, ctx.headers); // the funnel's e-mail step (docs/insights.md)
    return saved;
  }),
  /** The local test-payment page's order summary (only without Stripe keys). */
  testPayment: publicProcedure.input(sessionIdInput).query(({ ctx, input }) => testPaymentSummary(ctx.db, input.sessionId)),
});
