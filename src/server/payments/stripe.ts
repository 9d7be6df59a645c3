import "server-only";
import Stripe from "stripe";
import { checkoutUrl } from "@/lib/checkout-url";
import {
  type CheckoutOrder,
  type GatewaySession,
  type PaymentGateway,
  PaymentProviderError,
  PaymentsNotConfiguredError,
  type SessionStatus,
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

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeError && (error.statusCode === 404 || error.code === "resource_missing");

/**
 * Stripe Checkout. The client is created on first use (`new Stripe("")` throws, and a build
 * must not need keys). Each order opens one session: the idempotency key is the order id.
 */
export function stripeGateway(opts: StripeGatewayOptions): PaymentGateway {
  let client: Stripe | undefined;
  const stripe = () =>
    (client ??= new Stripe(opts.secretKey, { ...opts.api, maxNetworkRetries: opts.maxNetworkRetries ?? 2 }));

  return {
    name: "stripe",

    async createCheckoutSession(order: CheckoutOrder) {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe().checkout.sessions.create(
          {
            mode: "payment",
            line_items: [
              { quantity: 1, price_data: { currency: order.currency, unit_amount: order.amount, product_data: { name: order.productName } } },
            ],
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
        session = await stripe().checkout.sessions.retrieve(id, { expand: ["payment_intent"] });
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
      const object = event.data.object as { object?: string; id?: string };
      return { id: event.id, type: event.type, sessionId: object.object === "checkout.session" ? (object.id ?? null) : null };
    },
  };
}
