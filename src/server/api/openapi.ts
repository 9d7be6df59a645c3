import "server-only";
/**
 * The REST surface `/api/v1` (docs/api.md#rest-api-v1): the procedures of appRouter that carry
 * `meta.openapi`, served by trpc-to-openapi — the same procedures, inputs and outputs as tRPC,
 * no second implementation. This file builds the OpenAPI 3.1 document and answers one request;
 * the route is src/app/api/v1/[...path]/route.ts.
 */
import { TRPCError } from "@trpc/server";
import { createOpenApiFetchHandler, generateOpenApiDocument, type OpenAPIObject } from "trpc-to-openapi";
import { restMessages } from "@/lib/messages";
import { appRouter } from "@/server/api/root";
import { createTRPCContext, type Meta } from "@/server/api/trpc";
import { apiCallMeta } from "@/server/http/api-calls";

export const REST_BASE = "/api/v1";
export const REST_VERSION = "1.0.0";

type Procedure = { _def: { type: string; meta?: Meta } };
const procedureEntries = () => Object.entries((appRouter as unknown as { _def: { procedures: Record<string, Procedure> } })._def.procedures);

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
      return [{ procedure, method: openapi.method, path: openapi.path, scope: p._def.meta?.scope ?? null, summary: openapi.summary ?? "" }];
    })
    .sort((a, b) => (a.path === b.path ? methodOrder.indexOf(a.method) - methodOrder.indexOf(b.method) : a.path < b.path ? -1 : 1));
}
export type RestOperation = ReturnType<typeof restOperations>[number];

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

const errorResponse = (description: string) => ({ description, content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } });

/**
 * The OpenAPI 3.1 document of `/api/v1` at `origin`: Bearer API keys, each operation's scope as
 * `x-scopes` and in its description, and every error response as `{ code, message }`.
 */
export function openApiDocument(origin: string): OpenAPIObject {
  const doc = generateOpenApiDocument(appRouter, {
    title: "Natural Fertility Guides store API",
    description:
      "Orders, products, discount codes, subscribers and figures of the store. Authenticate with an API key made at /admin/api-keys: `Authorization: Bearer fgs_…`. Each operation names the scope its key needs (`x-scopes`). Errors are `{ code, message }`.",
    version: REST_VERSION,
    baseUrl: `${origin}${REST_BASE}`,
    securitySchemes: { apiKey: { type: "http", scheme: "bearer", description: "An API key: `fgs_` and 43 characters, made by an admin at /admin/api-keys." } },
  });
  doc.components = { ...doc.components, schemas: { ...doc.components?.schemas, Error: errorSchema } };
  for (const op of restOperations()) {
    const operation = doc.paths?.[op.path]?.[op.method.toLowerCase() as "get"];
    if (!operation) continue;
    const scopes = op.scope ? [op.scope] : [];
    operation["x-scopes"] = scopes;
    const needs = op.scope ? `Needs an API key with the \`${op.scope}\` scope (or an admin's session).` : "";
    operation.description = [operation.description, needs].filter(Boolean).join("\n\n");
    const responses: Record<string, unknown> = { 200: operation.responses?.[200] };
    const hasInput = Object.keys(operation.responses ?? {}).includes("400");
    if (hasInput) responses[400] = errorResponse("Bad input: the message says which field and why.");
    responses[401] = errorResponse("No API key, or one that is malformed, unknown, expired or revoked.");
    responses[403] = errorResponse("The key lacks the scope (the message names it).");
    if (op.path.includes("{")) responses[404] = errorResponse("No such order or code.");
    if (op.method !== "GET") responses[409] = errorResponse("The state forbids it (e.g. an order not paid).");
    responses[429] = { ...errorResponse("Over the key's limit (600 a minute)."), headers: { "Retry-After": { description: "Seconds until the key's window ends.", schema: { type: "integer" } } } };
    responses[500] = errorResponse("Unexpected: the message carries a reference found in the server log.");
    responses[503] = errorResponse("The database is briefly unavailable; retry after Retry-After seconds.");
    operation.responses = responses;
  }
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
  return { code, message };
}

/**
 * Answers one REST request with the adapter, then rewrites any error body to `{ code, message }`
 * (the adapter's own carries tRPC's error shape: `data`, a stack outside production, `issues`).
 * Rate limits and 503s get their Retry-After from the same function as `/api/trpc` (apiCallMeta).
 */
export async function answerRest(req: Request): Promise<Response> {
  const response = await createOpenApiFetchHandler({
    endpoint: REST_BASE,
    req,
    router: appRouter,
    createContext: () => createTRPCContext({ headers: req.headers }),
    responseMeta: ({ errors }) => apiCallMeta(errors),
    onError: ({ error }) => {
      if (!(error instanceof TRPCError)) console.error("[rest] unexpected", error);
    },
  });
  if (response.status < 400) return response;
  const body = (await response.json().catch(() => ({}))) as Parameters<typeof restError>[0];
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return Response.json(restError(body), { status: response.status === 415 ? 415 : response.status, headers });
}
