import "server-only";
/**
 * tRPC in three parts: the context (database, viewer, client key), the init (superjson, the
 * error formatter), and the procedure ladder public → protected → admin. Domain errors
 * (AppError) become tRPC codes here and nowhere else.
 */
import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import { z, ZodError } from "zod";
import { accessMessages } from "@/lib/messages";
import { getAuthProvider } from "@/server/auth";
import { viewerIsAdmin } from "@/server/auth/admin-check";
import { getDb } from "@/server/db";
import { isDatabaseUnavailable } from "@/server/db/errors";
import { AppError, appErrorCodes } from "@/server/errors";
import { clientKey } from "@/server/http/client-address";
import { httpFailureOf, unavailableError } from "@/server/http/errors";

/** An AppError as its tRPC error (the code from src/server/errors.ts, the message for users). */
const trpcErrorOf = (error: AppError) => new TRPCError({ code: appErrorCodes[error.code], message: error.message, cause: error });

// 1. Context
export async function createTRPCContext(opts: { headers: Headers }) {
  try {
    const db = await getDb();
    const viewer = await getAuthProvider().getViewer(opts.headers, db);
    return { db, headers: opts.headers, viewer, clientKey: clientKey(opts.headers) };
  } catch (error) {
    // The session lookup needs the database: while it is unreachable, 503 rather than 500.
    if (isDatabaseUnavailable(error)) throw trpcErrorOf(unavailableError(error, "tRPC context"));
    throw error;
  }
}
export type Context = Awaited<ReturnType<typeof createTRPCContext>>;

// 2. Init
const t = initTRPC.context<Context>().create({
  transformer: superjson,
  // Subscriptions over SSE (the dashboard's live orders): a ping every 10 s keeps proxies from
  // closing an idle stream; the client reconnects when it hears nothing for 25 s.
  sse: { ping: { enabled: true, intervalMs: 10_000 }, client: { reconnectAfterInactivityMs: 25_000 } },
  errorFormatter({ shape, error, path }) {
    const zodError = error.cause instanceof ZodError ? z.flattenError(error.cause) : null;
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
 * its first issue's text, so server callers and HTTP clients see the same SPEC §8 message.
 */
const domainErrors = t.middleware(async ({ next, path }) => {
  const result = await next();
  if (result.ok) return result;
  const cause = result.error.cause;
  if (cause instanceof AppError) throw trpcErrorOf(cause);
  if (isDatabaseUnavailable(cause)) throw trpcErrorOf(unavailableError(cause, `tRPC ${path}`));
  if (cause instanceof ZodError && result.error.code === "BAD_REQUEST") {
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
  if (!ctx.viewer) throw new TRPCError({ code: "UNAUTHORIZED", message: ladderRefusals.UNAUTHORIZED });
  return next({ ctx: { ...ctx, viewer: ctx.viewer } });
});

/** A viewer with the admin row in user_roles (SPEC §6; ADMIN_EMAILS may grant it: viewerIsAdmin). FORBIDDEN otherwise. */
export const adminProcedure = protectedProcedure.use(async ({ ctx, next }) => {
  if (!(await viewerIsAdmin(ctx.db, ctx.viewer))) {
    throw new TRPCError({ code: "FORBIDDEN", message: ladderRefusals.FORBIDDEN });
  }
  return next();
});
