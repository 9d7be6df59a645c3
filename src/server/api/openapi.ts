import "server-only";
/**
 * The REST surface `/api/v1` (docs/api.md#rest-api-v1): the procedures of appRouter that carry
 * `meta.openapi`, served by trpc-to-openapi — the same procedures, inputs and outputs as tRPC,
 * no second implementation. This file builds the OpenAPI 3.1 document and answers one request;
 * the route is src/app/api/v1/[...path]/route.ts.
 */
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { createOpenApiFetchHandler, generateOpenApiDocument, type OpenAPIObject } from "trpc-to-openapi";
import { apiKeyMessages, restMessages } from "@/lib/messages";
import { appRouter } from "@/server/api/root";
import { createTRPCContext, ladderRefusals, type Meta } from "@/server/api/trpc";
import { apiCallMeta } from "@/server/http/api-calls";

export const REST_BASE = "/api/v1";
export const REST_VERSION = "1.0.0";

type Procedure = { _def: { type: string; meta?: Meta } };
const procedureEntries = () =>
  Object.entries((appRouter as unknown as { _def: { procedures: Record<string, Procedure> } })._def.procedures);

const methodOrder = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/**
 * Every procedure exposed on the REST surface: its tRPC path, method, REST path, scope and
 * summary, read from the routers' `meta` — the one list of the surface. The /developers page,
 * docs/api.md's tables (`npm run docs:api`) and the tests all read it. Ordered by path, then
 * method.
 */
export function restOperations() {
  return procedureEntries()
    .flatMap(([procedure, p]) => {
      const openapi = p._def.meta?.openapi;
      if (!openapi || openapi.enabled === false) return [];
      const meta = p._def.meta!;
      return [
        {
          procedure,
          method: openapi.method,
          path: openapi.path,
          scope: meta.scope ?? null,
          summary: openapi.summary ?? "",
          tags: openapi.tags ?? [],
          conflict: meta.conflict ?? null,
          upstream: meta.upstream ?? null,
          file: meta.file ?? null,
        },
      ];
    })
    .sort((a, b) => (a.path === b.path ? methodOrder.indexOf(a.method) - methodOrder.indexOf(b.method) : a.path < b.path ? -1 : 1));
}

/**
 * Every procedure an API key may call and the scope it needs (set by scopedProcedure), in the
 * router's order: the REST operations and the tRPC-only ones alike.
 */
export function keyProcedures() {
  return procedureEntries().flatMap(([procedure, p]) => {
    const scope = p._def.meta?.scope;
    return scope ? [{ procedure, scope }] : [];
  });
}

type SchemaObject = NonNullable<NonNullable<OpenAPIObject["components"]>["schemas"]>[string];

/** The one error shape of the REST surface. */
const errorSchema: SchemaObject = {
  type: "object",
  required: ["code", "message"],
  properties: {
    code: { type: "string", description: "tRPC's error code, e.g. BAD_REQUEST, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, TOO_MANY_REQUESTS." },
    message: { type: "string", description: "What went wrong, for a person." },
  },
  additionalProperties: false,
};

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

const tagDescriptions: Record<string, string> = {
  orders: "Orders: search, read, refund, resend download links.",
  products: "Products, their regional prices and their editions.",
  discounts: "Discount codes: list, create, change.",
  subscribers: "Newsletter subscribers.",
  stats: "The dashboard's figures.",
};

/** Every `$ref` to a component schema anywhere in `value`. */
function referencedSchemas(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) referencedSchemas(item, into);
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key === "$ref" && typeof item === "string" && item.startsWith("#/components/schemas/"))
        into.add(item.slice("#/components/schemas/".length));
      else referencedSchemas(item, into);
    }
  }
  return into;
}

/**
 * The OpenAPI 3.1 document of `/api/v1` at `origin` (the store's public URL): Bearer API keys,
 * each operation's scope as `x-scopes` and in its description, named component schemas (zod
 * `.meta({ id })` on the output schemas), and every status the server gives, each error as
 * `{ code, message }`. `npm run api:lint` checks it with Spectral and Redocly.
 */
export function openApiDocument(origin: string): OpenAPIObject {
  const ops = restOperations();
  const doc = generateOpenApiDocument(appRouter, {
    title: "Natural Fertility Guides store API",
    description:
      "Orders, products, discount codes, subscribers and figures of the store. Authenticate with an API key made at /admin/api-keys: `Authorization: Bearer fgs_…`. Each operation names the scope its key needs (`x-scopes`). Errors are `{ code, message }`; every answer carries `Cache-Control: no-store` and, with a key, `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`.",
    version: REST_VERSION,
    contact: { name: "The store's developer guide", url: `${origin}/developers` },
    license: { name: "Proprietary: for the store's own integrations", url: `${origin}/developers` },
    baseUrl: `${origin}${REST_BASE}`,
    tags: [...new Set(ops.flatMap((op) => op.tags))].sort(),
    securitySchemes: {
      apiKey: { type: "http", scheme: "bearer", description: "An API key: `fgs_` and 43 characters, made by an admin at /admin/api-keys." },
    },
  });
  doc.tags = (doc.tags ?? []).map((tag) => ({ ...tag, description: tagDescriptions[tag.name] ?? tag.name }));
  const rateHeaders = {
    "RateLimit-Limit": { description: "Requests the key may make in its window (a minute).", schema: { type: "integer" } },
    "RateLimit-Remaining": { description: "Requests left in the key's window.", schema: { type: "integer", minimum: 0 } },
    "RateLimit-Reset": { description: "Seconds until the key's window ends.", schema: { type: "integer", minimum: 0 } },
  };
  const json = (description: string, extra: Record<string, unknown> = {}) => ({
    ...errorResponse(description),
    headers: rateHeaders,
    ...extra,
  });
  for (const op of ops) {
    const operation = doc.paths?.[op.path]?.[op.method.toLowerCase() as "get"];
    if (!operation) continue;
    const scopes = op.scope ? [op.scope] : [];
    operation["x-scopes"] = scopes;
    const needs = op.scope ? `Needs an API key with the \`${op.scope}\` scope (or an admin's session).` : "";
    operation.description = [operation.description, needs].filter(Boolean).join("\n\n");
    // A parameter's description is its zod schema's (`.meta({ description })` on the input field).
    for (const parameter of (operation.parameters ?? []) as { description?: string; schema?: { description?: string } }[]) {
      parameter.description ??= parameter.schema?.description;
    }
    const ok = operation.responses?.[200] as { description?: string } | undefined;
    const takesBody = op.method !== "GET";
    const responses: Record<string, unknown> = { 200: { ...ok, description: op.summary || ok?.description, headers: rateHeaders } };
    if (op.file)
      responses[200] = { ...(responses[200] as object), content: { [op.file]: { schema: { type: "string", format: "binary" } } } };
    responses[400] = json("Bad input: the message says which field or query parameter and why (an unknown query parameter too).");
    responses[401] = json("No API key, or one that is malformed, unknown, expired or revoked.");
    responses[403] = json("The key lacks the scope (the message names it).");
    responses[404] = json(op.path.includes("{") ? "No such order, code or product." : "No such endpoint.");
    if (op.conflict) responses[409] = json(op.conflict);
    if (op.upstream) responses[502] = json(op.upstream);
    if (takesBody) {
      responses[413] = json("The body is over 128 KB.");
      responses[415] = json("A body that is not JSON (`content-type: application/json`); no body at all is taken as `{}`.");
    }
    responses[429] = json("Too many requests: over the key's limit (600 a minute), or the operation's own (resending links: per order).", {
      headers: {
        ...rateHeaders,
        "Retry-After": { description: "Seconds until the key's window ends.", schema: { type: "integer", minimum: 1 } },
      },
    });
    responses[431] = {
      description: "Request headers over the server's limit (16 KB): answered by the HTTP server before the API, with no body.",
    };
    responses[500] = json("Unexpected: the message carries a reference found in the server log.");
    responses[503] = json("The database is briefly unavailable; retry after Retry-After seconds.", {
      headers: { ...rateHeaders, "Retry-After": { description: "Seconds to wait (30).", schema: { type: "integer", minimum: 1 } } },
    });
    operation.responses = responses;
  }
  // The adapter's own error components are never referenced (ours is `Error`): keep only the used ones.
  const schemas: Record<string, SchemaObject> = { ...doc.components?.schemas, Error: errorSchema };
  const used = referencedSchemas(doc.paths);
  for (let grown = true; grown;) {
    const before = used.size;
    for (const name of [...used]) referencedSchemas(schemas[name], used);
    grown = used.size > before;
  }
  doc.components = { ...doc.components, schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))) };
  return doc;
}

/** What the REST surface answers for an error body of the adapter: `{ code, message }` only. */
function restError(body: { code?: unknown; message?: unknown; issues?: { message?: unknown }[] }) {
  const code = typeof body.code === "string" ? body.code : "INTERNAL_SERVER_ERROR";
  // Input validation: the adapter replaces the message with its own "Input validation failed";
  // the first issue is the message our schemas wrote (the one tRPC answers too).
  const first = Array.isArray(body.issues) ? body.issues[0]?.message : undefined;
  const message = typeof first === "string" ? first : typeof body.message === "string" ? body.message : "Something went wrong.";
  if (code === "NOT_FOUND" && message === "Not found") return { code, message: restMessages.noSuchEndpoint };
  if (code === "PARSE_ERROR") return { code: "BAD_REQUEST", message: restMessages.badJson };
  if (code === "UNSUPPORTED_MEDIA_TYPE") return { code, message: restMessages.badContentType };
  // No key and no session: the API's own 401, not the storefront's "sign in".
  if (code === "UNAUTHORIZED" && message === ladderRefusals.UNAUTHORIZED) return { code, message: apiKeyMessages.invalid };
  return { code, message };
}

/** An error answer of the REST surface, `{ code, message }`, with the headers every API answer carries. */
export function restErrorResponse(code: TRPCError["code"], message: string, headers?: HeadersInit) {
  const error = new TRPCError({ code, message });
  const all = new Headers(apiCallMeta([error]).headers);
  new Headers(headers).forEach((value, name) => all.set(name, value));
  return Response.json({ code, message }, { status: getHTTPStatusCodeFromError(error), headers: all });
}

/**
 * Each operation's path pattern and the query parameters its document lists: a request is
 * checked against it before the adapter reads the query, so every operation refuses an unknown
 * parameter the same way (also one named like an Object method, `constructor`, `toString`…,
 * which the adapter's own query parsing cannot hold), whether or not its procedure takes input.
 */
let operationTable: { method: string; pattern: RegExp; query: Set<string>; file: string | null }[] | undefined;
function operationOf(method: string, path: string) {
  operationTable ??= (() => {
    const doc = generateOpenApiDocument(appRouter, { title: "", version: "", baseUrl: "" });
    return restOperations().map((op) => {
      const operation = doc.paths?.[op.path]?.[op.method.toLowerCase() as "get"];
      const parameters = (operation?.parameters ?? []) as { in?: string; name?: string }[];
      const query = new Set(parameters.filter((p) => p.in === "query" && p.name).map((p) => p.name!));
      return { method: op.method, pattern: new RegExp(`^${op.path.replace(/\{[^}]+\}/g, "[^/]+")}/?$`, "i"), query, file: op.file };
    });
  })();
  return operationTable.find((op) => op.method === method && op.pattern.test(path));
}

/** Whether the request's body is valid JSON but not an object (the adapter merges it into `{}`). */
async function isNonObjectJson(req: Request) {
  if (req.method === "GET" || !req.body) return false;
  try {
    const value: unknown = JSON.parse(await req.clone().text());
    return typeof value !== "object" || value === null || Array.isArray(value);
  } catch {
    return false; // not JSON at all: the adapter's own 400
  }
}

/**
 * What the adapter gets: a HEAD is answered as the GET it stands for (the route drops the body),
 * so it is authenticated like one; a write with no body at all is an empty JSON object (an
 * operation that takes no body, e.g. resending links, can be called without one).
 */
async function adapterRequest(req: Request, url: URL): Promise<Request> {
  if (req.method === "HEAD" || req.method === "GET") return new Request(url, { method: "GET", headers: req.headers });
  const text = await req.text();
  if (text.trim() !== "") return new Request(url, { method: req.method, headers: req.headers, body: text });
  const headers = new Headers(req.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  return new Request(url, { method: req.method, headers, body: "{}" });
}

/**
 * Answers one REST request with the adapter, then rewrites any error body to `{ code, message }`
 * (the adapter's own carries tRPC's error shape: `data`, a stack outside production, `issues`).
 * Every answer carries the headers of apiCallMeta, shared with `/api/trpc`: `Cache-Control:
 * no-store`, the key's `RateLimit-*`, and Retry-After on a 429 or 503.
 */
export async function answerRest(original: Request): Promise<Response> {
  const url = new URL(original.url);
  const path = url.pathname.slice(REST_BASE.length) || "/";
  // A malformed escape in the path names no endpoint.
  try {
    decodeURIComponent(path);
  } catch {
    return restErrorResponse("NOT_FOUND", restMessages.noSuchEndpoint);
  }
  const method = original.method === "HEAD" ? "GET" : original.method;
  const operation = operationOf(method, path);
  if (!operation) return restErrorResponse("NOT_FOUND", restMessages.noSuchEndpoint);
  // Unknown parameters never reach the adapter; they are refused once the caller is known (a
  // request without a valid key is the 401 whatever it asks).
  const unknown = [...new Set(url.searchParams.keys())].find((name) => !operation.query.has(name));
  if (unknown !== undefined) for (const name of [...url.searchParams.keys()]) if (!operation.query.has(name)) url.searchParams.delete(name);

  const req = await adapterRequest(original, url);
  // A JSON body that is not an object (`[]`, `"x"`, `null`) would reach the procedure as `{}` plus
  // the path's parameters (a refund of everything): refused like an unknown parameter.
  const notObject = await isNonObjectJson(req);
  // The context made for this request: its key's RateLimit-* go on a refusal thrown while making it too.
  let made: Awaited<ReturnType<typeof createTRPCContext>> | undefined;
  const response = await createOpenApiFetchHandler({
    endpoint: REST_BASE,
    req,
    router: appRouter,
    createContext: async () => {
      const ctx = await createTRPCContext({ headers: req.headers });
      made = ctx;
      if (unknown === undefined && !notObject) return ctx;
      // Every operation needs a key or an admin's session: without either, the 401 comes first.
      if (!ctx.apiKey && !ctx.viewer) throw new TRPCError({ code: "UNAUTHORIZED", message: apiKeyMessages.invalid });
      if (unknown !== undefined)
        throw new TRPCError({ code: "BAD_REQUEST", message: restMessages.unknownParameter(unknown, [...operation.query]) });
      throw new TRPCError({ code: "BAD_REQUEST", message: restMessages.bodyNotObject });
    },
    responseMeta: ({ errors, ctx }) => apiCallMeta(errors, (ctx ?? made)?.apiKey),
    onError: ({ error }) => {
      if (!(error instanceof TRPCError)) console.error("[rest] unexpected", error);
    },
  });
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(apiCallMeta([]).headers)) if (!headers.has(name)) headers.set(name, value);
  if (response.status < 400 && operation.file) return fileAnswer(response, headers, original.method === "HEAD");
  if (response.status < 400) return new Response(response.body, { status: response.status, headers });
  const body = (await response.json().catch(() => ({}))) as Parameters<typeof restError>[0];
  headers.delete("content-length");
  return Response.json(restError(body), { status: response.status, headers });
}

/** A file operation's answer: the procedure's `{ filename, contentType, base64 }` as the file's own bytes. */
async function fileAnswer(response: Response, headers: Headers, head: boolean) {
  const file = (await response.json()) as { filename: string; contentType: string; base64: string };
  const bytes = Buffer.from(file.base64, "base64");
  headers.set("content-type", file.contentType);
  headers.set("content-disposition", `attachment; filename="${file.filename}"`);
  headers.set("content-length", String(bytes.byteLength));
  return new Response(head ? null : new Uint8Array(bytes), { status: response.status, headers });
}
