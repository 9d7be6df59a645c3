// A hostile sweep of the whole HTTP surface of the production build, on PostgreSQL: every route
// handler (found under src/app), every /api/auth/* endpoint (read from Better Auth's own route
// definitions), every tRPC procedure (read from appRouter) with generated, poisoned and
// malformed input, as a visitor, a signed-in user and an admin, and paths with broken
// percent-escapes under every prefix. Counts the requests and every answer ≥ 500; a 503 counts
// as designed only when it says why (the store's "briefly unavailable" text, Inngest not
// configured or unreachable). Then the findings' cases, each with the answer it must get
// (bench/sweep-cases.ts: with API keys and orders it makes through the app, and in order for the
// per-client and per-order limits), and a schema-driven fuzz of every REST operation in the
// served /api/v1/openapi.json (SWEEP_FUZZ requests each, 40 by default, half valid, half breaking
// one value; every answer judged against the document with ajv). Exit code 1 when any other
// answer is ≥ 500, a case is answered otherwise, or the fuzz finds a failure or a violation.
//
//   NEXT_PUBLIC_SITE_URL=http://127.0.0.1:3401 npm run build
//   npx tsx --conditions=react-server bench/hostile-sweep.ts [port]
//
// Serves the build itself (tests/e2e/serve.ts: a fresh PostgreSQL database, migrated and seeded)
// with TRUSTED_PROXY_HOPS=1, and gives each request its own client address, so the rate limits
// (which answer 429) do not hide the code behind them. Results: docs/production.md#the-hostile-sweep-every-route-apiauth-endpoint-procedure-and-path-escape.
import { spawn } from "node:child_process";
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import SuperJSON from "superjson";
import type { z } from "zod";
import { appRouter } from "../src/server/api/root";
import type { OpenApiDocument } from "../tests/integration/fuzz/openapi-fuzz";
import { validSample } from "../tests/integration/fuzz/zod-arbitrary";
import { waitForApp } from "../tests/setup/wait-for-app";
import { type Call, fuzzCalls, judgeFuzz, keyedCalls, orderedCalls, prepare, type Result } from "./sweep-cases";

const port = process.argv[2] ?? process.env.SWEEP_PORT ?? "3401";
const base = `http://127.0.0.1:${port}`;
// The Origin the build trusts: its NEXT_PUBLIC_SITE_URL (SWEEP_ORIGIN for a build made for another port).
const origin = process.env.SWEEP_ORIGIN ?? base;
const AUTH_SECRET = "e2e-only-better-auth-secret-0123456789abcdef"; // tests/e2e/serve.ts
const CONCURRENCY = Number(process.env.SWEEP_CONCURRENCY ?? 6);
// Requests per REST operation of the fuzz (half valid, half breaking one value's schema).
const FUZZ_COUNT = Number(process.env.SWEEP_FUZZ ?? 40);
// SWEEP_PARTS=cases,fuzz: only those parts (of cases, fuzz, surface; all by default).
const parts = new Set((process.env.SWEEP_PARTS ?? "cases,fuzz,surface").split(","));

// ---------- the surface ----------

const MB = "x".repeat(1024 * 1024);
const hostileStrings = [
  "\u0000",
  "a\u0000b",
  "\uD800",
  "x\uDFFFy",
  "a".repeat(20_000),
  "<script>alert(1)</script>",
  "ab\u202Ecd",
  "../../etc/passwd",
  "\r\nX-Injected: 1",
  '\'; DROP TABLE "User"; --',
  "🙂".repeat(3000),
];
const hostileJson = [
  "{",
  "[]",
  "null",
  "1e309",
  '"x"',
  `${'{"a":'.repeat(5000)}1${"}".repeat(5000)}`,
  '{"__proto__":{"isAdmin":true}}',
  "\u0000",
];
const brokenEscapes = [
  "%ED%A0%80",
  "a%ED%A0%80b",
  "%C0%AF",
  "%FF",
  "%E0%A4%A",
  "%",
  "%zz",
  "%00",
  "%0a",
  "..%2f..%2f",
  "%2e%2e/%2e%2e/etc/passwd",
];

/** Route handlers under src/app: their URL (dynamic segments filled in) and exported methods. */
function routeHandlers() {
  const found: { path: string; methods: string[] }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/^route\.tsx?$/.test(entry.name)) {
        const source = fs.readFileSync(full, "utf8");
        const methods = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"].filter((m) => new RegExp(`\\b${m}\\b`).test(source));
        const url = path
          .relative("src/app", dir)
          .split(path.sep)
          .filter((s) => !/^\(.*\)$/.test(s))
          .map((s) => (s.startsWith("[...") ? "images/x.png" : s.startsWith("[") ? "sample" : s))
          .join("/");
        found.push({ path: `/${url}`, methods });
      }
    }
  };
  walk("src/app");
  return found;
}

/** Better Auth's endpoints, from its route definitions: `createAuthEndpoint("/path", { method: … })`. */
function authEndpoints() {
  const dir = "node_modules/better-auth/dist/api/routes";
  const endpoints = new Map<string, Set<string>>();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".mjs"))) {
    const source = fs.readFileSync(path.join(dir, file), "utf8");
    for (const m of source.matchAll(/createAuthEndpoint\("([^"]+)",\s*\{\s*method:\s*(\[[^\]]*\]|"[A-Z]+")/g)) {
      const methods = [...m[2]!.matchAll(/"([A-Z]+)"/g)].map((x) => x[1]!);
      const p = m[1]!.replace(/:[a-zA-Z]+/g, "sample-token");
      endpoints.set(p, new Set([...(endpoints.get(p) ?? []), ...methods]));
    }
  }
  return [...endpoints].map(([p, methods]) => ({ path: `/api/auth${p}`, methods: [...methods] }));
}

type Procedure = { _def: { type: "query" | "mutation" | "subscription"; inputs: z.ZodType[] } };
const procedures = Object.entries((appRouter as unknown as { _def: { procedures: Record<string, Procedure> } })._def.procedures);

function poison(value: unknown, hostile: string, pick: number): unknown {
  const slots: ((s: string) => void)[] = [];
  const copy = structuredClone(value);
  let root: unknown = copy;
  const walk = (v: unknown, set: (s: unknown) => void) => {
    if (typeof v === "string") slots.push(set);
    else if (v && typeof v === "object")
      for (const key of Object.keys(v)) walk((v as Record<string, unknown>)[key], (s) => ((v as Record<string, unknown>)[key] = s));
  };
  walk(copy, (s) => (root = s));
  if (slots.length === 0) return copy && typeof copy === "object" && !Array.isArray(copy) ? { ...copy, extra: hostile } : hostile;
  slots[pick % slots.length]!(hostile);
  return root;
}

function trpcCalls(viewer: string, cookie: string | undefined): Call[] {
  const calls: Call[] = [];
  for (const [name, procedure] of procedures) {
    const { type, inputs } = procedure._def;
    const valid = validSample(inputs[0], 20261126);
    const values: unknown[] = [valid, undefined, null, 42, "x", [], { json: 1 }, ...hostileStrings.map((h, i) => poison(valid, h, i))];
    const payloads = [...values.map((v) => JSON.stringify(SuperJSON.serialize(v))), ...hostileJson];
    for (const text of payloads) {
      const headers = { ...(cookie && { cookie }), "content-type": "application/json" };
      if (type === "mutation")
        calls.push({
          what: `tRPC ${name} (${viewer})`,
          method: "POST",
          path: `/api/trpc/${name}`,
          headers: { ...headers, origin },
          body: text,
        });
      else
        calls.push({
          what: `tRPC ${name} (${viewer})`,
          method: "GET",
          path: `/api/trpc/${name}?input=${encodeURIComponent(text)}`,
          headers,
          stream: type === "subscription",
        });
    }
    // Batched, and a query sent as a mutation (wrong method).
    calls.push({
      what: `tRPC ${name} batch (${viewer})`,
      method: "GET",
      path: `/api/trpc/${name},${name}?batch=1&input=${encodeURIComponent('{"0":{"json":null},"1":"x"}')}`,
      headers: cookie ? { cookie } : {},
      stream: type === "subscription",
    });
    calls.push({
      what: `tRPC ${name} wrong method (${viewer})`,
      method: type === "mutation" ? "GET" : "POST",
      path: `/api/trpc/${name}`,
      headers: { ...(cookie && { cookie }), "content-type": "application/json", origin },
      body: type === "mutation" ? undefined : "{}",
    });
  }
  calls.push({
    what: `tRPC unknown procedure (${viewer})`,
    method: "GET",
    path: "/api/trpc/nope.nothing",
    headers: cookie ? { cookie } : {},
  });
  calls.push({
    what: `tRPC cross-site mutation (${viewer})`,
    method: "POST",
    path: "/api/trpc/contact.send",
    headers: { ...(cookie && { cookie }), "content-type": "application/json", origin: "http://evil.example" },
    body: "{}",
  });
  return calls;
}

const authFields = [
  "email",
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "name",
  "callbackURL",
  "redirectTo",
  "newEmail",
  "image",
  "sessionToken",
];

function authCalls(viewer: string, cookie: string | undefined): Call[] {
  const calls: Call[] = [];
  for (const endpoint of authEndpoints()) {
    for (const method of endpoint.methods) {
      const headers = { ...(cookie && { cookie }), origin };
      if (method === "GET") {
        calls.push({ what: `auth GET ${endpoint.path} (${viewer})`, method, path: endpoint.path, headers });
        for (const h of ["%00", "%ED%A0%80", encodeURIComponent("//evil.example"), "a".repeat(5000)]) {
          calls.push({
            what: `auth GET ${endpoint.path} query (${viewer})`,
            method,
            path: `${endpoint.path}?token=${h}&callbackURL=${h}&id=${h}`,
            headers,
          });
        }
        continue;
      }
      const json = (body: string) => ({
        what: `auth ${method} ${endpoint.path} (${viewer})`,
        method,
        path: endpoint.path,
        headers: { ...headers, "content-type": "application/json" },
        body,
      });
      calls.push(json("{}"));
      for (const h of hostileStrings) calls.push(json(JSON.stringify(Object.fromEntries(authFields.map((f) => [f, h])))));
      for (const wrong of [1, true, [], { a: 1 }, null])
        calls.push(json(JSON.stringify(Object.fromEntries(authFields.map((f) => [f, wrong])))));
      for (const raw of hostileJson) calls.push(json(raw));
      calls.push(json(JSON.stringify({ name: MB.slice(0, 200_000) })));
      calls.push({
        ...json(`email=a%00b&password=${"x".repeat(100)}`),
        headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
      });
      calls.push({
        ...json('--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na\r\n--x--'),
        headers: { ...headers, "content-type": "multipart/form-data; boundary=x" },
      });
    }
  }
  return calls;
}

function routeCalls(viewer: string, cookie: string | undefined): Call[] {
  const calls: Call[] = [];
  for (const route of routeHandlers()) {
    if (route.path.startsWith("/api/auth") || route.path.startsWith("/api/trpc")) continue; // swept above
    for (const method of route.methods) {
      const headers = { ...(cookie && { cookie }), origin };
      const what = `${method} ${route.path} (${viewer})`;
      calls.push({ what, method, path: route.path, headers });
      for (const q of [
        "?token=%00",
        "?token=%ED%A0%80",
        "?folder=images&id=x",
        "?session_id=cs_%00",
        `?token=${"a".repeat(8000)}`,
        "?email=a%40b.co&token=1&id=1",
      ]) {
        calls.push({ what: `${what} query`, method, path: `${route.path}${q}`, headers });
      }
      if (method === "GET" || method === "HEAD") continue;
      const typed = (type: string, body: string | Uint8Array) => ({
        what: `${what} ${type}`,
        method,
        path: route.path,
        headers: { ...headers, "content-type": type },
        body,
      });
      calls.push(typed("application/json", "{}"));
      for (const raw of hostileJson) calls.push(typed("application/json", raw));
      for (const h of hostileStrings.slice(0, 6))
        calls.push(typed("application/json", JSON.stringify({ email: h, token: h, id: h, orderId: h, key: h })));
      calls.push(typed("application/x-www-form-urlencoded", "email=a%00b&token=%FF%FE"));
      calls.push(typed("application/x-www-form-urlencoded", `token=${"a".repeat(40_000)}`));
      calls.push(
        typed(
          "multipart/form-data; boundary=x",
          '--x\r\nContent-Disposition: form-data; name="file"; filename="Guía 😀.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n--x--',
        ),
      );
      calls.push(typed("multipart/form-data", "garbage"));
      calls.push(typed("text/plain", "\u0000\uFFFF"));
      calls.push({
        ...typed("application/json", "{}"),
        headers: { ...headers, "content-type": "application/json", "stripe-signature": "t=1,v1=bad" },
      });
    }
  }
  return calls;
}

function pathCalls(): Call[] {
  const prefixes = [
    "/media/images/",
    "/media/",
    "/api/auth/",
    "/api/trpc/",
    "/api/uploads/",
    "/api/download-link/",
    "/blog/",
    "/dev/outbox/",
    "/download/file/",
    "/home/",
    "/auth/",
    "/admin/",
    "/checkout/",
    "/",
    "/_next/static/",
    "/unsubscribe/",
  ];
  return prefixes.flatMap((prefix) =>
    brokenEscapes.map((escape) => ({ what: `path ${prefix}…`, method: "GET", path: `${prefix}${escape}` })),
  );
}

function pageCalls(): Call[] {
  const pages = [
    "/",
    "/?_rsc=1",
    "/auth",
    "/auth?redirect=/.//evil.example",
    "/auth/reset?token=%00",
    "/account",
    "/admin",
    "/checkout?country=%00",
    "/thank-you?session_id=%FF",
    "/download?token=%00",
    "/blog",
    "/terms",
    "/home/us",
    "/home/zz",
    "/nope",
  ];
  return pages.map((p) => ({ what: `page ${p}`, method: "GET", path: p }));
}

/**
 * The findings of the fourth hardening round (docs/production.md), each with the answer it must
 * get: TRACE; a NUL in a beacon's utm_ value; days before year 100 in orders.search, insights,
 * GET /api/v1/orders and the CSV export; a REST body that is not an object; integers sent as
 * booleans, hex or exponent text; `%` as a discount-code filter; IPv6 forms of inside addresses
 * as a webhook URL. Sent as an admin (its session works on /api/v1 too).
 */
function round4Calls(admin: string): Call[] {
  const json = { "content-type": "application/json", cookie: admin, origin };
  const trpcQuery = (name: string, input: unknown) =>
    `/api/trpc/${name}?input=${encodeURIComponent(JSON.stringify(SuperJSON.serialize(input)))}`;
  const trpcMutation = (name: string, input: unknown, expected: number[], body?: RegExp): Call => ({
    what: `round 4: tRPC ${name}`,
    method: "POST",
    path: `/api/trpc/${name}`,
    headers: json,
    body: JSON.stringify(SuperJSON.serialize(input)),
    expect: { status: expected, body },
  });
  const calls: Call[] = [];
  for (const p of [
    "/",
    "/checkout",
    "/blog",
    "/api/v1/orders",
    "/api/trpc/checkout.quote",
    "/api/beacon",
    "/media/images/x.png",
    "/nope",
  ]) {
    calls.push({ what: "round 4: TRACE", method: "TRACE", path: p, expect: { status: [405] } });
  }
  for (const u of ["/?utm_source=%00x", "/?utm_medium=a%01b", "/?utm_campaign=%ED%A0%80"]) {
    calls.push({
      what: "round 4: beacon utm_",
      method: "POST",
      path: "/api/beacon",
      headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": "Mozilla/5.0 Chrome/131.0" },
      body: JSON.stringify({ u }),
      expect: { status: [204] },
    });
  }
  for (const day of ["0001-01-01", "0099-12-31", "1969-12-31"]) {
    calls.push({
      what: "round 4: early day, REST",
      method: "GET",
      path: `/api/v1/orders?to=${day}`,
      headers: { cookie: admin },
      expect: { status: [400], body: /YYYY-MM-DD/ },
    });
    calls.push({
      what: "round 4: early day, CSV",
      method: "GET",
      path: `/api/admin/orders.csv?from=${day}`,
      headers: { cookie: admin },
      expect: { status: [400], body: /YYYY-MM-DD/ },
    });
    calls.push({
      what: "round 4: early day, orders.search",
      method: "GET",
      path: trpcQuery("orders.search", { to: day }),
      headers: { cookie: admin },
      expect: { status: [400] },
    });
    for (const name of ["insights.funnel", "insights.reminders", "insights.codes"]) {
      calls.push({
        what: `round 4: early day, ${name}`,
        method: "GET",
        path: trpcQuery(name, { from: day, to: "2026-01-01" }),
        headers: { cookie: admin },
        expect: { status: [400] },
      });
    }
  }
  for (const body of ["[]", "[1000]", '"x"', "null", "7"]) {
    calls.push({
      what: "round 4: REST body not an object",
      method: "POST",
      path: "/api/v1/orders/sample/refund",
      headers: json,
      body,
      expect: { status: [400], body: /JSON object/ },
    });
  }
  for (const amount of [true, "0x10", "1e3", "16", 1.5]) {
    calls.push({
      what: "round 4: refund amount not an integer",
      method: "POST",
      path: "/api/v1/orders/sample/refund",
      headers: json,
      body: JSON.stringify({ amount }),
      expect: { status: [400] },
    });
  }
  for (const percentOff of ["0x64", "1e2", true]) {
    calls.push({
      what: "round 4: percentOff not an integer",
      method: "POST",
      path: "/api/v1/discounts",
      headers: json,
      body: JSON.stringify({ code: "SWEEPHEX", kind: "percent", percentOff }),
      expect: { status: [400] },
    });
  }
  for (const limit of ["0x10", "1e1", "true"]) {
    calls.push({
      what: "round 4: limit not digits",
      method: "GET",
      path: `/api/v1/orders?limit=${limit}`,
      headers: { cookie: admin },
      expect: { status: [400] },
    });
  }
  for (const code of ["%25", "_", "%25%25"]) {
    calls.push({
      what: "round 4: discountCode wildcard",
      method: "GET",
      path: `/api/v1/orders?discountCode=${code}&includeTest=true`,
      headers: { cookie: admin },
      expect: { status: [200], body: /"orders":\[\]/ },
    });
  }
  for (const url of [
    "https://[::127.0.0.1]:48443/",
    "https://[::169.254.169.254]/",
    "https://[::10.0.0.1]/",
    "https://[::7f00:1]/",
    "https://[64:ff9b::a9fe:a9fe]/",
    "https://[2002:7f00:1::1]/",
  ]) {
    calls.push(trpcMutation("webhooks.create", { url, events: ["order.completed"] }, [400], /private, loopback/));
  }
  return calls;
}

// ---------- running ----------

let n = 0;
const freshIp = () => `10.${(++n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** TRACE and the like: fetch refuses to send them, node:http does. */
function sendRaw(call: Call): Promise<Result> {
  return new Promise((resolve) => {
    const url = new URL(`${base}${call.path}`);
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: call.method,
        path: `${url.pathname}${url.search}`,
        headers: { "x-forwarded-for": call.client ?? freshIp(), ...call.headers },
      },
      (res) => {
        let body = "";
        const headers = new Headers(Object.entries(res.headers).map(([k, v]): [string, string] => [k, String(v)]));
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ call, status: res.statusCode ?? 0, body, headers }));
      },
    );
    req.on("error", (error) => resolve({ call, status: 599, body: `no answer: ${error.message}`, headers: new Headers() }));
    req.setTimeout(30_000, () => req.destroy(new Error("timeout")));
    req.end(call.body);
  });
}

async function send(call: Call): Promise<Result> {
  if (call.method === "TRACE") return sendRaw(call);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), call.stream ? 2_000 : 30_000);
  try {
    const response = await fetch(`${base}${call.path}`, {
      method: call.method,
      headers: { "x-forwarded-for": call.client ?? freshIp(), ...call.headers },
      body: call.body as BodyInit | undefined,
      redirect: "manual",
      signal: controller.signal,
    });
    const body = call.stream ? "" : await response.text().catch(() => "");
    if (call.stream) controller.abort();
    return { call, status: response.status, body, headers: response.headers };
  } catch (error) {
    if (call.stream && controller.signal.aborted) return { call, status: 200, body: "", headers: new Headers() };
    return { call, status: 599, body: `no answer: ${error instanceof Error ? error.message : String(error)}`, headers: new Headers() };
  } finally {
    clearTimeout(timer);
  }
}

/** A 503 that says why: the designed ones. */
const designed503 = (body: string) =>
  /briefly unavailable|Inngest is not configured|Inngest could not be reached|Stripe webhooks are not configured|Resend delivery events are not configured/.test(
    body,
  );

async function sessionCookie(databaseUrl: string, admin: boolean) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const email = `sweep-${admin ? "admin" : "user"}-${randomBytes(4).toString("hex")}@mail.fertility-buyers.org`;
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO "User" (id, email, "emailVerified") VALUES ($1, $2, true) RETURNING id`,
      [randomUUID(), email],
    );
    const userId = rows[0]!.id;
    if (admin) await client.query(`INSERT INTO "UserRole" (id, "userId", role) VALUES ($1, $2, 'admin')`, [randomUUID(), userId]);
    const token = randomBytes(24).toString("base64url");
    await client.query(`INSERT INTO "Session" (id, token, "userId", "expiresAt") VALUES ($1, $2, $3, now() + interval '1 day')`, [
      randomUUID(),
      token,
      userId,
    ]);
    return `better-auth.session_token=${encodeURIComponent(`${token}.${createHmac("sha256", AUTH_SECRET).update(token).digest("base64")}`)}`;
  } finally {
    await client.end();
  }
}

// SWEEP_EXTERNAL=1: sweep a server already started with tests/e2e/serve.ts on that port (another build).
const external = process.env.SWEEP_EXTERNAL === "1";
if (!external && !fs.existsSync(".next/BUILD_ID")) {
  console.error("hostile-sweep: no production build; run `npm run build` first");
  process.exit(1);
}
const server = external
  ? null
  : spawn("node_modules/.bin/tsx", ["tests/e2e/serve.ts", port], {
      // Outgoing webhooks under production rules: the IPv6 cases of the URL guard are refused.
      env: { ...process.env, TRUSTED_PROXY_HOPS: "1", WEBHOOKS_ALLOW_PRIVATE_URLS: "0" },
      stdio: ["ignore", "ignore", process.env.SWEEP_SERVER_LOG ? "inherit" : "ignore"],
    });
const stop = () =>
  new Promise((resolve) => (!server || server.exitCode !== null ? resolve(null) : (server.once("exit", resolve), server.kill("SIGTERM"))));

let failed = false;
try {
  await waitForApp(`${base}/terms`, { timeoutMs: 180_000, ok: true, ...(server && { server }) });
  const state = JSON.parse(fs.readFileSync(path.join(os.tmpdir(), `fg-e2e-${port}.json`), "utf8")) as { databaseUrl: string };
  const viewers: [string, string | undefined][] = [
    ["visitor", undefined],
    ["user", await sessionCookie(state.databaseUrl, false)],
    ["admin", await sessionCookie(state.databaseUrl, true)],
  ];
  const admin = viewers[2]![1]!;
  const doc = (await (await fetch(`${base}/api/v1/openapi.json`)).json()) as OpenApiDocument;
  const operations = Object.entries(doc.paths).flatMap(([p, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${p}`));
  const prepared = await prepare(origin, admin, send);
  // The sign-in API last: its sign-out and revoke-sessions end the sweep's own sessions.
  const calls = [
    ...(parts.has("cases") ? [...keyedCalls(prepared, admin, operations), ...round4Calls(admin)] : []),
    ...(parts.has("fuzz") ? fuzzCalls(doc, prepared, FUZZ_COUNT) : []),
    ...(parts.has("surface")
      ? [
          ...pathCalls(),
          ...pageCalls(),
          ...viewers.flatMap(([v, c]) => [...routeCalls(v, c), ...trpcCalls(v, c)]),
          ...viewers.flatMap(([v, c]) => authCalls(v, c)),
        ]
      : []),
  ];
  const started = Date.now();
  const results: Result[] = [];
  // The rate limits answer 429 long before the sweep is through (and hide the code behind them):
  // their windows are emptied every 100 requests. The limits themselves are covered by the tests.
  const limits = new pg.Client({ connectionString: state.databaseUrl });
  await limits.connect();
  // First the calls of the per-client and per-order limits, one by one, on emptied windows (before
  // the sign-in API's calls end the admin's session).
  await limits.query(`DELETE FROM "RateLimit"`);
  if (parts.has("cases")) for (const call of orderedCalls(prepared, admin, origin)) results.push(await send(call));
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < calls.length) {
        const i = next++;
        if (i % 100 === 0) await limits.query(`DELETE FROM "RateLimit"`);
        results.push(await send(calls[i]!));
      }
    }),
  );
  await limits.end();
  const byClass = new Map<string, number>();
  for (const r of results) byClass.set(`${Math.floor(r.status / 100)}xx`, (byClass.get(`${Math.floor(r.status / 100)}xx`) ?? 0) + 1);
  const server5xx = results.filter((r) => r.status >= 500);
  const unexpected = server5xx.filter((r) => !(r.status === 503 && designed503(r.body)));
  console.log(`hostile sweep of ${base}: ${results.length} requests in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(
    `  route handlers ${routeHandlers().length}, /api/auth endpoints ${authEndpoints().length}, tRPC procedures ${procedures.length}, viewers ${viewers.length}`,
  );
  console.log(
    `  answers by class: ${[...byClass]
      .sort()
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}`,
  );
  const designedRoutes = [...new Set(server5xx.filter((r) => !unexpected.includes(r)).map((r) => r.call.path.split("?")[0]))];
  console.log(
    `  ≥ 500: ${server5xx.length} (designed 503s: ${server5xx.length - unexpected.length}, on ${designedRoutes.join(", ") || "none"})`,
  );
  console.log(`  ≥ 500 not designed: ${unexpected.length}`);
  const byWhat = new Map<string, Result[]>();
  for (const r of unexpected) byWhat.set(r.call.what, [...(byWhat.get(r.call.what) ?? []), r]);
  for (const [what, list] of byWhat) {
    const r = list[0]!;
    console.log(
      `    ${list.length} × ${what}: e.g. ${r.status} ${r.call.method} ${r.call.path.slice(0, 100)} — ${r.body.slice(0, 140).replace(/\s+/g, " ")}`,
    );
  }
  // The findings' cases: each must get its answer.
  const cases = results.filter((r) => r.call.expect);
  const wrong = cases.filter(({ call: { expect }, status, body, headers }) => {
    if (!expect!.status.includes(status) || (expect!.body && !expect!.body.test(body)) || expect!.notBody?.test(body)) return true;
    return Object.entries(expect!.headers ?? {}).some(([name, pattern]) => !pattern.test(headers.get(name) ?? ""));
  });
  console.log(`  cases of the findings: ${cases.length}, answered as they must: ${cases.length - wrong.length}`);
  for (const r of wrong)
    console.log(
      `    WRONG ${r.call.what}: ${r.status} ${r.call.method} ${r.call.path.slice(0, 100)} — ${r.body.slice(0, 140).replace(/\s+/g, " ")}`,
    );
  // The REST fuzz: every answer judged against the document.
  const fuzz = judgeFuzz(doc, results);
  console.log(
    `  REST fuzz: ${fuzz.requests} requests over ${fuzz.operations} operations; ${[...fuzz.byClass]
      .sort()
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}; violations ${fuzz.violations.length}, failures ${fuzz.failures.length}`,
  );
  console.log(
    `    valid by the schemas but refused (400, a rule the schema cannot state): ${fuzz.validRefused}; invalid but accepted (2xx): ${fuzz.invalidAccepted}`,
  );
  // Grouped by operation and kind, with one example each.
  const kinds = new Map<string, { where: string }[]>();
  for (const f of [...fuzz.failures, ...fuzz.violations]) {
    const kind = `${f.operation}: ${f.what.slice(0, 160)}`;
    kinds.set(kind, [...(kinds.get(kind) ?? []), f]);
  }
  for (const [kind, list] of kinds) console.log(`    ${list.length} × ${kind}\n      e.g. ${list[0]!.where}`);
  failed = unexpected.length > 0 || wrong.length > 0 || fuzz.failures.length > 0 || fuzz.violations.length > 0;
} finally {
  await stop();
}
process.exit(failed ? 1 : 0);
