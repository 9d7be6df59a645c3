import "server-only";
import { checkoutPath } from "@/lib/checkout-url";
import { commerceMessages } from "@/lib/messages";
import { formatMoney } from "@/lib/money";
import type { Db } from "@/server/db/open";
import { AppError } from "@/server/errors";
import { getPaymentGateway } from "@/server/payments";
import { isLocalGateway } from "@/server/payments/local";
import { fulfilCheckoutSession } from "@/server/services/orders/fulfilment";

function localGatewayOrThrow() {
  const gateway = getPaymentGateway();
  if (!isLocalGateway(gateway)) throw new AppError("NOT_FOUND", commerceMessages.testPaymentUnavailable);
  return gateway;
}

async function localOrder(db: Db, sessionId: string) {
  const order = await db.order.findFirst({ where: { providerSessionId: sessionId, provider: "local" }, include: { product: true } });
  if (!order) throw new AppError("NOT_FOUND", commerceMessages.testSessionNotFound);
  return order;
}

/** What the test-payment page shows (local adapter only). */
export async function testPaymentSummary(db: Db, sessionId: string) {
  const gateway = localGatewayOrThrow();
  const order = await localOrder(db, sessionId);
  const session = await gateway.retrieveSession(sessionId);
  return {
    sessionId,
    email: order.email,
    productName: order.productName,
    amount: order.amount,
    currency: order.currency,
    displayAmount: formatMoney(order.amount, order.currency),
    status: session?.status ?? "expired",
    expiresAt: order.expiresAt,
  };
}

/**
 * The test page's Pay / Cancel: changes the local session, then completes or fails the order
 * through the same fulfilment function the Stripe webhook uses. Returns where to send the buyer.
 */
export async function completeTestPayment(db: Db, sessionId: string, action: "pay" | "cancel") {
  const gateway = localGatewayOrThrow();
  const order = await localOrder(db, sessionId);
  if (action === "pay") await gateway.pay(sessionId);
  else await gateway.cancel(sessionId);
  const result = await fulfilCheckoutSession(db, sessionId);
  if (result.state === "completed") return { state: result.state, redirectTo: `/thank-you?session_id=${encodeURIComponent(sessionId)}` };
  return {
    state: result.state,
    redirectTo: checkoutPath({ product: order.product.kind, cancelled: true, discount: order.discountCodeId }),
  };
}
