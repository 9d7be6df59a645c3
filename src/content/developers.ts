// The public /developers page (docs/developers.md): every text of it, in one place. The page
// component only lays these blocks out; the interactive reference lives at /developers/reference.
import { apiKeyMessages } from "@/lib/messages";
import { type ApiScope, apiScopeLabels, apiScopes } from "@/lib/validation/api-keys";
import { type WebhookEventType, webhookEventTypes } from "@/lib/validation/webhooks";
import { siteName } from "./site";

/** A paragraph's text may hold `code` spans and [links](/path) — nothing else (see `inlineParts`). */
export type DevBlock =
  | { kind: "p"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "table"; head: string[]; rows: string[][] }
  | { kind: "code"; label: string; language: "sh" | "ts" | "json" | "http"; code: string };

export interface DevSection {
  /** The heading's anchor: /developers#<id>. */
  id: string;
  heading: string;
  blocks: DevBlock[];
}

/**
 * One operation of the REST surface, as the server lists it (src/server/api/openapi.ts
 * `restOperations`, read by the page through src/server/queries/developers.ts): the page is
 * handed the list, it never writes one.
 */
export interface RestEndpoint {
  /** The tRPC procedure it serves, e.g. `orders.search`. */
  procedure: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The path under /api/v1, with `{param}` placeholders as in the document. */
  path: string;
  /** The scope its key needs; null for none. */
  scope: ApiScope | null;
  summary: string;
}

/** A REST call the page shows with curl: the operation (by its procedure) and the values sent. */
export interface CurlExample {
  /** The procedure of the operation called; its method, path and scope come from the server's list. */
  procedure: string;
  /** The values put in for the path's placeholders. */
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  summary: string;
}

/** A curl example with its operation's method, path and scope filled in. */
export type CurlCall = CurlExample & Pick<RestEndpoint, "method" | "path" | "scope">;

/** The REST surface's base path (the OpenAPI document's server URL ends with it). */
export const apiBasePath = "/api/v1";
/** Where the OpenAPI 3.1 document is served. */
export const openApiDocumentPath = `${apiBasePath}/openapi.json`;
/** The interactive reference (Swagger UI from our own bundle, no CDN). */
export const referencePath = "/developers/reference";
/** A stand-in for a real key in every example: a real one is 47 characters. */
export const exampleKey = "fgs_YOUR_KEY";
/** Each key's own limit (src/server/services/admin/api-keys.ts `apiKeyRateRule`, docs/api.md#calling-with-a-key). */
export const requestsPerMinute = 600;
/** What each webhook event means for an integrator (the events themselves: `webhookEventType` in src/lib/validation/webhooks.ts). */
const webhookEventWhen: Record<WebhookEventType, string> = {
  "order.completed": "an order was paid and its download links were sent",
  "order.refunded": "an order was refunded, in full or in part",
  "order.disputed": "the buyer's bank opened a dispute on an order's payment",
  "subscriber.created": "someone subscribed to the newsletter",
  "cart.abandoned": "a checkout was started and left unpaid (buyers who agreed to reminders)",
  "product.edition_published": "a new edition of a guide was published (new buyers get it from now on)",
  "email.bounced": "an order's receipt, links or refund e-mail bounced: the buyer did not get it (its template and the reason)",
  "review.created": "a buyer rated a guide through the review request's link (the review waits for the admin's approval)",
};
/** The events an endpoint can subscribe to (docs/webhooks.md), in the enum's order. */
export const webhookEvents = webhookEventTypes.map((type) => ({ type, when: webhookEventWhen[type] }));

export const curlExamples: CurlExample[] = [
  { procedure: "orders.search", query: { status: "completed", limit: "20" }, summary: "Search orders, newest first, one page at a time" },
  { procedure: "orders.get", params: { orderId: "cm3k9x2ab0001" }, summary: "One order with its history" },
  {
    procedure: "orders.refund",
    params: { orderId: "cm3k9x2ab0001" },
    body: { amount: 1000, reason: "Bought twice by mistake" },
    summary: "Refund 10.00 of an order (leave out `amount` to refund all that is left)",
  },
  { procedure: "products.list", summary: "Products with their regional prices" },
  {
    procedure: "discounts.create",
    body: { code: "SPRING-25", kind: "percent", percentOff: 25, maxUses: 100 },
    summary: "Create a discount code",
  },
];

/** Each curl example with its operation's method, path and scope; an example whose procedure is not on the REST surface throws (the build and the test stop). */
export function curlCalls(endpoints: readonly RestEndpoint[], examples: readonly CurlExample[] = curlExamples): CurlCall[] {
  return examples.map((example) => {
    const endpoint = endpoints.find((e) => e.procedure === example.procedure);
    if (!endpoint) throw new Error(`No REST operation serves ${example.procedure} (curlExamples in src/content/developers.ts)`);
    return { ...example, method: endpoint.method, path: endpoint.path, scope: endpoint.scope };
  });
}

/** How the page names the scope an operation needs. */
const scopeText = (scope: ApiScope | null) => (scope ? `\`${scope}\`` : "none");

/** The path with its placeholders filled in (each value percent-encoded). */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${path}`);
    return encodeURIComponent(value);
  });
}

/** A copy-pasteable curl command for one example against the store at `origin`. */
export function curlCommand(example: Pick<CurlCall, "method" | "path" | "params" | "query" | "body">, origin: string): string {
  const query = example.query ? `?${new URLSearchParams(example.query).toString()}` : "";
  const url = `${origin.replace(/\/+$/, "")}${apiBasePath}${fillPath(example.path, example.params)}${query}`;
  const lines = [
    example.method === "GET" ? `curl "${url}"` : `curl -X ${example.method} "${url}"`,
    `-H "Authorization: Bearer ${exampleKey}"`,
  ];
  if (example.body) lines.push(`-H "Content-Type: application/json"`, `-d '${JSON.stringify(example.body)}'`);
  return lines.join(" \\\n  ");
}

/** One piece of a paragraph: plain text, a `code` span, or a [link](href). */
export type InlinePart = { kind: "text"; text: string } | { kind: "code"; text: string } | { kind: "link"; text: string; href: string };

/**
 * A paragraph's text split into its pieces. Written here rather than pulling in a Markdown
 * library: the page needs two marks only, and a parser would add weight to a static page for
 * nothing. An unmatched backtick or bracket stays plain text.
 */
export function inlineParts(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  const pattern = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({ kind: "text", text: text.slice(last, match.index) });
    if (match[1] !== undefined) parts.push({ kind: "code", text: match[1] });
    else parts.push({ kind: "link", text: match[2]!, href: match[3]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}

const verifyExample = `// npm install standardwebhooks
import { Webhook } from "standardwebhooks";

// The endpoint's secret from /admin/webhooks ("whsec_…"), kept out of your code.
const webhook = new Webhook(process.env.STORE_WEBHOOK_SECRET!);

// e.g. a Next.js route handler: app/api/store-events/route.ts
export async function POST(req: Request) {
  const body = await req.text(); // the raw body, exactly as sent: never re-serialise parsed JSON
  let event: { type: string; data: Record<string, unknown> };
  try {
    // Checks webhook-signature against webhook-id, webhook-timestamp and the body, and refuses
    // a timestamp more than 5 minutes away from now (a replay).
    event = webhook.verify(body, {
      "webhook-id": req.headers.get("webhook-id") ?? "",
      "webhook-timestamp": req.headers.get("webhook-timestamp") ?? "",
      "webhook-signature": req.headers.get("webhook-signature") ?? "",
    }) as typeof event;
  } catch {
    return new Response("Invalid signature", { status: 400 });
  }
  // Deliveries are retried: do each webhook-id's work once.
  if (await alreadyHandled(req.headers.get("webhook-id")!)) return new Response(null, { status: 204 });
  if (event.type === "order.completed") await addToCrm(event.data);
  return new Response(null, { status: 204 });
}`;

const deliveryExample = `POST /api/store-events HTTP/1.1
Content-Type: application/json
webhook-id: msg_2mQvQ8kq7E1bYyq3
webhook-timestamp: 1764136800
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=

{"type":"order.completed","timestamp":"2026-11-26T06:00:00.000Z","data":{"id":"cm3k9x2ab0001","status":"completed","email":"buyer@example.com","productId":"fertility","productName":"…","amount":9700,"refundedAmount":0,"currency":"usd",…}}`;

const trpcClientExample = `import { createTRPCClient, httpBatchLink } from "@trpc/client";
import superjson from "superjson";
import type { AppRouter } from "./src/server/api/root";

const store = createTRPCClient<AppRouter>({
  links: [httpBatchLink({
    url: "https://your-store.example/api/trpc",
    transformer: superjson,
    headers: { Authorization: \`Bearer \${process.env.STORE_API_KEY}\` },
  })],
});
const { orders, nextCursor } = await store.orders.search.query({ status: "completed", limit: 20 });`;

const openApiClientExample = `// npx openapi-typescript https://your-store.example/api/v1/openapi.json -o store-api.d.ts
import createClient from "openapi-fetch";
import type { paths } from "./store-api";

const store = createClient<paths>({
  baseUrl: "https://your-store.example/api/v1",
  headers: { Authorization: \`Bearer \${process.env.STORE_API_KEY}\` },
});
const { data, error } = await store.GET("/orders", { params: { query: { limit: 20 } } });`;

/**
 * The page's title, lead and sections, for the store at `origin` (its curl examples name it), with
 * the REST operations the server lists (`endpoints`: the endpoints table and the curl examples'
 * methods, paths and scopes come from there).
 */
export function developersPage(origin: string, endpoints: readonly RestEndpoint[]) {
  const scopeRows = apiScopes.map((scope) => [`\`${scope}\``, apiScopeLabels[scope]]);
  const calls = curlCalls(endpoints);
  return {
    title: "Developers",
    description: `The ${siteName} API: keys, authentication, cursor pages, errors, rate limits, signed webhooks, curl examples and the interactive OpenAPI reference.`,
    intro: `Connect a CRM, a mailing tool, a script or a partner site to the store. The REST API at \`${apiBasePath}\` answers JSON and is described by an OpenAPI 3.1 document at [${openApiDocumentPath}](${openApiDocumentPath}); webhooks tell your server about sales as they happen.`,
    sections: [
      {
        id: "getting-a-key",
        heading: "Getting a key",
        blocks: [
          {
            kind: "p",
            text: "An admin of the store creates keys in the dashboard at [/admin/api-keys](/admin/api-keys): a name, the scopes the key may use and, optionally, an expiry date.",
          },
          {
            kind: "p",
            text: "The key (`fgs_` followed by 43 characters) is shown once, right after it is created. The store keeps only its hash, so a lost key cannot be shown again: revoke it and make a new one. Revoking takes effect at once.",
          },
          { kind: "table", head: ["Scope", "What it allows"], rows: scopeRows },
          {
            kind: "p",
            text: "Give each integration its own key with only the scopes it needs: a mailing tool that reads subscribers needs `subscribers:read` and nothing else.",
          },
        ],
      },
      {
        id: "authentication",
        heading: "Authentication",
        blocks: [
          {
            kind: "p",
            text: "Send the key in the `Authorization` header of every request, as a Bearer token. Keys are never read from the query string or a cookie, so they do not end up in logs or browser history.",
          },
          { kind: "code", label: "Every request", language: "http", code: `Authorization: Bearer ${exampleKey}` },
          {
            kind: "list",
            items: [
              "A missing, malformed, expired or revoked key answers `401` with the same message for each case.",
              "A valid key without the scope an operation needs answers `403` and names the scope.",
              "Keys are for servers. Never put one in a web page or a mobile app: anyone can read it there.",
            ],
          },
        ],
      },
      {
        id: "endpoints",
        heading: "Endpoints",
        blocks: [
          {
            kind: "p",
            text: `Every operation of the REST API, under \`${apiBasePath}\`, and the scope its key needs. Their parameters, answers and schemas are in the [interactive reference](${referencePath}).`,
          },
          {
            kind: "table",
            head: ["Operation", "What it does", "Scope"],
            rows: endpoints.map((endpoint) => [
              `\`${endpoint.method} ${apiBasePath}${endpoint.path}\``,
              endpoint.summary,
              scopeText(endpoint.scope),
            ]),
          },
        ],
      },
      {
        id: "curl-examples",
        heading: "Examples with curl",
        blocks: [
          {
            kind: "p",
            text: `Replace \`${exampleKey}\` with your key. Amounts are in minor units (\`9700\` is 97.00) and times are ISO 8601 text in UTC. Every operation, its parameters and its answers are in the [interactive reference](${referencePath}).`,
          },
          ...calls.map((example): DevBlock => ({
            kind: "code",
            label: `${example.method} ${apiBasePath}${example.path} — ${example.summary} (scope ${scopeText(example.scope)})`,
            language: "sh",
            code: curlCommand(example, origin),
          })),
        ],
      },
      {
        id: "pagination",
        heading: "Pagination",
        blocks: [
          {
            kind: "p",
            text: "Lists that can grow long (orders, subscribers) come in pages, newest first. Ask for up to `limit` items (1–100, 50 when left out); the answer holds the items and a `nextCursor`.",
          },
          {
            kind: "p",
            text: "To get the next page, send the same query again (the same filters) with `cursor` set to that `nextCursor`. On the last page `nextCursor` is `null`; a damaged cursor is a `400`. A cursor points between two items, so orders that arrive while you page through never make you skip or repeat one.",
          },
          {
            kind: "code",
            label: "Every order, page by page",
            language: "sh",
            code: `cursor=""
while :; do
  page=$(curl -s "${origin.replace(/\/+$/, "")}${apiBasePath}/orders?limit=100\${cursor:+&cursor=$cursor}" \\
    -H "Authorization: Bearer ${exampleKey}")
  echo "$page" | jq -c '.orders[]'
  cursor=$(echo "$page" | jq -r '.nextCursor // empty')
  [ -z "$cursor" ] && break
done`,
          },
        ],
      },
      {
        id: "errors",
        heading: "Errors",
        blocks: [
          {
            kind: "p",
            text: "A request that fails answers a 4xx or 5xx status with one JSON shape, `{ code, message }`: `code` is for your program, `message` is a sentence for a person. A `500` never carries internal details; quote its message when you write to us.",
          },
          {
            kind: "code",
            label: "403 Forbidden",
            language: "json",
            code: JSON.stringify({ code: "FORBIDDEN", message: apiKeyMessages.missingScope("orders:write") }, null, 2),
          },
          {
            kind: "table",
            head: ["Status", "code", "When"],
            rows: [
              ["400", "`BAD_REQUEST`", "the input is not valid; the message says which field and why"],
              ["401", "`UNAUTHORIZED`", "the key is missing, malformed, expired or revoked"],
              ["403", "`FORBIDDEN`", "the key lacks the scope the operation needs"],
              ["404", "`NOT_FOUND`", "no such order, discount code or path"],
              ["409", "`CONFLICT`", "the state forbids it, e.g. refunding an order that was never paid"],
              ["413", "`PAYLOAD_TOO_LARGE`", "the body is over 128 KB"],
              [
                "415",
                "`UNSUPPORTED_MEDIA_TYPE`",
                "a body that is not sent as `application/json` (a write that takes no body may send none)",
              ],
              ["429", "`TOO_MANY_REQUESTS`", "the key's rate limit is used up: wait `Retry-After` seconds"],
              ["502", "`BAD_GATEWAY`", "the payment provider failed; nothing was changed, try again"],
              ["503", "`SERVICE_UNAVAILABLE`", "the store is briefly unavailable; try again after `Retry-After`"],
              ["500", "`INTERNAL_SERVER_ERROR`", "our fault; retrying later is safe for reads"],
            ],
          },
        ],
      },
      {
        id: "rate-limits",
        heading: "Rate limits",
        blocks: [
          {
            kind: "p",
            text: `Each key may make ${requestsPerMinute} requests a minute; other keys are not affected. Past that, requests answer \`429\` with a \`Retry-After\` header: the seconds until the key's minute starts again.`,
          },
          {
            kind: "code",
            label: "429 Too Many Requests",
            language: "http",
            code: `HTTP/1.1 429 Too Many Requests\nRetry-After: 12\nContent-Type: application/json\n\n${JSON.stringify({ code: "TOO_MANY_REQUESTS", message: apiKeyMessages.rateLimited(12) })}`,
          },
          {
            kind: "p",
            text: "Wait the seconds `Retry-After` names before the next request. To follow sales as they happen, use webhooks rather than asking for orders again and again.",
          },
        ],
      },
      {
        id: "webhooks",
        heading: "Webhooks",
        blocks: [
          {
            kind: "p",
            text: "An admin adds your endpoint's URL at [/admin/webhooks](/admin/webhooks) and chooses its events. The store then POSTs a JSON body to that URL each time one of them happens. The endpoint's signing secret (`whsec_…`) is shown once, when the endpoint is created.",
          },
          { kind: "table", head: ["Event", "Sent when"], rows: webhookEvents.map((event) => [`\`${event.type}\``, event.when]) },
          {
            kind: "list",
            items: [
              "Answer with any `2xx` status within a few seconds; do slow work after answering.",
              "Any other answer, or none, is retried with growing pauses (seconds, then minutes, then hours) for about 3 days. An endpoint that has failed for 24 hours in a row is switched off and the store's admins are e-mailed.",
              "A retry carries the same `webhook-id`: do each id's work once.",
              "Every delivery, with its status, response code and attempt, is listed in the dashboard, where an admin can send it again.",
              "Endpoint URLs must use https.",
            ],
          },
          {
            kind: "p",
            text: "The body is JSON: the event's `type`, the `timestamp` it happened, and its `data` — for an order event, the order's id, status, buyer, product and amounts in minor units (cents, pence) with their `currency`.",
          },
          { kind: "code", label: "A delivery", language: "http", code: deliveryExample },
        ],
      },
      {
        id: "verifying-signatures",
        heading: "Verifying webhook signatures",
        blocks: [
          {
            kind: "p",
            text: "Deliveries are signed as the [Standard Webhooks](https://www.standardwebhooks.com) specification says, so its libraries (Node, Python, Go, Ruby, PHP, Java, Rust, C#) verify them. Check the signature before trusting a delivery: anyone can POST to your URL.",
          },
          { kind: "code", label: "Node.js with the standardwebhooks package", language: "ts", code: verifyExample },
          {
            kind: "p",
            text: "Without a library: take the secret after `whsec_` and base64-decode it. Compute the HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` with it and base64-encode the result. `webhook-signature` holds one or more space-separated `v1,<signature>` entries; accept the delivery if one matches (compare in constant time) and the timestamp is within 5 minutes of now.",
          },
        ],
      },
      {
        id: "typed-clients",
        heading: "Typed clients",
        blocks: [
          {
            kind: "p",
            text: "Two small clients in the store's repository show both ways in, and run against the built store in CI, so the document cannot drift from what the server answers:",
          },
          {
            kind: "list",
            items: [
              "`examples/typescript-client.ts`: the tRPC client with the router's own types and an API key — for TypeScript projects that share the store's code.",
              "`examples/openapi-client.ts`: a client generated from the OpenAPI document with `openapi-typescript` and `openapi-fetch`; it lists orders and verifies a webhook signature.",
            ],
          },
          { kind: "code", label: "TypeScript, with the router's types", language: "ts", code: trpcClientExample },
          { kind: "code", label: "Any project, from the OpenAPI document", language: "ts", code: openApiClientExample },
          {
            kind: "p",
            text: `In another language, generate a client from [${openApiDocumentPath}](${openApiDocumentPath}) with the OpenAPI generator of your choice.`,
          },
        ],
      },
      {
        id: "reference",
        heading: "Interactive reference",
        blocks: [
          {
            kind: "p",
            text: `Every operation, its parameters, its answers and their schemas, read from the OpenAPI document: [open the interactive reference](${referencePath}). It runs from this site alone and loads nothing from anywhere else.`,
          },
        ],
      },
    ] satisfies DevSection[],
  };
}
