import "server-only";
import { randomBytes } from "node:crypto";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { unavailableText, unexpectedErrorText } from "@/lib/messages";
import { isDatabaseUnavailable } from "@/server/db/errors";
import { AppError, type AppErrorCode, appErrorCodes } from "@/server/errors";
import { htmlPage } from "./html-page";

/** What a route handler may tell a client about a failure: a status and a safe message. */
export type HttpFailure = {
  status: number;
  code: AppErrorCode | "INTERNAL";
  message: string;
  /** Only for unexpected errors: the reference under which the server logged the real error. */
  digest?: string;
  /** Seconds to wait before trying again (a 429 that knows its window: an API key's limit). */
  retryAfterSeconds?: number;
};

/**
 * The HTTP status of an AppError code: the code's tRPC code (the table in src/server/errors.ts)
 * answered with the status tRPC gives it, so `/api/trpc` and the route handlers agree.
 */
export function httpStatusOf(code: AppErrorCode): number {
  return getHTTPStatusCodeFromError(new TRPCError({ code: appErrorCodes[code] }));
}

/** An unreachable database as an AppError (503 UNAVAILABLE), logged as a warning with where it happened. */
export function unavailableError(error: unknown, where: string) {
  console.warn(
    `[unavailable] ${where}: the database cannot be reached (${error instanceof Error ? error.message.split("\n").at(-1) : String(error)})`,
  );
  return new AppError("UNAVAILABLE", unavailableText, { cause: error });
}

/**
 * Any error thrown in a route handler → what the client is told. An AppError keeps its status
 * and its user-facing message. An unreachable database is a 503 saying to try again shortly.
 * Anything else is a 500 with a short random digest: the error is logged with that digest, and
 * nothing of it (Prisma, PostgreSQL, a stack) reaches the client.
 */
export function httpFailureOf(error: unknown, where: string): HttpFailure {
  if (error instanceof AppError) {
    const retryAfterSeconds = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
    return {
      status: httpStatusOf(error.code),
      code: error.code,
      message: error.message,
      ...(typeof retryAfterSeconds === "number" && { retryAfterSeconds }),
    };
  }
  if (isDatabaseUnavailable(error)) return httpFailureOf(unavailableError(error, where), where);
  const digest = randomBytes(4).toString("hex");
  console.error(`[${digest}] ${where} failed:`, error);
  return { status: 500, code: "INTERNAL", message: unexpectedErrorText(digest), digest };
}

/** Seconds a client is asked to wait after a 503. */
export const RETRY_AFTER_SECONDS = 30;
const retryHeaders = (status: number, seconds?: number): Record<string, string> =>
  status === 503 ? { "retry-after": String(RETRY_AFTER_SECONDS) } : seconds !== undefined ? { "retry-after": String(seconds) } : {};

/** A failure as JSON: `{ error, code, digest? }`. */
export function jsonFailure({ status, code, message, digest, retryAfterSeconds }: HttpFailure): Response {
  return Response.json({ error: message, code, ...(digest && { digest }) }, { status, headers: retryHeaders(status, retryAfterSeconds) });
}

/** A failure as a small HTML page (for handlers that answer browsers' forms and links). */
export function htmlFailure(failure: HttpFailure, page: Omit<Parameters<typeof htmlPage>[0], "status" | "message">): Response {
  return htmlPage({ ...page, status: failure.status, message: failure.message });
}

/**
 * The error boundary of every route handler: whatever `handler` throws becomes
 * `answer(failure, req)` (JSON unless told otherwise). Route handlers are written with
 * withRoute (src/server/http/route.ts), which builds on this; tRPC's own route maps errors
 * itself, in src/server/api/trpc.ts.
 */
export function withHttpErrors<Rest extends unknown[]>(
  where: string,
  handler: (req: Request, ...rest: Rest) => Promise<Response>,
  answer: (failure: HttpFailure, req: Request) => Response = jsonFailure,
) {
  return async (req: Request, ...rest: Rest): Promise<Response> => {
    try {
      return await handler(req, ...rest);
    } catch (error) {
      return answer(httpFailureOf(error, where), req);
    }
  };
}
