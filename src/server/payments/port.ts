import "server-only";
import type { ProductKind } from "@/lib/validation/checkout";

/** What the provider says about a checkout session. */
export type SessionStatus = "paid" | "unpaid" | "expired" | "failed";

/** The order a checkout session is opened for; every amount was set by the server. */
export type CheckoutOrder = {
  id: string;
  email: string;
  product: ProductKind;
  productName: string;
  /** Minor units. */
  amount: number;
  currency: string;
  discountCode?: string | null;
};

export type CreatedSession = { id: string; url: string; expiresAt: Date };

export type GatewaySession = {
  id: string;
  status: SessionStatus;
  /** Our order id, as stored on the provider's side (client_reference_id / metadata). */
  orderId: string | null;
  amountTotal: number | null;
  currency: string | null;
  paymentIntentId: string | null;
};

/**
 * Money that moved after the sale, as a provider event reports it (docs/refunds.md):
 * a refund's cumulative total on the payment, or a chargeback's state.
 */
export type MoneyEvent =
  | { kind: "refund"; paymentIntentId: string; refundedTotal: number }
  | { kind: "dispute"; paymentIntentId: string; disputeId: string; status: "open" | "won" | "lost"; amount: number };

/** A verified provider event; `sessionId` is set for checkout-session events, `money` for refunds and disputes. */
export type PaymentEvent = { id: string; type: string; sessionId: string | null; money?: MoneyEvent | null };

/** A refund asked of the provider; `idempotencyKey` makes a repeat return the same refund. */
export type RefundInput = {
  orderId: string;
  paymentIntentId: string;
  /** Minor units. */
  amount: number;
  reason?: string | null;
  idempotencyKey: string;
};

/** A refund the provider made: its id, amount, and the payment's refunded total after it. */
export type ProviderRefund = { id: string; amount: number; refundedTotal: number };

/**
 * The payments port: Stripe Checkout with keys, the in-app test-payment page without.
 * Both adapters pass tests/integration/payments-contract.test.ts.
 */
export interface PaymentGateway {
  readonly name: "stripe" | "local";
  /** Opens a hosted payment page for the order; one session per order (idempotent on the provider side). */
  createCheckoutSession(order: CheckoutOrder): Promise<CreatedSession>;
  /** Re-reads a session from the provider; null when the provider does not know the id. */
  retrieveSession(id: string): Promise<GatewaySession | null>;
  /** Checks a webhook's signature and returns its event; throws WebhookSignatureError or PaymentsNotConfiguredError. */
  verifyWebhook(rawBody: string, signatureHeader: string | null): PaymentEvent;
  /**
   * Gives money back on a payment (Stripe's Refunds API; the local adapter records it). The same
   * idempotency key returns the same refund; more than is left to refund throws RefundRefusedError.
   */
  refund(input: RefundInput): Promise<ProviderRefund>;
}

/** The provider refused a refund: more than is left on the payment, or nothing left at all. */
export class RefundRefusedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "RefundRefusedError";
  }
}

/** The provider could not be reached or refused the request. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PaymentProviderError";
  }
}

/** A webhook whose signature is missing or wrong. */
export class WebhookSignatureError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "WebhookSignatureError";
  }
}

/** Webhooks (or Stripe itself) are not configured on this server. */
export class PaymentsNotConfiguredError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PaymentsNotConfiguredError";
  }
}
