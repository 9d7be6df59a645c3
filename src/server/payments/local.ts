import "server-only";
import { randomBytes } from "node:crypto";
import type { Db } from "@/server/db/open";
import {
  type CheckoutOrder,
  type GatewaySession,
  type PaymentGateway,
  PaymentProviderError,
  PaymentsNotConfiguredError,
  type RefundInput,
  RefundRefusedError,
  type SessionTaxLine,
} from "./port";

/** How long a local test-payment session stays open (Stripe's minimum is 30 minutes too). */
export const LOCAL_SESSION_TTL_MS = 30 * 60_000;

export type LocalPaymentGateway = PaymentGateway & {
  readonly name: "local";
  /** The test page's "Pay": records a payment for an open session. False if it is unknown, closed or expired. */
  pay(sessionId: string): Promise<boolean>;
  /** The test page's "Cancel": closes an unpaid session (it reads as expired). */
  cancel(sessionId: string): Promise<boolean>;
};

/**
 * The payments port without keys: sessions are our own, and their state lives in the Order
 * row (providerSessionId, paymentIntentId as the "payment", expiresAt). Pay and cancel only
 * change that provider-side state; the order itself is completed or failed by the same
 * fulfilment function the Stripe webhook uses.
 */
export function localGateway(getDb: () => Promise<Db>): LocalPaymentGateway {
  const open = (sessionId: string, now: Date) => ({
    providerSessionId: sessionId,
    provider: "local",
    paymentIntentId: null,
    status: "pending" as const,
    expiresAt: { gt: now },
  });

  return {
    name: "local",

    async createCheckoutSession(_order: CheckoutOrder) {
      const id = `local_${randomBytes(16).toString("hex")}`;
      return { id, url: `/checkout/test-payment?session_id=${id}`, expiresAt: new Date(Date.now() + LOCAL_SESSION_TTL_MS) };
    },

    async retrieveSession(id: string): Promise<GatewaySession | null> {
      const db = await getDb();
      const order = await db.order.findFirst({ where: { providerSessionId: id, provider: "local" } });
      if (!order) return null;
      const expired = order.expiresAt !== null && order.expiresAt <= new Date();
      const status = order.paymentIntentId ? "paid" : expired ? "expired" : order.status === "failed" ? "failed" : "unpaid";
      return {
        id,
        status,
        orderId: order.id,
        amountTotal: order.amount,
        currency: order.currency,
        paymentIntentId: order.paymentIntentId,
        // The tax the server put in the order's amount from the owner's rules (docs/product.md#tax).
        amountTax: order.taxAmount,
        taxLines: Array.isArray(order.taxLines) ? (order.taxLines as SessionTaxLine[]) : [],
      };
    },

    verifyWebhook() {
      throw new PaymentsNotConfiguredError("Stripe is not configured: the local test-payment page completes orders.");
    },

    /**
     * Records a refund in LocalRefund, as Stripe would on its side: one per idempotency key (a
     * repeat returns it; other parameters under the same key are refused, as Stripe does), never
     * more than the payment. The order row is locked so concurrent refunds are checked one by one.
     */
    async refund(input: RefundInput) {
      const db = await getDb();
      return db.$transaction(
        async (tx) => {
          const paid = await tx.$queryRaw<{ amount: number }[]>`
            SELECT "amount" FROM "Order" WHERE "paymentIntentId" = ${input.paymentIntentId} AND "provider" = 'local' FOR UPDATE`;
          if (!paid[0]) throw new PaymentProviderError(`No such payment: ${input.paymentIntentId}`);
          const refundedTotal = async () =>
            (await tx.localRefund.aggregate({ where: { paymentIntentId: input.paymentIntentId }, _sum: { amount: true } }))._sum.amount ??
            0;
          const existing = await tx.localRefund.findUnique({ where: { idempotencyKey: input.idempotencyKey } });
          if (existing) {
            if (existing.amount !== input.amount || existing.paymentIntentId !== input.paymentIntentId) {
              throw new PaymentProviderError(
                "Keys for idempotent requests can only be used with the same parameters they were first used with.",
              );
            }
            return { id: existing.id, amount: existing.amount, refundedTotal: await refundedTotal() };
          }
          const before = await refundedTotal();
          if (before >= paid[0].amount) throw new RefundRefusedError("This payment has already been refunded.");
          if (before + input.amount > paid[0].amount) {
            throw new RefundRefusedError(
              `Refund amount (${input.amount}) is greater than the unrefunded amount (${paid[0].amount - before}).`,
            );
          }
          const id = `local_re_${randomBytes(12).toString("hex")}`;
          await tx.localRefund.create({
            data: {
              id,
              paymentIntentId: input.paymentIntentId,
              amount: input.amount,
              reason: input.reason ?? null,
              idempotencyKey: input.idempotencyKey,
            },
          });
          return { id, amount: input.amount, refundedTotal: before + input.amount };
        },
        { maxWait: 20_000, timeout: 20_000 },
      );
    },

    async pay(sessionId: string) {
      const db = await getDb();
      const now = new Date();
      const paid = await db.order.updateMany({
        where: open(sessionId, now),
        data: { paymentIntentId: `local_pi_${randomBytes(12).toString("hex")}` },
      });
      return paid.count === 1;
    },

    async cancel(sessionId: string) {
      const db = await getDb();
      const now = new Date();
      const closed = await db.order.updateMany({ where: open(sessionId, now), data: { expiresAt: now } });
      return closed.count === 1;
    },
  };
}

/** Narrows the configured gateway to the local one (the test-payment page's operations). */
export function isLocalGateway(gateway: PaymentGateway): gateway is LocalPaymentGateway {
  return gateway.name === "local" && "pay" in gateway && "cancel" in gateway;
}
