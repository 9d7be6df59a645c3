import { defaultShouldDehydrateQuery, QueryClient } from "@tanstack/react-query";
import SuperJSON from "superjson";

/** Data-fetching defaults (docs/product.md#numbers). */
export const queryDefaults = {
  retries: 3,
  /** Exponential backoff from 1 s, capped at 30 s. */
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
  /** Cache lifetime: 5 minutes. */
  gcTime: 5 * 60_000,
} as const;

/** A 4xx from the server (bad input, rate limit, auth) is not worth retrying. */
function isClientError(error: unknown) {
  const status = (error as { data?: { httpStatus?: number } })?.data?.httpStatus;
  return typeof status === "number" && status >= 400 && status < 500;
}

/** The one QueryClient factory, for the browser and for server components. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < queryDefaults.retries && !isClientError(error),
        retryDelay: queryDefaults.retryDelay,
        gcTime: queryDefaults.gcTime,
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
