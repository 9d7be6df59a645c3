import "server-only";
import Stripe from "stripe";
import { checkoutUrl } from "@/lib/checkout-url";
import {
  type CheckoutOrder,
  type DisputeChange,
  type GatewaySession,
  type PaymentEvent,
  type PaymentEventKind,
  type PaymentGateway,
  PaymentProviderError,
  PaymentsNotConfiguredError,
  type RefundChange,
  type RefundInput,
  RefundRefusedError,
  type SessionStatus,
  type SessionTaxLine,
  WebhookSignatureError,
} from "./port";

export type StripeGatewayOptions = {
  secretKey: string;
  webhookSecret?: string;
  siteUrl: string;
  /** Tests point the real SDK at a local fake server. */
  api?: { host: string; port: number; protocol: "http" | "https" };
  maxNetworkRetries?: number;
};

/** Stripe's session state → ours. An async payment that failed leaves the intent needing a new method. */
function statusOf(session: Stripe.Checkout.Session): SessionStatus {
  if (session.payment_status === "paid" || session.payment_status === "no_payment_required") return "paid";
  if (session.status === "expired") return "expired";
  const intent = typeof session.payment_intent === "object" ? session.payment_intent : null;
  if (session.status === "complete" && (intent?.status === "requires_payment_method" || intent?.status === "canceled")) {
    return "failed";
  }
  return "unpaid";
}

const idOf = (ref: string | { id: string } | null | undefined) => (typeof ref === "string" ? ref : (ref?.id ?? null));

/**
 * The Stripe events this adapter understands, and the kind of event each becomes (docs/checkout.md,
 * docs/refunds.md). Every other event is "unhandled": the webhook acknowledges it and does nothing.
 */
export const stripeEvents = {
  "checkout.session.completed": "checkout-session",
  "checkout.session.async_payment_succeeded": "checkout-session",
  "checkout.session.expired": "checkout-session",
  "checkout.session.async_payment_failed": "checkout-session",
  /** Money given back, also from Stripe's dashboard. */
  "charge.refunded": "refund",
  /** A chargeback opened, and its end. */
  "charge.dispute.created": "dispute",
  "charge.dispute.closed": "dispute",
} as const satisfies Partial<Record<Stripe.Event.Type, PaymentEventKind>>;

export type StripeEventType = keyof typeof stripeEvents;

/** The Stripe events handled as kind K. */
type StripeEventOf<K extends PaymentEventKind> = Extract<
  Stripe.Event,
  { type: { [T in StripeEventType]: (typeof stripeEvents)[T] extends K ? T : never }[StripeEventType] }
>;

const isKind = <K extends PaymentEventKind>(event: Stripe.Event, kind: K): event is StripeEventOf<K> =>
  Object.hasOwn(stripeEvents, event.type) && stripeEvents[event.type as StripeEventType] === kind;

/**
 * `charge.refunded` carries the charge, whose `amount_refunded` is cumulative (since API version
 * 2022-11-15 it has no refund list).
 */
function refundOf(event: StripeEventOf<"refund">): RefundChange | null {
  const charge = event.data.object;
  const paymentIntentId = idOf(charge.payment_intent);
  return paymentIntentId ? { kind: "refund", paymentIntentId, refundedTotal: charge.amount_refunded } : null;
}

/**
 * A dispute carries its payment intent and state ("won", or "warning_closed" for an inquiry that
 * ended without a chargeback, gives the money back to us; "lost" does not).
 */
function disputeOf(event: StripeEventOf<"dispute">): DisputeChange | null {
  const dispute = event.data.object;
  const paymentIntentId = idOf(dispute.payment_intent);
  if (!paymentIntentId) return null;
  const status = event.type === "charge.dispute.created" ? "open" : dispute.status === "lost" ? "lost" : "won";
  return { kind: "dispute", paymentIntentId, disputeId: dispute.id, status, amount: dispute.amount };
}

/** A verified Stripe event as the one typed event the webhook dispatches on (docs/refunds.md). */
function paymentEventOf(event: Stripe.Event): PaymentEvent {
  const { id, type } = event;
  if (isKind(event, "checkout-session")) {
    const object = event.data.object as { object?: string; id?: string };
    return { kind: "checkout-session", id, type, sessionId: object.object === "checkout.session" ? (object.id ?? null) : null };
  }
  if (isKind(event, "refund")) return { kind: "refund", id, type, change: refundOf(event) };
  if (isKind(event, "dispute")) return { kind: "dispute", id, type, change: disputeOf(event) };
  return { kind: "unhandled", id, type };
}

/**
 * Stripe's product tax code for e-books: "Digital Books - downloaded - non subscription - with
 * permanent rights" (an exact id from Stripe's tax code list, never a neighbouring one).
 */
export const EBOOK_TAX_CODE = "txcd_10302000";

/** The taxes Stripe Tax charged on a session, per rate and jurisdiction (`total_details.breakdown`, expanded). */
function taxLinesOf(session: Stripe.Checkout.Session): SessionTaxLine[] {
  return (session.total_details?.breakdown?.taxes ?? [])
    .filter((tax) => tax.amount > 0)
    .map((tax) => {
      const rate = tax.rate;
      return {
        country: rate.country ?? "",
        ...(rate.state ? { state: rate.state } : {}),
        rate: Math.round(rate.percentage * 100),
        amount: tax.amount,
        inclusive: rate.inclusive,
        label: `${rate.display_name} ${Number(rate.percentage.toFixed(2))}%`,
      };
    });
}

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeError && (error.statusCode === 404 || error.code === "resource_missing");

/**
 * Stripe Checkout. The client is created on first use (`new Stripe("")` throws, and a build
 * must not need keys). Each order opens one session: the idempotency key is the order id.
 */
export function stripeGateway(opts: StripeGatewayOptions): PaymentGateway {
  let client: Stripe | undefined;
  const stripe = () => (client ??= new Stripe(opts.secretKey, { ...opts.api, maxNetworkRetries: opts.maxNetworkRetries ?? 2 }));

  return {
    name: "stripe",

    async createCheckoutSession(order: CheckoutOrder) {
      const taxOn = order.tax?.collect === true;
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe().checkout.sessions.create(
          {
            mode: "payment",
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: order.currency,
                  unit_amount: order.amount,
                  product_data: { name: order.productName, ...(taxOn ? { tax_code: EBOOK_TAX_CODE } : {}) },
                  ...(taxOn ? { tax_behavior: order.tax?.inclusive ? ("inclusive" as const) : ("exclusive" as const) } : {}),
                },
              },
            ],
            // Stripe Tax (docs/product.md#tax): it asks for the billing address it needs and adds the tax.
            ...(taxOn ? { automatic_tax: { enabled: true }, billing_address_collection: "required" as const } : {}),
            customer_email: order.email,
            client_reference_id: order.id,
            metadata: { orderId: order.id, product: order.product },
            payment_intent_data: { metadata: { orderId: order.id } },
            success_url: `${opts.siteUrl}/thank-you?session_id={CHECKOUT_SESSION_ID}`,
            cancel_url: checkoutUrl({ product: order.product, discount: order.discountCode }, opts.siteUrl),
          },
          { idempotencyKey: `checkout-session:${order.id}` },
        );
      } catch (cause) {
        throw new PaymentProviderError(`Stripe could not create the session: ${(cause as Error).message}`, { cause });
      }
      if (!session.url) throw new PaymentProviderError("Stripe returned a session without a URL");
      return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
    },

    async retrieveSession(id: string): Promise<GatewaySession | null> {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe().checkout.sessions.retrieve(id, { expand: ["payment_intent", "total_details.breakdown"] });
      } catch (cause) {
        if (isMissing(cause)) return null;
        throw new PaymentProviderError(`Stripe could not read the session: ${(cause as Error).message}`, { cause });
      }
      const intent = session.payment_intent;
      return {
        id: session.id,
        status: statusOf(session),
        orderId: session.client_reference_id ?? session.metadata?.orderId ?? null,
        amountTotal: session.amount_total,
        currency: session.currency,
        paymentIntentId: typeof intent === "string" ? intent : (intent?.id ?? null),
        amountTax: session.total_details?.amount_tax ?? 0,
        taxLines: taxLinesOf(session),
      };
    },

    verifyWebhook(rawBody: string, signatureHeader: string | null) {
      if (!opts.webhookSecret) throw new PaymentsNotConfiguredError("STRIPE_WEBHOOK_SECRET is not set.");
      if (!signatureHeader) throw new WebhookSignatureError("Missing Stripe-Signature header.");
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, opts.webhookSecret);
      } catch (cause) {
        throw new WebhookSignatureError("Invalid Stripe signature.", { cause });
      }
      return paymentEventOf(event);
    },

    async refund(input: RefundInput) {
      let refund: Stripe.Refund;
      try {
        refund = await stripe().refunds.create(
          {
            payment_intent: input.paymentIntentId,
            amount: input.amount,
            reason: "requested_by_customer",
            metadata: { orderId: input.orderId, ...(input.reason ? { reason: input.reason.slice(0, 500) } : {}) },
            // The charge after this refund: its amount_refunded is the payment's refunded total.
            expand: ["charge"],
          },
          { idempotencyKey: input.idempotencyKey },
        );
      } catch (cause) {
        const error = cause as Stripe.errors.StripeError;
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          (error.code === "charge_already_refunded" || error.param === "amount")
        ) {
          throw new RefundRefusedError(error.message, { cause });
        }
        throw new PaymentProviderError(`Stripe could not make the refund: ${error.message}`, { cause });
      }
      const charge = typeof refund.charge === "object" && refund.charge ? refund.charge : null;
      if (!charge) throw new PaymentProviderError("Stripe returned a refund without its charge");
      return { id: refund.id, amount: refund.amount, refundedTotal: charge.amount_refunded };
    },
  };
}
