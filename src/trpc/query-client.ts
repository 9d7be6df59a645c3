import { defaultShouldDehydrateQuery, isServer, QueryClient } from "@tanstack/react-query";
import SuperJSON from "superjson";

/** Data-fetching defaults (docs/product.md#numbers). */
export const queryDefaults = {
  retries: 3,
  /** Exponential backoff from 1 s, capped at 30 s. */
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
  /** Cache lifetime in the browser: 5 minutes. */
  gcTime: 5 * 60_000,
} as const;

/**
 * How long an unused query stays cached. On the server a QueryClient lives for one request, and
 * React Query's own server default is to schedule no collection at all: a timer of a query built
 * while rendering keeps that request's whole render alive until it fires, so a busy page that
 * renders a tRPC island (the checkout) held every view of the last 5 minutes in memory.
 */
export function cacheLifetime(server: boolean): number {
  return server ? Infinity : queryDefaults.gcTime;
}

/** A 4xx from the server (bad input, rate limit, auth) is not worth retrying. */
function isClientError(error: unknown) {
  const status = (error as { data?: { httpStatus?: number } })?.data?.httpStatus;
  return typeof status === "number" && status >= 400 && status < 500;
}

/** The one QueryClient factory, for the browser and for server components (and SSR). */
export function createQueryClient(server = isServer) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < queryDefaults.retries && !isClientError(error),
        retryDelay: queryDefaults.retryDelay,
        gcTime: cacheLifetime(server),
        staleTime: 30_000,
      },
      dehydrate: {
        serializeData: SuperJSON.serialize,
        shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === "pending",
      },
      hydrate: { deserializeData: SuperJSON.deserialize },
    },
  });
}
