// A client of the REST surface generated from its OpenAPI document (docs/api.md#typed-clients):
// types by openapi-typescript (examples/openapi-types.ts, `npm run api:types`), calls by
// openapi-fetch; and the check of a webhook's signature (Standard Webhooks) with the
// `standardwebhooks` package. Any language with an OpenAPI generator can do the same.
//
//   STORE_URL=http://localhost:3000 STORE_API_KEY=fgs_… npx tsx examples/openapi-client.ts
//
// The key needs the `orders:read` scope. Lists every order page by page (cursor), then signs and
// verifies a sample `order.completed` delivery. Prints one JSON line.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import createClient from "openapi-fetch";
import { Webhook } from "standardwebhooks";
import type { components, paths } from "./openapi-types";

export type StoreError = components["schemas"]["Error"];

/** A REST client of `storeUrl`/api/v1 authenticated by `apiKey`. */
export function restClient(storeUrl: string, apiKey: string) {
  return createClient<paths>({ baseUrl: `${storeUrl}/api/v1`, headers: { authorization: `Bearer ${apiKey}` } });
}

/** Every order matching `query`, following `nextCursor` page by page. */
export async function allOrders(client: ReturnType<typeof restClient>, query: { email?: string; limit?: number } = {}) {
  const orders: paths["/orders"]["get"]["responses"][200]["content"]["application/json"]["orders"] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const { data, error, response } = await client.GET("/orders", { params: { query: { ...query, cursor } } });
    // An error is `{ code, message }`; a 431 (headers too large) comes from the HTTP server with no body.
    if (!data) throw new Error(`GET /orders answered ${response.status}${error ? ` ${error.code}: ${error.message}` : ""}`);
    orders.push(...data.orders);
    cursor = data.nextCursor ?? undefined;
    pages++;
  } while (cursor);
  return { orders, pages };
}

/** What the store's webhooks deliver (Standard Webhooks: `type`, `timestamp`, `data`). */
export type WebhookEvent = { type: string; timestamp: string; data: Record<string, unknown> };

/**
 * Checks a delivery: `body` exactly as received (the raw text, not re-serialised JSON), its
 * `webhook-id`, `webhook-timestamp` and `webhook-signature` headers, and the endpoint's `whsec_…`
 * secret. Returns the event, or throws when the signature does not match or the timestamp is
 * more than 5 minutes off (a replay).
 */
export function verifyWebhook(body: string, headers: Headers | Record<string, string>, secret: string): WebhookEvent {
  const h = headers instanceof Headers ? headers : new Headers(headers);
  return new Webhook(secret).verify(body, {
    "webhook-id": h.get("webhook-id") ?? "",
    "webhook-timestamp": h.get("webhook-timestamp") ?? "",
    "webhook-signature": h.get("webhook-signature") ?? "",
  }) as WebhookEvent;
}

/** A delivery signed as the store signs one: for trying verifyWebhook without a live endpoint. */
export function sampleDelivery(secret: string, order: { id: string; email: string; amount: number; currency: string }) {
  const id = `msg_${randomBytes(12).toString("hex")}`;
  const at = new Date();
  const body = JSON.stringify({ type: "order.completed", timestamp: at.toISOString(), data: order } satisfies WebhookEvent);
  const headers = {
    "webhook-id": id,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(id, at, body),
  };
  return { body, headers };
}

async function main() {
  const storeUrl = process.env.STORE_URL ?? "http://localhost:3000";
  const apiKey = process.env.STORE_API_KEY;
  if (!apiKey) throw new Error("Set STORE_API_KEY to an API key with the orders:read scope.");
  const client = restClient(storeUrl, apiKey);
  const { orders, pages } = await allOrders(client, {
    email: process.env.STORE_ORDERS_EMAIL,
    limit: Number(process.env.STORE_PAGE_SIZE ?? 50),
  });

  // A webhook endpoint's secret is shown once when it is made (/admin/webhooks); here, a fresh one.
  const secret = process.env.STORE_WEBHOOK_SECRET ?? `whsec_${randomBytes(24).toString("base64")}`;
  const first = orders[0] ?? { id: "ord_example", email: "buyer@example.com", amount: 4700, currency: "usd" };
  const delivery = sampleDelivery(secret, { id: first.id, email: first.email, amount: first.amount, currency: first.currency });
  const event = verifyWebhook(delivery.body, delivery.headers, secret);
  let tamperedRefused = false;
  try {
    verifyWebhook(delivery.body.replace(String(first.amount), String(first.amount + 1)), delivery.headers, secret);
  } catch {
    tamperedRefused = true;
  }
  console.log(
    JSON.stringify({ orders: orders.length, pages, ids: orders.map((o) => o.id), webhook: { verified: event.type, tamperedRefused } }),
  );
}

// Run as a program (not when imported).
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
