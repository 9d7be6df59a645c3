// The REST surface /api/v1 (docs/api.md#rest-api-v1): the OpenAPI 3.1 document is valid and in
// step with appRouter, and the REST calls answer as the tRPC procedures they are — with a key,
// the one 401, the 403 naming the scope, `{ code, message }` for every error, cursor pages.
import fs from "node:fs";
import { validate } from "@readme/openapi-parser";
import { describe, expect, it } from "vitest";
import { GET as restGet, PATCH as restPatch, POST as restPost } from "@/app/api/v1/[...path]/route";
import { GET as documentGet } from "@/app/api/v1/openapi.json/route";
import { adminMessages, apiKeyMessages, orderSearchMessages, refundMessages, restMessages } from "@/lib/messages";
import { type ApiScope, apiScopes } from "@/lib/validation/api-keys";
import { appRouter } from "@/server/api/root";
import { openApiDocument, restOperations } from "@/server/api/openapi";
import { apiKeyRateRule } from "@/server/services/admin/api-keys";
import { rateLimitKey } from "@/server/rate-limit";
import { openApiTypes, TYPES_FILE } from "../../examples/generate-openapi-types";
import { useTestDatabase } from "../setup/test-db";
import { completedOrder, orderRow, signedIn } from "./factories";
import { freshIp } from "./helpers";

const db = useTestDatabase();
const SITE = "http://localhost:3000";

/**
 * The REST surface as the routers declare it (`meta.openapi`, the scope scopedProcedure sets):
 * the one list. docs/api.md's table is written from it (`npm run docs:api`, checked by
 * tests/docs/api-tables.test.ts) and the client types by `npm run api:types` (checked below), so
 * adding, removing or moving an endpoint shows in both. Which scope each procedure needs is an
 * independent fact of the authorisation matrix (`keyScopes`), which checks it against this list.
 */
const operations = restOperations();
const ENDPOINTS = operations.map((o) => `${o.method} ${o.path} ${o.procedure} ${o.scope}`).sort();

type Procedure = { _def: { meta?: { openapi?: unknown }; output?: unknown; inputs: unknown[] } };
const procedures = Object.entries((appRouter as unknown as { _def: { procedures: Record<string, Procedure> } })._def.procedures);

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document (@readme/openapi-parser), served at /api/v1/openapi.json", async () => {
    const response = documentGet();
    expect(response.status).toBe(200);
    const served = (await response.json()) as ReturnType<typeof openApiDocument>;
    expect(served.openapi).toBe("3.1.0");
    const result = await validate(structuredClone(served) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.specification).toBe("OpenAPI");
    expect(served.servers).toEqual([{ url: `${SITE}/api/v1` }]);
    expect(served.components?.securitySchemes).toEqual({ apiKey: expect.objectContaining({ type: "http", scheme: "bearer" }) });
  });

  it("lists exactly the operations of restOperations(), each with its scope in x-scopes and its description, secured by the key", () => {
    expect(operations.length).toBeGreaterThan(0);
    // Every operation of the REST surface needs a key's scope (or an admin's session).
    for (const op of operations) expect([op.procedure, apiScopes.includes(op.scope!)]).toEqual([op.procedure, true]);
    const doc = openApiDocument(SITE);
    const listed = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
      Object.entries(item as Record<string, { operationId: string; "x-scopes": string[]; description: string; security: unknown }>).map(
        ([method, op]) => {
          expect(op.description).toContain(`\`${op["x-scopes"][0]}\` scope`);
          expect(op.security).toEqual([{ apiKey: [] }]);
          return `${method.toUpperCase()} ${path} ${op.operationId.replace("-", ".")} ${op["x-scopes"].join(",")}`;
        },
      ),
    );
    expect(listed.sort()).toEqual(ENDPOINTS);
  });

  it("matches the committed client types: examples/openapi-types.ts is what openapi-typescript makes of it now (npm run api:types)", async () => {
    expect(await openApiTypes()).toBe(fs.readFileSync(TYPES_FILE, "utf8"));
  });

  it("every procedure with openapi meta declares its output schema", () => {
    const exposed = procedures.filter(([, p]) => p._def.meta?.openapi);
    expect(exposed.map(([path]) => path).sort()).toEqual(operations.map((o) => o.procedure).sort());
    expect(exposed.filter(([, p]) => !p._def.output).map(([path]) => path)).toEqual([]);
  });

  it("answers every error as { code, message }: the document says so for each status", () => {
    const doc = openApiDocument(SITE);
    for (const item of Object.values(doc.paths ?? {})) {
      for (const op of Object.values(
        item as Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>,
      )) {
        for (const [status, response] of Object.entries(op.responses)) {
          // 431 comes from the HTTP server before the API, without a body.
          if (status === "200" || status === "431") continue;
          expect(response.content?.["application/json"]?.schema).toEqual({ $ref: "#/components/schemas/Error" });
        }
        expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(["200", "400", "401", "403", "404", "429", "431", "500", "503"]));
      }
    }
  });

  it("gives the REST adapter nothing to coerce: numbers and dates declare z.coerce, booleans are never coerced", () => {
    // trpc-to-openapi sets zod's `coerce` on every number, boolean and date of a served input, in
    // place (so the tRPC route would parse differently after the first REST call). Ours are
    // declared already, and booleans are pipes it leaves alone (`Boolean("false")` is true).
    const left: string[] = [];
    const visit = (schema: unknown, at: string) => {
      let s = schema as { _zod: { def: { type: string; coerce?: boolean; innerType?: unknown; shape?: Record<string, unknown> } } };
      while (["optional", "nullable", "default", "prefault"].includes(s._zod.def.type)) s = s._zod.def.innerType as typeof s;
      const { type, coerce, shape } = s._zod.def;
      if (type === "object") for (const [key, value] of Object.entries(shape!)) visit(value, `${at}.${key}`);
      else if (["number", "date", "bigint"].includes(type) && !coerce) left.push(`${at}: ${type}`);
      else if (type === "boolean") left.push(`${at}: boolean (use jsonBoolean or queryBoolean)`);
    };
    for (const [path, p] of procedures) if (p._def.meta?.openapi && p._def.inputs[0]) visit(p._def.inputs[0], path);
    expect(left).toEqual([]);
  });
});

/** A key made through the router by a fresh admin. */
async function keyWith(scopes: ApiScope[]) {
  const admin = await signedIn(db(), { admin: true });
  const made = await admin.caller.apiKeys.create({ name: `rest ${scopes.join(" ")}`, scopes });
  return { ...made, admin };
}

type Answer = { status: number; headers: Headers; body: Record<string, unknown> };
const answerOf = async (response: Response): Promise<Answer> => ({
  status: response.status,
  headers: response.headers,
  body: (await response.json()) as Record<string, unknown>,
});
const auth = (secret?: string) => ({ "x-forwarded-for": freshIp(), ...(secret && { authorization: `Bearer ${secret}` }) });

const get = async (path: string, secret?: string, headers: Record<string, string> = {}) =>
  answerOf(await restGet(new Request(`${SITE}/api/v1${path}`, { headers: { ...auth(secret), ...headers } })));
const send = async (method: "POST" | "PATCH", path: string, body: unknown, secret?: string, headers: Record<string, string> = {}) =>
  answerOf(
    await (method === "POST" ? restPost : restPatch)(
      new Request(`${SITE}/api/v1${path}`, {
        method,
        headers: { "content-type": "application/json", ...auth(secret), ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
    ),
  );

/** Only `{ code, message }`: no data, no stack, no issues. */
const expectError = (answer: Answer, status: number, code: string, message?: string) => {
  expect([answer.status, Object.keys(answer.body).sort()]).toEqual([status, ["code", "message"]]);
  expect(answer.body.code).toBe(code);
  if (message !== undefined) expect(answer.body.message).toBe(message);
};

describe("REST calls", () => {
  it("GET /orders: 200 with a key, the one 401 without or with a bad one, 403 naming the scope", async () => {
    await db().order.create({ data: orderRow({ email: "rest-list@shop.org", status: "completed" }) });
    const reader = await keyWith(["orders:read"]);
    const ok = await get("/orders?email=rest-list%40shop.org", reader.secret);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      orders: [expect.objectContaining({ email: "rest-list@shop.org", status: "completed", amount: 4700 })],
      nextCursor: null,
    });
    // Dates are ISO strings in REST's JSON.
    expect((ok.body.orders as { createdAt: string }[])[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);

    expectError(await get("/orders"), 401, "UNAUTHORIZED");
    expectError(await get("/orders", "fgs_nope"), 401, "UNAUTHORIZED", apiKeyMessages.invalid);
    // Never from the query string.
    expectError(await get(`/orders?api_key=${reader.secret}`), 401, "UNAUTHORIZED");
    const other = await keyWith(["stats:read"]);
    expectError(await get("/orders", other.secret), 403, "FORBIDDEN", apiKeyMessages.missingScope("orders:read"));
    // An admin's session works too.
    expect((await get("/orders", undefined, { cookie: reader.admin.cookie })).status).toBe(200);
  });

  it("pages GET /orders through its cursor: every order once, newest first, limit as text", async () => {
    const base = Date.now() - 3_600_000;
    await db().order.createMany({
      data: Array.from({ length: 7 }, (_, i) => orderRow({ email: `rest-page${i}@cursor.org`, createdAt: new Date(base + i * 1000) })),
    });
    const { secret } = await keyWith(["orders:read"]);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await get(`/orders?email=%40cursor.org&limit=3${cursor ? `&cursor=${cursor}` : ""}`, secret);
      expect(page.status).toBe(200);
      seen.push(...(page.body.orders as { email: string }[]).map((o) => o.email));
      cursor = page.body.nextCursor as string | null;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(Array.from({ length: 7 }, (_, i) => `rest-page${6 - i}@cursor.org`));
  });

  it("answers bad input 400 with our message, an unknown order 404, an unknown endpoint 404 — all { code, message }, never a stack", async () => {
    const { secret } = await keyWith(["orders:read", "orders:write", "discounts:write", "subscribers:read"]);
    expectError(await get("/orders?limit=500", secret), 400, "BAD_REQUEST", orderSearchMessages.badLimit);
    expectError(await get("/orders?limit=abc", secret), 400, "BAD_REQUEST", orderSearchMessages.badLimit);
    expectError(await get("/orders?cursor=bm9wZQ", secret), 400, "BAD_REQUEST", orderSearchMessages.badCursor);
    expectError(await get("/orders?status=lost", secret), 400, "BAD_REQUEST", orderSearchMessages.unknownStatus);
    expectError(await get("/orders?includeTest=maybe", secret), 400, "BAD_REQUEST");
    expectError(await get("/orders?color=red", secret), 400, "BAD_REQUEST");
    expectError(await get("/subscribers?limit=0", secret), 400, "BAD_REQUEST", restMessages.badSubscriberLimit);
    expectError(await get("/orders/no-such-order", secret), 404, "NOT_FOUND", adminMessages.orderNotFound);
    expectError(await send("POST", "/orders/no-such-order/resend-links", {}, secret), 404, "NOT_FOUND", adminMessages.orderNotFound);
    expectError(await get("/nothing-here", secret), 404, "NOT_FOUND", restMessages.noSuchEndpoint);
    expectError(await send("POST", "/discounts", "{not json", secret), 400, "BAD_REQUEST", restMessages.badJson);
    expectError(await send("POST", "/orders/x/refund", { amount: -5 }, secret), 400, "BAD_REQUEST", refundMessages.amountInvalid);
    const big = await send("POST", "/discounts", JSON.stringify({ code: "BIG", description: "x".repeat(200_000) }), secret);
    expectError(big, 413, "PAYLOAD_TOO_LARGE");
  });

  it("GET /orders/{orderId} and the two writes on an order, audited as the key", async () => {
    const { order } = await completedOrder();
    const { secret, admin } = await keyWith(["orders:read", "orders:write"]);
    const one = await get(`/orders/${order.id}`, secret);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ order: { id: order.id, email: order.email, status: "completed" }, timeline: expect.any(Array) });

    const resent = await send("POST", `/orders/${order.id}/resend-links`, {}, secret);
    expect(resent).toMatchObject({ status: 200, body: { message: adminMessages.linksResent(order.email) } });

    const refunded = await send("POST", `/orders/${order.id}/refund`, { amount: 1000, reason: "REST partial", keepAccess: false }, secret);
    expect(refunded).toMatchObject({ status: 200, body: { status: "partially_refunded", refundedAmount: 1000 } });
    const audit = await db().auditEvent.findFirstOrThrow({ where: { action: "order.refunded", target: order.id } });
    expect(audit).toMatchObject({ actorId: admin.user.id, actorEmail: `API key ${secret.slice(0, 12)}… (rest orders:read orders:write)` });
  });

  it("discounts: list, create (dates as ISO text) and PATCH by code", async () => {
    const { secret } = await keyWith(["discounts:write"]);
    const created = await send(
      "POST",
      "/discounts",
      { code: "rest-20", kind: "percent", percentOff: 20, expiresAt: "2099-01-01T00:00:00.000Z", active: true },
      secret,
    );
    expect(created).toMatchObject({ status: 200, body: { code: "REST-20" } });
    const patched = await send("PATCH", "/discounts/REST-20", { percentOff: 25, active: false }, secret);
    expect(patched).toMatchObject({ status: 200, body: { code: "REST-20", changed: expect.arrayContaining(["percentOff", "active"]) } });
    const list = await get("/discounts", secret);
    expect(list.status).toBe(200);
    expect(list.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: "REST-20", percentOff: 25, active: false, expiresAt: "2099-01-01T00:00:00.000Z" }),
      ]),
    );
    expectError(await send("PATCH", "/discounts/NOPE-1", { percentOff: 5 }, secret), 404, "NOT_FOUND");
    // A string where a boolean belongs is refused, not read as true.
    expectError(await send("PATCH", "/discounts/REST-20", { active: "false" }, secret), 400, "BAD_REQUEST");
  });

  it("GET /products with regional prices, GET /stats, GET /subscribers in cursor pages", async () => {
    const { secret } = await keyWith(["products:read", "stats:read", "subscribers:read"]);
    const products = await get("/products", secret);
    expect(products.status).toBe(200);
    const fertility = (products.body.products as { kind: string; prices: { country: string; currency: string; display: string }[] }[]).find(
      (p) => p.kind === "fertility",
    )!;
    expect(fertility.prices.map((p) => p.country)).toEqual(["US", "UK", "AU"]);
    expect(fertility.prices[1]).toMatchObject({ currency: "gbp", display: expect.stringMatching(/^£/) });
    expect((products.body.products as { kind: string; includes: string[] }[]).find((p) => p.kind === "bundle")?.includes).toEqual([
      "fertility",
      "intimacy",
    ]);

    const stats = await get("/stats", secret);
    expect(stats).toMatchObject({
      status: 200,
      body: { orders: expect.objectContaining({ completed: expect.any(Number) }), revenue: expect.any(Array) },
    });

    const at = Date.now() - 60_000;
    await db().subscriber.createMany({
      data: Array.from({ length: 5 }, (_, i) => ({ email: `rest-sub${i}@list.org`, source: "footer", createdAt: new Date(at + i) })),
    });
    await db().unsubscribe.create({ data: { email: "rest-sub4@list.org", source: "page" } });
    const first = await get("/subscribers?limit=2", secret);
    expect(first.status).toBe(200);
    expect(first.body.subscribers).toEqual([
      expect.objectContaining({ email: "rest-sub4@list.org", unsubscribed: true }),
      expect.objectContaining({ email: "rest-sub3@list.org", unsubscribed: false }),
    ]);
    const second = await get(`/subscribers?limit=2&cursor=${first.body.nextCursor as string}`, secret);
    expect((second.body.subscribers as { email: string }[]).map((s) => s.email)).toEqual(["rest-sub2@list.org", "rest-sub1@list.org"]);
  });

  it("limits a key as /api/trpc does: 429 with Retry-After, { code, message }", async () => {
    const { id, secret } = await keyWith(["stats:read"]);
    await db().rateLimit.create({
      data: {
        key: rateLimitKey(apiKeyRateRule.key, id),
        windowStart: new Date(Date.now() - 20_000),
        count: 600,
        expiresAt: new Date(Date.now() + 40_000),
      },
    });
    const limited = await get("/stats", secret);
    expectError(limited, 429, "TOO_MANY_REQUESTS");
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(39);
    expect(limited.body.message).toBe(apiKeyMessages.rateLimited(retryAfter));
  });

  it("refuses a session's write from another site, takes a key's write without an Origin", async () => {
    const { secret, admin } = await keyWith(["discounts:write"]);
    expectError(
      await send("POST", "/discounts", { code: "CROSS-1", kind: "percent", percentOff: 5 }, undefined, {
        cookie: admin.cookie,
        origin: "http://evil.example",
      }),
      403,
      "FORBIDDEN",
    );
    expect((await send("POST", "/discounts", { code: "CROSS-2", kind: "percent", percentOff: 5 }, secret)).status).toBe(200);
  });
});
