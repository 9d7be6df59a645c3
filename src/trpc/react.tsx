"use client";

import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { httpBatchStreamLink, loggerLink } from "@trpc/client";
import { createTRPCReact } from "@trpc/react-query";
import { type ReactNode, useState } from "react";
import SuperJSON from "superjson";
import { TRPC_MAX_BATCH } from "@/lib/api-limits";
import type { AppRouter } from "@/server/api/root";
import { createQueryClient } from "./query-client";

/** Typed tRPC hooks. */
export const api = createTRPCReact<AppRouter>();

let browserQueryClient: QueryClient | undefined;
/** One QueryClient per browser tab (a fresh one per server render). */
function getQueryClient() {
  if (typeof window === "undefined") return createQueryClient();
  browserQueryClient ??= createQueryClient();
  return browserQueryClient;
}

/**
 * Provides tRPC + React Query. Mounted only around the parts that talk to the API (forms,
 * admin), so pages without them don't ship the client.
 */
export function TRPCReactProvider({ children }: { children: ReactNode }) {
  const queryClient = getQueryClient();
  const [trpcClient] = useState(() =>
    api.createClient({
      links: [
        loggerLink({
          enabled: (op) =>
            process.env.NODE_ENV === "development" || (op.direction === "down" && op.result instanceof Error),
          console: { log: console.log, error: console.warn },
        }),
        httpBatchStreamLink({
          transformer: SuperJSON,
          url: "/api/trpc",
          maxItems: TRPC_MAX_BATCH,
          headers: () => ({ "x-trpc-source": "react" }),
        }),
      ],
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <api.Provider client={trpcClient} queryClient={queryClient}>
        {children}
      </api.Provider>
    </QueryClientProvider>
  );
}
