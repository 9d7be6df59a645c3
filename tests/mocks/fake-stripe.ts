import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { stripeGateway } from "@/server/payments/stripe";

type FakeSession = {
  id: string;
  object: "checkout.session";
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid";
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  url: string | null;
  payment_intent: { id: string; object: "payment_intent"; status: string } | null;
  automatic_tax: { enabled: boolean };
  /** The price's tax behaviour as created ("inclusive" | "exclusive"), when Stripe Tax is on. */
  tax_behavior: string | null;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number; breakdown?: FakeBreakdown };
};
/** `total_details.breakdown` (expanded): the taxes Stripe Tax charged, per rate. */
type FakeBreakdown = {
  discounts: never[];
  taxes: {
    amount: number;
    taxability_reason: string;
    taxable_amount: number;
    rate: {
      id: string;
      object: "tax_rate";
      country: string;
      state: string | null;
      percentage: number;
      inclusive: boolean;
      display_name: string;
    };
  }[];
};
/** The tax Stripe Tax finds for the address a buyer gives on the payment page. */
export type FakeStripeTax = { country: string; state?: string; percentage: number; displayName: string };
/** The charge behind a paid session's payment intent (what refunds and disputes are made on). */
type FakeCharge = {
  id: string;
  object: "charge";
  payment_intent: string;
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  currency: string;
};
type FakeRefund = {
  id: string;
  object: "refund";
  amount: number;
  payment_intent: string;
  charge: string;
  reason: string | null;
  metadata: Record<string, string>;
  status: "succeeded";
};
type Received = { method: string; path: string; headers: http.IncomingHttpHeaders; params: URLSearchParams };

export const WEBHOOK_SECRET = "whsec_test_secret";

/**
 * A local stand-in for the Stripe endpoints we use (create and retrieve a Checkout Session,
 * create a refund), answering like Stripe: form-encoded requests, idempotency keys honoured (the
 * same key with other parameters is refused), 404 `resource_missing` for unknown ids, a refund
 * over what is left refused as Stripe does. Test helpers move a session to paid / expired /
 * failed, refund from "the dashboard" and build signed refund and dispute events.
 */
export async function startFakeStripe() {
  const sessions = new Map<string, FakeSession>();
  const byKey = new Map<string, string>();
  const charges = new Map<string, FakeCharge>(); // by payment intent id
  const refunds = new Map<string, FakeRefund>();
  const refundKeys = new Map<string, { refundId: string; params: string }>();
  const received: Received[] = [];
  const state = { failing: false };
  let n = 0;

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const params = new URLSearchParams(req.method === "GET" ? url.search : raw);
      received.push({ method: req.method ?? "", path: url.pathname, headers: req.headers, params });
      const send = (status: number, body: object) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": `req_${received.length}` });
        res.end(JSON.stringify(body));
      };
      if (state.failing) return send(500, { error: { type: "api_error", message: "Stripe is down" } });

      if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        const key = req.headers["idempotency-key"] as string | undefined;
        const existing = key && byKey.get(key);
        if (existing) return send(200, sessions.get(existing)!);
        const id = `cs_test_${++n}_${Math.random().toString(36).slice(2, 10)}`;
        const session: FakeSession = {
          id,
          object: "checkout.session",
          status: "open",
          payment_status: "unpaid",
          amount_total: Number(params.get("line_items[0][price_data][unit_amount]")),
          currency: params.get("line_items[0][price_data][currency]") ?? "usd",
          client_reference_id: params.get("client_reference_id"),
          customer_email: params.get("customer_email"),
          metadata: { orderId: params.get("metadata[orderId]") ?? "", product: params.get("metadata[product]") ?? "" },
          success_url: params.get("success_url") ?? "",
          cancel_url: params.get("cancel_url") ?? "",
          expires_at: Math.floor(Date.now() / 1000) + 24 * 3600,
          url: `https://checkout.stripe.test/c/pay/${id}`,
          payment_intent: null,
          automatic_tax: { enabled: params.get("automatic_tax[enabled]") === "true" },
          tax_behavior: params.get("line_items[0][price_data][tax_behavior]"),
          total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0, breakdown: { discounts: [], taxes: [] } },
        };
        sessions.set(id, session);
        if (key) byKey.set(key, id);
        return send(200, session);
      }
      if (req.method === "POST" && url.pathname === "/v1/refunds") {
        const key = req.headers["idempotency-key"] as string | undefined;
        const fingerprint = [...params]
          .filter(([k]) => !k.startsWith("expand"))
          .map(([k, v]) => `${k}=${v}`)
          .sort()
          .join("&");
        const withCharge = (refund: FakeRefund) =>
          params.getAll("expand[]").includes("charge") || params.get("expand[0]") === "charge"
            ? { ...refund, charge: { ...charges.get(refund.payment_intent)! } }
            : refund;
        const seen = key && refundKeys.get(key);
        if (seen) {
          if (seen.params !== fingerprint) {
            return send(400, {
              error: {
                type: "idempotency_error",
                message: "Keys for idempotent requests can only be used with the same parameters they were first used with.",
              },
            });
          }
          return send(200, withCharge(refunds.get(seen.refundId)!));
        }
        const charge = charges.get(params.get("payment_intent") ?? "");
        if (!charge) {
          return send(404, {
            error: {
              type: "invalid_request_error",
              code: "resource_missing",
              message: `No such payment_intent: '${params.get("payment_intent")}'`,
              param: "payment_intent",
            },
          });
        }
        if (charge.refunded) {
          return send(400, {
            error: {
              type: "invalid_request_error",
              code: "charge_already_refunded",
              message: `Charge ${charge.id} has already been refunded.`,
            },
          });
        }
        const amount = params.has("amount") ? Number(params.get("amount")) : charge.amount - charge.amount_refunded;
        if (amount > charge.amount - charge.amount_refunded) {
          return send(400, {
            error: {
              type: "invalid_request_error",
              param: "amount",
              message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${charge.amount - charge.amount_refunded})`,
            },
          });
        }
        const refund = refundOn(charge, amount, params.get("reason"));
        refund.metadata = Object.fromEntries([...params].filter(([k]) => k.startsWith("metadata[")).map(([k, v]) => [k.slice(9, -1), v]));
        if (key) refundKeys.set(key, { refundId: refund.id, params: fingerprint });
        return send(200, withCharge(refund));
      }
      const match = url.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
      if (req.method === "GET" && match) {
        const session = sessions.get(decodeURIComponent(match[1]!));
        if (!session) {
          return send(404, {
            error: {
              type: "invalid_request_error",
              code: "resource_missing",
              message: `No such checkout.session: '${match[1]}'`,
              param: "session",
            },
          });
        }
        return send(200, session);
      }
      send(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
    });
  });
  // Keep idle sockets open longer than the client's keep-alive, as real APIs do: otherwise the
  // server may close a socket just as the SDK reuses it (ECONNRESET under load).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const update = (id: string, change: Partial<FakeSession>) => Object.assign(sessions.get(id)!, change);
  function refundOn(charge: FakeCharge, amount: number, reason: string | null) {
    const refund: FakeRefund = {
      id: `re_${++n}`,
      object: "refund",
      amount,
      payment_intent: charge.payment_intent,
      charge: charge.id,
      reason,
      metadata: {},
      status: "succeeded",
    };
    refunds.set(refund.id, refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded >= charge.amount;
    return refund;
  }
  return {
    port,
    received,
    state,
    sessions,
    /** The real Stripe adapter, pointed at this server. */
    gateway: () =>
      stripeGateway({
        secretKey: "sk_test_fake",
        webhookSecret: WEBHOOK_SECRET,
        siteUrl: "http://localhost:3000",
        api: { host: "127.0.0.1", port, protocol: "http" },
        maxNetworkRetries: 0,
      }),
    refunds,
    charges,
    /** The buyer pays; with Stripe Tax on and `tax` given, Stripe adds (exclusive) or finds (inclusive) the tax first. */
    pay: (id: string, tax?: FakeStripeTax) => {
      const open = sessions.get(id)!;
      if (tax && open.automatic_tax.enabled) {
        const price = open.amount_total;
        const inclusive = open.tax_behavior === "inclusive";
        const amount = inclusive
          ? Math.round((price * tax.percentage) / (100 + tax.percentage))
          : Math.round((price * tax.percentage) / 100);
        open.amount_total = inclusive ? price : price + amount;
        open.total_details = {
          amount_discount: 0,
          amount_shipping: 0,
          amount_tax: amount,
          breakdown: {
            discounts: [],
            taxes: [
              {
                amount,
                taxability_reason: "standard_rated",
                taxable_amount: inclusive ? price - amount : price,
                rate: {
                  id: `txr_${id}`,
                  object: "tax_rate",
                  country: tax.country,
                  state: tax.state ?? null,
                  percentage: tax.percentage,
                  inclusive,
                  display_name: tax.displayName,
                },
              },
            ],
          },
        };
      }
      const session = update(id, {
        status: "complete",
        payment_status: "paid",
        url: null,
        payment_intent: { id: `pi_${id}`, object: "payment_intent", status: "succeeded" },
      });
      charges.set(`pi_${id}`, {
        id: `ch_${id}`,
        object: "charge",
        payment_intent: `pi_${id}`,
        amount: session.amount_total,
        amount_refunded: 0,
        refunded: false,
        currency: session.currency,
      });
      return session;
    },
    /** A refund made in Stripe's dashboard (no request of ours): the charge as its charge.refunded event carries it. */
    refundOutside: (paymentIntentId: string, amount?: number) => {
      const charge = charges.get(paymentIntentId)!;
      refundOn(charge, amount ?? charge.amount - charge.amount_refunded, "requested_by_customer");
      return { ...charge };
    },
    expire: (id: string) => update(id, { status: "expired", url: null }),
    /** An async payment (e.g. bank debit) that failed after the session completed. */
    failAsync: (id: string) =>
      update(id, {
        status: "complete",
        payment_status: "unpaid",
        url: null,
        payment_intent: { id: `pi_${id}`, object: "payment_intent", status: "requires_payment_method" },
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A webhook request as Stripe sends it for a Checkout Session: a JSON event signed with the endpoint secret. */
export function signedWebhook(event: { id: string; type: string; sessionId: string }, secret = WEBHOOK_SECRET) {
  return signedEvent({ id: event.id, type: event.type, object: { id: event.sessionId, object: "checkout.session" } }, secret);
}

/** A signed webhook request for any event object (a charge, a dispute, a session). */
export function signedEvent(event: { id: string; type: string; object: object }, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: event.id,
    object: "event",
    type: event.type,
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    data: { object: event.object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return new Request("http://localhost:3000/api/webhooks/stripe", {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body: payload,
  });
}

/** A charge.refunded event's charge: since API version 2022-11-15 it has no list of refunds, only the cumulative total. */
export const refundedCharge = (charge: {
  id: string;
  payment_intent: string;
  amount: number;
  amount_refunded: number;
  currency?: string;
}) => ({
  object: "charge",
  currency: "usd",
  ...charge,
  refunded: charge.amount_refunded >= charge.amount,
});

/** A dispute object as charge.dispute.created ("needs_response") and charge.dispute.closed ("won" / "lost") carry it. */
export const dispute = (d: {
  id: string;
  charge: string;
  payment_intent: string;
  amount: number;
  status: "needs_response" | "won" | "lost" | "warning_closed";
}) => ({
  object: "dispute",
  currency: "usd",
  reason: "fraudulent",
  ...d,
});
