import "server-only";
/**
 * Domain errors thrown by services; src/server/api/trpc.ts maps each code to one tRPC code
 * in one place. `message` is the user-facing text (SPEC §8).
 */
export const appErrorCodes = {
  BAD_INPUT: "BAD_REQUEST",
  NOT_FOUND: "NOT_FOUND",
  UNAUTHORIZED: "UNAUTHORIZED",
  FORBIDDEN: "FORBIDDEN",
  CONFLICT: "CONFLICT",
  RATE_LIMITED: "TOO_MANY_REQUESTS",
  UPSTREAM_FAILED: "BAD_GATEWAY",
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
