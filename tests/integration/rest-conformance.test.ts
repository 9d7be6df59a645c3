// The REST surface /api/v1 answers as its document says (docs/api.md#rest-api-v1): every error is
// `{ code, message }` (unknown paths, methods, escapes and query parameters too), a HEAD is
// authenticated like its GET, a write that takes no body needs none, state conflicts are 409,
// and every answer carries Cache-Control no-store and the key's RateLimit-* headers.
import { describe, expect, it } from "vitest";
import { DELETE as restDelete, GET as restGet, HEAD as restHead, POST as restPost } from "@/app/api/v1/[...path]/route";
import { apiKeyMessages, discountMessages, orderSearchMessages, refundMessages, restMessages } from "@/lib/messages";
import type { ApiScope } from "@/lib/validation/api-keys";
import { openApiDocument, restOperations } from "@/server/api/openapi";
import { apiKeyRateRule } from "@/server/services/admin/api-keys";
import { useTestDatabase } from "../setup/test-db";
import { completedOrder, signedIn, startCheckout } from "./factories";
import { freshIp } from "./helpers";

const db = useTestDatabase();
const SITE = "http://localhost:3000";

async function keyWith(scopes: ApiScope[]) {
  const admin = await signedIn(db(), { admin: true });
  return admin.caller.apiKeys.create({ name: "conformance", scopes });
}
const allScopes: ApiScope[] = [
  "orders:read",
  "orders:write",
  "products:read",
  "discounts:write",
  "subscribers:read",
  "stats:read",
  "reviews:read",
];
const headersOf = (secret?: string, more: Record<string, string> = {}) => ({
  "x-forwarded-for": freshIp(),
  ...(secret && { authorization: `Bearer ${secret}` }),
  ...more,
});
const call = (
  handler: (req: Request) => Promise<Response>,
  method: string,
  path: string,
  secret?: string,
  init: { body?: string; headers?: Record<string, string> } = {},
) => handler(new Request(`${SITE}/api/v1${path}`, { method, headers: headersOf(secret, init.headers), body: init.body }));

async function expectError(response: Response, status: number, code: string, message?: string) {
  const body = (await response.json()) as Record<string, unknown>;
  expect([response.status, Object.keys(body).sort(), body.code]).toEqual([status, ["code", "message"], code]);
  if (message !== undefined) expect(body.message).toBe(message);
  return body;
}
/** A GET path for each operation, with its path parameter filled. */
const getPaths = restOperations()
  .filter((op) => op.method === "GET")
  .map((op) => op.path.replace(/\{[^}]+\}/g, "x"));

describe("REST answers as its document says", () => {
  it("refuses a query parameter named like an Object method, or unknown, on every GET with a readable 400", async () => {
    const { secret } = await keyWith(allScopes);
    expect(getPaths).toEqual(expect.arrayContaining(["/products", "/stats", "/discounts", "/orders"]));
    for (const path of getPaths) {
      for (const name of ["constructor", "toString", "valueOf", "hasOwnProperty", "__proto__", "color"]) {
        const response = await call(restGet, "GET", `${path}?${name}=1`, secret);
        // The refusal carries the key's RateLimit-* like every other answer.
        expect([path, response.headers.get("ratelimit-limit")]).toEqual([path, expect.stringMatching(/^\d+$/)]);
        const body = await expectError(response, 400, "BAD_REQUEST");
        expect([path, body.message]).toEqual([path, expect.stringContaining(`Unknown query parameter “${name}”`)]);
      }
    }
    // Without a key, the 401 comes first, whatever the query asks.
    await expectError(await call(restGet, "GET", "/stats?constructor=1"), 401, "UNAUTHORIZED", apiKeyMessages.invalid);
    // The parameters an operation takes still work.
    expect((await call(restGet, "GET", "/orders?limit=2&status=completed", secret)).status).toBe(200);
  });

  it("answers unknown paths, methods and a malformed escape 404 { code, message }", async () => {
    const { secret } = await keyWith(allScopes);
    await expectError(await call(restGet, "GET", "/nothing", secret), 404, "NOT_FOUND", restMessages.noSuchEndpoint);
    await expectError(await call(restDelete, "DELETE", "/orders", secret), 404, "NOT_FOUND", restMessages.noSuchEndpoint);
    await expectError(await call(restGet, "GET", "/orders/%E0%A4%A", secret), 404, "NOT_FOUND", restMessages.noSuchEndpoint);
  });

  it("answers HEAD as its GET: 401 without a key, 200 with one, never a body", async () => {
    const anonymous = await call(restHead, "HEAD", "/orders");
    expect([anonymous.status, await anonymous.text()]).toEqual([401, ""]);
    const { secret } = await keyWith(["orders:read"]);
    const ok = await call(restHead, "HEAD", "/orders", secret);
    expect([ok.status, await ok.text()]).toEqual([200, ""]);
  });

  it("gives the API's 401 text to a call without a key, not the storefront's", async () => {
    await expectError(await call(restGet, "GET", "/stats"), 401, "UNAUTHORIZED", apiKeyMessages.invalid);
  });

  it("resends links with no body and no content type", async () => {
    const { order } = await completedOrder();
    const { secret } = await keyWith(["orders:write"]);
    const response = await call(restPost, "POST", `/orders/${order.id}/resend-links`, secret);
    expect(response.status).toBe(200);
  });

  it("answers a state conflict 409: refunding an unpaid or refunded order, a duplicate code", async () => {
    const { secret } = await keyWith(["orders:write", "discounts:write"]);
    const pending = await startCheckout();
    await expectError(
      await call(restPost, "POST", `/orders/${pending.orderId}/refund`, secret, {
        body: "{}",
        headers: { "content-type": "application/json" },
      }),
      409,
      "CONFLICT",
      refundMessages.notPaid,
    );
    const { order } = await completedOrder();
    const json = { body: "{}", headers: { "content-type": "application/json" } };
    expect((await call(restPost, "POST", `/orders/${order.id}/refund`, secret, json)).status).toBe(200);
    await expectError(
      await call(restPost, "POST", `/orders/${order.id}/refund`, secret, json),
      409,
      "CONFLICT",
      refundMessages.alreadyRefunded,
    );
    const code = {
      body: JSON.stringify({ code: "TWICE-1", kind: "percent", percentOff: 10 }),
      headers: { "content-type": "application/json" },
    };
    expect((await call(restPost, "POST", "/discounts", secret, code)).status).toBe(200);
    await expectError(await call(restPost, "POST", "/discounts", secret, code), 409, "CONFLICT", discountMessages.duplicate("TWICE-1"));
  });

  it("carries Cache-Control no-store and the key's RateLimit-* headers on every answer, errors included", async () => {
    const { secret } = await keyWith(["stats:read"]);
    const first = await call(restGet, "GET", "/stats", secret);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(first.headers.get("ratelimit-limit")).toBe(String(apiKeyRateRule.limit));
    expect(first.headers.get("ratelimit-remaining")).toBe(String(apiKeyRateRule.limit - 1));
    const reset = Number(first.headers.get("ratelimit-reset"));
    expect(reset).toBeGreaterThan(0);
    expect(reset).toBeLessThanOrEqual(60);
    const refused = await call(restGet, "GET", "/orders", secret);
    expect([refused.status, refused.headers.get("ratelimit-remaining"), refused.headers.get("cache-control")]).toEqual([
      403,
      String(apiKeyRateRule.limit - 2),
      "no-store",
    ]);
    const unknown = await call(restGet, "GET", "/nothing", secret);
    expect([unknown.status, unknown.headers.get("cache-control")]).toEqual([404, "no-store"]);
    const anonymous = await call(restGet, "GET", "/stats");
    expect(anonymous.headers.get("cache-control")).toBe("no-store");
  });
});

type Schema = {
  type?: string | string[];
  format?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  $ref?: string;
  description?: string;
};
type Operation = {
  parameters?: { name: string; in: string; description?: string; schema: Schema }[];
  responses: Record<string, { content?: unknown }>;
  requestBody?: unknown;
};

describe("the document says what the server does", () => {
  const doc = openApiDocument(SITE);
  const operations = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Operation>).map(([method, op]) => ({ at: `${method.toUpperCase()} ${path}`, method, op })),
  );

  it("names its component schemas, each one used, and lists every status on every operation", () => {
    const names = Object.keys(doc.components?.schemas ?? {});
    expect(names).toEqual(expect.arrayContaining(["Order", "OrderDetail", "Product", "Discount", "Subscriber", "Stats", "Error"]));
    const text = JSON.stringify(doc.paths);
    // Each component is referenced from an operation or from another component.
    for (const name of names)
      expect([
        name,
        JSON.stringify({ ...doc.components?.schemas, [name]: undefined }).includes(`"#/components/schemas/${name}"`) ||
          text.includes(`"#/components/schemas/${name}"`),
      ]).toEqual([name, true]);
    for (const { at, method, op } of operations) {
      const statuses = Object.keys(op.responses);
      expect([at, statuses]).toEqual([at, expect.arrayContaining(["200", "400", "401", "403", "404", "429", "431", "500", "503"])]);
      if (method !== "get") expect([at, statuses]).toEqual([at, expect.arrayContaining(["413", "415"])]);
    }
    for (const at of ["POST /orders/{orderId}/refund", "POST /orders/{orderId}/resend-links"]) {
      expect([at, Object.keys(operations.find((o) => o.at === at)!.op.responses)]).toEqual([at, expect.arrayContaining(["502"])]);
    }
    for (const at of ["POST /orders/{orderId}/refund", "POST /orders/{orderId}/resend-links", "POST /discounts"]) {
      expect([at, Object.keys(operations.find((o) => o.at === at)!.op.responses)]).toEqual([at, expect.arrayContaining(["409"])]);
    }
    // The store's public URL.
    expect(doc.servers).toEqual([{ url: `${SITE}/api/v1` }]);
  });

  it("describes every parameter, and marks every time as date-time", () => {
    for (const { at, op } of operations)
      for (const p of op.parameters ?? []) expect([at, p.name, typeof p.description]).toEqual([at, p.name, "string"]);
    const times: string[] = [];
    const visit = (schema: Schema | undefined, where: string) => {
      if (!schema) return;
      if (/(At|At\b)$/.test(where.split(".").pop() ?? ""))
        times.push(`${where}: ${JSON.stringify(schema.format ?? schema.anyOf?.map((s) => s.format))}`);
      for (const [key, value] of Object.entries(schema.properties ?? {})) visit(value, `${where}.${key}`);
      visit(schema.items, `${where}[]`);
      for (const s of schema.anyOf ?? []) visit(s, where + "|");
    };
    for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) visit(schema as Schema, name);
    expect(times.length).toBeGreaterThan(5);
    expect(times.filter((t) => !t.includes("date-time"))).toEqual([]);
  });

  it("states the limits the code keeps: a discount's description at most 200 characters, pages only forward", async () => {
    const create = (
      doc.paths?.["/discounts"] as {
        post: {
          requestBody: { content: { "application/json": { schema: Schema & { properties: Record<string, { maxLength?: number }> } } } };
        };
      }
    ).post;
    expect(create.requestBody.content["application/json"].schema.properties.description?.maxLength).toBe(200);
    const { secret } = await keyWith(["discounts:write", "orders:read"]);
    const body = (description: string) => ({
      body: JSON.stringify({ code: `LEN-${description.length}`, kind: "percent", percentOff: 5, description }),
      headers: { "content-type": "application/json" },
    });
    expect((await call(restPost, "POST", "/discounts", secret, body("x".repeat(200)))).status).toBe(200);
    await expectError(
      await call(restPost, "POST", "/discounts", secret, body("x".repeat(201))),
      400,
      "BAD_REQUEST",
      discountMessages.descriptionTooLong,
    );
    const direction = (operations.find((o) => o.at === "GET /orders")!.op.parameters ?? []).find((p) => p.name === "direction");
    expect(direction?.schema).toMatchObject({ const: "forward" });
    await expectError(
      await call(restGet, "GET", "/orders?direction=backward", secret),
      400,
      "BAD_REQUEST",
      orderSearchMessages.onlyForward,
    );
    expect((await call(restGet, "GET", "/orders?direction=forward", secret)).status).toBe(200);
  });
});
