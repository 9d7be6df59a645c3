import type { TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import type { AppRouter } from "@/server/api/root";

/**
 * Logs each failed operation with console.warn (its type, path and error), and passes every
 * result on unchanged. Hand-written instead of tRPC's loggerLink, which the store only used for
 * this in production: loggerLink's formatter (ANSI and CSS colour modes) was in the JavaScript of
 * every page with a form (docs/performance.md, "The storefront pages").
 */
export function errorLogLink(): TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) =>
        next(op).subscribe({
          next: (result) => observer.next(result),
          error: (error) => {
            console.warn(`tRPC ${op.type} ${op.path} failed:`, error);
            observer.error(error);
          },
          complete: () => observer.complete(),
        }),
      );
}
