// The later cases of bench/hostile-sweep.ts: the fourth hardening round's findings that need a
// key, an order or a sequence (docs/production.md#the-hostile-sweep-every-route-apiauth-endpoint-procedure-and-path-escape),
// and the schema-driven fuzz of every REST operation in /api/v1/openapi.json
// (tests/integration/fuzz/openapi-fuzz.ts), each answer judged against the document.
import { randomBytes } from "node:crypto";
import SuperJSON from "superjson";
import { apiScopes } from "../src/lib/validation/api-keys";
import { answerJudge, fuzzRequests, type FuzzRequest, type OpenApiDocument } from "../tests/integration/fuzz/openapi-fuzz";

export type Call = {
  what: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  stream?: boolean;
  /** The statuses this call must get, a text its body must (or must not) hold, headers it must carry. */
  expect?: { status: number[]; body?: RegExp; notBody?: RegExp; headers?: Record<string, RegExp> };
  /** A request of the REST fuzz: judged against the document. */
  fuzz?: FuzzRequest;
  /** The sequence's client address (a per-client limit's case); a fresh one otherwise. */
  client?: string;
};
export type Result = { call: Call; status: number; body: string; headers: Headers };

const trpcBody = (input: unknown) => JSON.stringify(SuperJSON.serialize(input));
const buyer = () => `sweep-buyer-${randomBytes(4).toString("hex")}@mail.fertility-buyers.org`;
const checkoutInput = (firstName = "Sweep") => ({
  email: buyer(),
  firstName,
  lastName: "Buyer",
  address: "1 Main St",
  city: "Austin",
  state: "TX",
  zipCode: "73301",
  product: "fertility",
  countryCode: "US",
});

/** What the cases need from the running app: keys, a paid and an unpaid order (made through the app). */
export async function prepare(origin: string, admin: string, send: (call: Call) => Promise<Result>) {
  const trpc = async (name: string, input: unknown, cookie?: string) => {
    const r = await send({
      what: `setup ${name}`,
      method: "POST",
      path: `/api/trpc/${name}`,
      headers: { "content-type": "application/json", origin, ...(cookie && { cookie }) },
      body: trpcBody(input),
    });
    if (r.status !== 200) throw new Error(`sweep setup: ${name} answered ${r.status}: ${r.body.slice(0, 200)}`);
    return (JSON.parse(r.body) as { result: { data: { json: Record<string, string> } } }).result.data.json;
  };
  const key = async (name: string, scopes: string[]) => (await trpc("apiKeys.create", { name, scopes }, admin)).secret!;
  const order = async (firstName?: string, pay = true) => {
    const { orderId, sessionId } = await trpc("checkout.createSession", checkoutInput(firstName));
    if (pay) {
      const r = await send({
        what: "setup pay",
        method: "POST",
        path: "/api/test-payment",
        headers: { "content-type": "application/json", origin },
        body: JSON.stringify({ session_id: sessionId, action: "pay" }),
      });
      if (r.status !== 303) throw new Error(`sweep setup: the test payment answered ${r.status}`);
    }
    return orderId!;
  };
  return {
    allKey: await key("Sweep, every scope", [...apiScopes]),
    readKey: await key("Sweep, orders read", ["orders:read"]),
    // The cases' own orders; the fuzz refunds and resends others (a valid refund is valid).
    paid: [await order(), await order(), await order(";=2*3")],
    forFuzz: [await order(), await order()],
    unpaid: await order(undefined, false),
    discount: JSON.stringify({ code: `SWEEP${randomBytes(3).toString("hex").toUpperCase()}`, kind: "percent", percentOff: 10 }),
  };
}
export type Prepared = Awaited<ReturnType<typeof prepare>>;

const API_HEADERS = { "cache-control": /no-store/, "ratelimit-limit": /^\d+$/, "ratelimit-remaining": /^\d+$/, "ratelimit-reset": /^\d+$/ };
const errorJson = /^\{"code":"[A-Z_]+","message":"[^"]+"\}$/;

/** The findings answered with a key or an order: each with the answer it must get. */
export function keyedCalls(p: Prepared, admin: string, operations: string[]): Call[] {
  const bearer = (secret: string, more: Record<string, string> = {}) => ({ authorization: `Bearer ${secret}`, ...more });
  const json = bearer(p.allKey, { "content-type": "application/json" });
  const calls: Call[] = [];
  const c = (what: string, method: string, path: string, headers: Record<string, string>, expect: Call["expect"], body?: string) =>
    calls.push({ what: `round 4: ${what}`, method, path: `/api/v1${path}`, headers, body, expect });
  // Object-method names and unknown names as query parameters: a readable 400 on every GET.
  for (const op of operations.filter((o) => o.startsWith("GET "))) {
    const path = op.slice(4).replace(/\{[^}]+\}/g, (m) => (m === "{orderId}" ? p.paid[0]! : m === "{product}" ? "fertility" : "x"));
    for (const name of ["constructor", "toString", "valueOf", "hasOwnProperty", "color"])
      c(`query parameter ${name}`, "GET", `${path}?${name}=1`, bearer(p.allKey), {
        status: [400],
        body: new RegExp(`Unknown query parameter “${name}”`),
        headers: API_HEADERS,
      });
  }
  c("HEAD without a key", "HEAD", "/orders", {}, { status: [401] });
  c("HEAD with a key", "HEAD", "/orders", bearer(p.readKey), { status: [200], headers: API_HEADERS });
  c("no key: the API's 401 text", "GET", "/stats", {}, { status: [401], body: /API key is missing/ });
  // A path that names no operation: no key's window is counted, so no RateLimit-* either.
  c("unknown path: JSON 404", "GET", "/nothing", bearer(p.allKey), {
    status: [404],
    body: errorJson,
    headers: { "cache-control": /no-store/ },
  });
  c("unknown method: JSON 404", "DELETE", "/orders", bearer(p.allKey), { status: [404], body: errorJson });
  c("malformed escape: JSON 404", "GET", "/orders/%E0%A4%A", bearer(p.allKey), { status: [404], body: errorJson });
  c("orders:read gets no session id", "GET", `/orders/${p.paid[0]}`, bearer(p.readKey), {
    status: [200],
    notBody: /providerSessionId|cs_test|"sessionId"/,
    headers: API_HEADERS,
  });
  c("resend-links without a body", "POST", `/orders/${p.paid[1]}/resend-links`, bearer(p.allKey), { status: [200] });
  c("refund of an unpaid order: 409", "POST", `/orders/${p.unpaid}/refund`, json, { status: [409], body: errorJson }, "{}");
  c(
    "description of 201 characters",
    "POST",
    "/discounts",
    json,
    { status: [400] },
    JSON.stringify({ code: "SWEEPLONG", kind: "percent", percentOff: 5, description: "d".repeat(201) }),
  );
  c("direction=backward", "GET", "/orders?direction=backward", bearer(p.allKey), { status: [400], body: errorJson });
  c("a zod-free message", "GET", "/orders?limit=abc", bearer(p.allKey), { status: [400], notBody: /invalid_type|Expected|ZodError/ });
  calls.push({
    what: "round 4: CSV cell after a separator neutralised",
    method: "GET",
    path: "/api/admin/orders.csv?includeTest=true",
    headers: { cookie: admin },
    expect: { status: [200], body: /;'=2\*3/, notBody: /;=2\*3/ },
  });
  return calls;
}

/** Per-client and per-order limits: calls that must run in order, one client at a time. */
export function orderedCalls(p: Prepared, admin: string, origin: string): Call[] {
  const headers = { authorization: `Bearer ${p.allKey}`, "content-type": "application/json" };
  const calls: Call[] = [
    { what: "round 4: a new code", method: "POST", path: "/api/v1/discounts", headers, body: p.discount, expect: { status: [200] } },
    {
      what: "round 4: a duplicate code: 409",
      method: "POST",
      path: "/api/v1/discounts",
      headers,
      body: p.discount,
      expect: { status: [409], body: errorJson },
    },
  ];
  const one = `10.250.${Math.floor(Math.random() * 200)}.1`;
  // One client's checkouts use up its allowance; the next client still gets its own.
  for (let i = 0; i < 25; i++)
    calls.push({
      what: "round 4: one client's checkouts",
      method: "POST",
      path: "/api/trpc/checkout.createSession",
      headers: { "content-type": "application/json", origin },
      body: trpcBody(checkoutInput()),
      client: one,
      ...(i === 24 && { expect: { status: [429] } }),
    });
  calls.push({
    what: "round 4: the next client's checkout is not blocked",
    method: "POST",
    path: "/api/trpc/checkout.createSession",
    headers: { "content-type": "application/json", origin },
    body: trpcBody(checkoutInput()),
    expect: { status: [200] },
  });
  // Resending one order's links: limited per order, whoever asks.
  for (let i = 0; i < 20; i++)
    calls.push({
      what: "round 4: resend one order's links",
      method: "POST",
      path: "/api/trpc/orders.resendLinks",
      headers: { "content-type": "application/json", origin, cookie: admin },
      body: trpcBody({ orderId: p.paid[2] }),
      ...(i === 19 && { expect: { status: [429] } }),
    });
  return calls;
}

/** The REST fuzz: `count` requests per operation of the document, with the all-scopes key. */
export function fuzzCalls(doc: OpenApiDocument, p: Prepared, count: number): Call[] {
  return fuzzRequests(doc, { count, seed: 20261127, known: { orderId: p.forFuzz } }).map((r) => ({
    what: `fuzz ${r.operation}`,
    method: r.method,
    path: `/api/v1${r.path}`,
    headers: { authorization: `Bearer ${p.allKey}`, ...(r.body !== undefined && { "content-type": "application/json" }) },
    body: r.body,
    fuzz: r,
  }));
}

/** Counts of the fuzz: requests, answers by class, violations (with API headers checked too), failures. */
export function judgeFuzz(doc: OpenApiDocument, results: Result[]) {
  const judge = answerJudge(doc);
  const fuzzed = results.filter((r) => r.call.fuzz);
  const byClass = new Map<string, number>();
  type Finding = { operation: string; where: string; what: string };
  const violations: Finding[] = [];
  const failures: Finding[] = [];
  let validRefused = 0;
  let invalidAccepted = 0;
  for (const r of fuzzed) {
    const status = r.status === 599 ? 0 : r.status;
    byClass.set(`${Math.floor(status / 100)}xx`, (byClass.get(`${Math.floor(status / 100)}xx`) ?? 0) + 1);
    const verdict = judge(r.call.fuzz!, status, r.headers.get("content-type"), r.body);
    const where = `${r.call.method} ${r.call.path.slice(0, 110)} (${r.call.fuzz!.why})`;
    const operation = r.call.fuzz!.operation;
    if (verdict.failure) failures.push({ operation, where, what: verdict.failure });
    if (verdict.violation) violations.push({ operation, where, what: verdict.violation });
    if (status && !verdict.failure)
      for (const [name, pattern] of Object.entries(API_HEADERS))
        if (!pattern.test(r.headers.get(name) ?? "")) violations.push({ operation, where, what: `no ${name} header` });
    if (verdict.validRefused) validRefused++;
    if (verdict.invalidAccepted) invalidAccepted++;
  }
  const operations = new Set(fuzzed.map((r) => r.call.fuzz!.operation)).size;
  return { requests: fuzzed.length, operations, byClass, violations, failures, validRefused, invalidAccepted };
}
