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
  /**
   * Tax (docs/product.md#tax). Without Stripe the server already put the owner's rule's tax in
   * `amount`; with Stripe and "Collect tax" on, `collect` asks Stripe Tax to add it (e-book tax
   * code, the buyer's billing address), `inclusive` whether `amount` already includes it.
   */
  tax?: { collect: boolean; inclusive: boolean };
};

/** One tax Stripe Tax (or our rule) charged: its jurisdiction, rate and amount. */
export type SessionTaxLine = {
  country: string;
  state?: string;
  /** Basis points. */
  rate: number;
  /** Minor units. */
  amount: number;
  inclusive: boolean;
  label: string;
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
  /** The tax in `amountTotal` (minor units; 0 when none) and its lines per jurisdiction. */
  amountTax: number;
  taxLines: SessionTaxLine[];
};

/** A chargeback's state: open, or closed in our favour ("won") or not ("lost"). */
export type DisputeStatus = "open" | "won" | "lost";

/**
 * Money that moved on a payment after the sale (docs/refunds.md): a refund's cumulative total on
 * the payment, or a chargeback's state. An adapter reports it from a provider event, the admin's
 * refund builds it from the provider's answer, and `applyMoneyChange`
 * (src/server/services/money/refunds.ts) applies it to the order.
 */
export type MoneyChange =
  | { kind: "refund"; paymentIntentId: string; refundedTotal: number }
  | { kind: "dispute"; paymentIntentId: string; disputeId: string; status: DisputeStatus; amount: number };

export type RefundChange = Extract<MoneyChange, { kind: "refund" }>;
export type DisputeChange = Extract<MoneyChange, { kind: "dispute" }>;

/**
 * What each kind of provider event carries: a checkout session's id, or a money change (null when
 * the event names no payment intent). An adapter maps its own event names to these kinds.
 */
type PaymentEventData = {
  "checkout-session": { sessionId: string | null };
  refund: { change: RefundChange | null };
  dispute: { change: DisputeChange | null };
};

/** The kinds of provider event the store acts on. */
export type PaymentEventKind = keyof PaymentEventData;

/** A verified provider event of one kind; `type` is the provider's own name for it (recorded with the change). */
export type PaymentEventOf<K extends PaymentEventKind> = {
  [P in K]: { kind: P; id: string; type: string } & PaymentEventData[P];
}[K];

/** A verified provider event: one of the kinds we act on, or "unhandled" (acknowledged, nothing done). */
export type PaymentEvent = PaymentEventOf<PaymentEventKind> | { kind: "unhandled"; id: string; type: string };

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
