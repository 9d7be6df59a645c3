import "server-only";
/**
 * tRPC in three parts: the context (database, viewer, client key), the init (superjson, the
 * error formatter), and the procedure ladder public → protected → admin. Domain errors
 * (AppError) become tRPC codes here and nowhere else.
 */
import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import type { OpenApiMeta } from "trpc-to-openapi";
import { z } from "zod";
import { accessMessages, apiKeyMessages } from "@/lib/messages";
import { getAuthProvider } from "@/server/auth";
import { viewerIsAdmin } from "@/server/auth/admin-check";
import { getDb } from "@/server/db";
import { isDatabaseUnavailable } from "@/server/db/errors";
import { AppError, appErrorCodes } from "@/server/errors";
import { clientKey } from "@/server/http/client-address";
import type { ApiScope } from "@/lib/validation/api-keys";
import { actorOfKey, type ApiKeyCaller, authenticateApiKey, bearerOf, requireScope } from "@/server/services/admin/api-keys";
import { httpFailureOf, unavailableError } from "@/server/http/errors";

/**
 * A validation error of either zod API: the classic `ZodError` and the storefront forms'
 * `zod/mini` schemas' core `$ZodError` (src/lib/validation/form-fields.ts) both carry its trait.
 */
const isZodError = (error: unknown): error is z.core.$ZodError => error instanceof z.core.$ZodError;

/** An AppError as its tRPC error (the code from src/server/errors.ts, the message for users). */
const trpcErrorOf = (error: AppError) => new TRPCError({ code: appErrorCodes[error.code], message: error.message, cause: error });

// 1. Context
/**
 * The database, the viewer (a session's user) or the API key (`Authorization: Bearer fgs_…`,
 * docs/api.md#api-keys), and the client key. A request with a Bearer key is the key's and no
 * one else's: no session is looked up, and a bad key is the one 401 before any procedure runs.
 */
export async function createTRPCContext(opts: { headers: Headers }) {
  try {
    const db = await getDb();
    const auth = getAuthProvider();
    const bearer = bearerOf(opts.headers, auth.name);
    const apiKey: ApiKeyCaller | null = bearer.kind === "key" ? await authenticateApiKey(db, bearer.secret) : null;
    const viewer = apiKey ? null : await auth.getViewer(opts.headers, db);
    return { db, headers: opts.headers, viewer, apiKey, clientKey: clientKey(opts.headers) };
  } catch (error) {
    if (error instanceof AppError) throw trpcErrorOf(error);
    // The session lookup needs the database: while it is unreachable, 503 rather than 500.
    if (isDatabaseUnavailable(error)) throw trpcErrorOf(unavailableError(error, "tRPC context"));
    throw error;
  }
}
export type Context = Awaited<ReturnType<typeof createTRPCContext>>;

// 2. Init
/**
 * A procedure's metadata: `openapi` exposes it on the REST surface `/api/v1`
 * (src/server/api/openapi.ts, docs/api.md#rest-api-v1); `scope` is set by scopedProcedure and
 * written into the OpenAPI document as the operation's `x-scopes`; `conflict` says when the
 * procedure answers CONFLICT (409: the state forbids it) and `upstream` when BAD_GATEWAY (502: a hosted
 * service failed), each listed as the operation's answer of that status.
 */
/** `file`: a REST operation that answers a file of this type (its procedure returns `{ filename, contentType, base64 }`). */
export type Meta = OpenApiMeta<{ scope?: ApiScope; conflict?: string; upstream?: string; file?: "application/pdf" }>;
const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    transformer: superjson,
    // Subscriptions over SSE (the dashboard's live orders): a ping every 10 s keeps proxies from
    // closing an idle stream; the client reconnects when it hears nothing for 25 s.
    sse: { ping: { enabled: true, intervalMs: 10_000 }, client: { reconnectAfterInactivityMs: 25_000 } },
    errorFormatter({ shape, error, path }) {
      const zodError = isZodError(error.cause) ? z.flattenError(error.cause) : null;
      // An unexpected error is answered like a route handler's (src/server/http/errors.ts): a
      // logged digest, and none of its own text.
      if (error.code === "INTERNAL_SERVER_ERROR") {
        const { message, digest } = httpFailureOf(error.cause ?? error, `tRPC ${path ?? "?"}`);
        return { ...shape, message, data: { ...shape.data, zodError, stack: undefined, digest } };
      }
      return { ...shape, data: { ...shape.data, zodError } };
    },
  });

export const createCallerFactory = t.createCallerFactory;
export const createTRPCRouter = t.router;

/**
 * Turns a service's AppError into its tRPC code, an unreachable database into
 * SERVICE_UNAVAILABLE (503, "briefly unavailable"), and an input ZodError into BAD_REQUEST with
 * its first issue's text, so server callers and HTTP clients see the same message (docs/product.md#messages).
 */
const domainErrors = t.middleware(async ({ next, path }) => {
  const result = await next();
  if (result.ok) return result;
  const cause = result.error.cause;
  if (cause instanceof AppError) throw trpcErrorOf(cause);
  if (isDatabaseUnavailable(cause)) throw trpcErrorOf(unavailableError(cause, `tRPC ${path}`));
  if (isZodError(cause) && result.error.code === "BAD_REQUEST") {
    throw new TRPCError({ code: "BAD_REQUEST", message: cause.issues[0]?.message ?? "Invalid input", cause });
  }
  return result;
});

// 3. Procedures
/** The ladder's refusals: decided before a procedure reads its input (tests/integration/authorization-matrix.test.ts). */
export const ladderRefusals = {
  UNAUTHORIZED: accessMessages.signIn,
  FORBIDDEN: accessMessages.adminOnly,
} as const;

/** Anyone, signed in or not. */
export const publicProcedure = t.procedure.use(domainErrors);

/** A signed-in viewer; `ctx.viewer` is non-null. UNAUTHORIZED otherwise. */
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  // An API key reaches only the scoped procedures below, never a session's (docs/api.md#api-keys).
  if (ctx.apiKey) throw new TRPCError({ code: "FORBIDDEN", message: apiKeyMessages.sessionOnly });
  if (!ctx.viewer) throw new TRPCError({ code: "UNAUTHORIZED", message: ladderRefusals.UNAUTHORIZED });
  return next({ ctx: { ...ctx, viewer: ctx.viewer } });
});

/** A viewer with the admin row in user_roles (docs/product.md#accounts; ADMIN_EMAILS may grant it: viewerIsAdmin). FORBIDDEN otherwise. */
export const adminProcedure = protectedProcedure.use(async ({ ctx, next }) => {
  if (!(await viewerIsAdmin(ctx.db, ctx.viewer))) {
    throw new TRPCError({ code: "FORBIDDEN", message: ladderRefusals.FORBIDDEN });
  }
  return next();
});

/**
 * A signed-in admin, as adminProcedure (the same refusals for a session), OR an API key with
 * `scope` (docs/api.md#api-keys): a key without it is FORBIDDEN naming the scope. For a key,
 * `ctx.viewer` is the key as an actor (actorOfKey), so what it changes is audited as the key.
 */
export const scopedProcedure = (scope: ApiScope) =>
  publicProcedure.meta({ scope }).use(async ({ ctx, next }) => {
    if (ctx.apiKey) {
      try {
        requireScope(ctx.apiKey, scope);
      } catch (error) {
        throw trpcErrorOf(error as AppError);
      }
      return next({ ctx: { ...ctx, viewer: actorOfKey(ctx.apiKey) } });
    }
    if (!ctx.viewer) throw new TRPCError({ code: "UNAUTHORIZED", message: ladderRefusals.UNAUTHORIZED });
    if (!(await viewerIsAdmin(ctx.db, ctx.viewer))) throw new TRPCError({ code: "FORBIDDEN", message: ladderRefusals.FORBIDDEN });
    return next({ ctx: { ...ctx, viewer: ctx.viewer } });
  });
