import "server-only";
/**
 * Domain errors thrown by services, and the one table of what each code means to a client: its
 * tRPC code here, and through it its HTTP status (tRPC's own table). src/server/api/trpc.ts
 * maps an AppError for tRPC, src/server/http/errors.ts for route handlers.
 * `message` is the user-facing text (docs/product.md#messages).
 */
export const appErrorCodes = {
  BAD_INPUT: "BAD_REQUEST",
  NOT_FOUND: "NOT_FOUND",
  UNAUTHORIZED: "UNAUTHORIZED",
  FORBIDDEN: "FORBIDDEN",
  CONFLICT: "CONFLICT",
  RATE_LIMITED: "TOO_MANY_REQUESTS",
  TOO_LARGE: "PAYLOAD_TOO_LARGE",
  UPSTREAM_FAILED: "BAD_GATEWAY",
  /** The store cannot serve this now (its database is unreachable): try again shortly. */
  UNAVAILABLE: "SERVICE_UNAVAILABLE",
} as const;

export type AppErrorCode = keyof typeof appErrorCodes;

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "AppError";
  }
}
