"use client";

import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { httpBatchStreamLink, type TRPCLink } from "@trpc/client";
import { createTRPCReact } from "@trpc/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { type ReactNode, useState } from "react";
import SuperJSON from "superjson";
import { TRPC_MAX_BATCH } from "@/lib/api-limits";
import type { AppRouter } from "@/server/api/root";
import { errorLogLink } from "./error-log-link";
import { createQueryClient } from "./query-client";

/** Typed tRPC hooks. */
export const api = createTRPCReact<AppRouter>();

/** What each procedure returns (after superjson). */
export type RouterOutputs = inferRouterOutputs<AppRouter>;

let browserQueryClient: QueryClient | undefined;
/** One QueryClient per browser tab (a fresh one per server render). */
function getQueryClient() {
  if (typeof window === "undefined") return createQueryClient();
  browserQueryClient ??= createQueryClient();
  return browserQueryClient;
}

/** The links every client uses: errors logged, queries and mutations batched and streamed. */
export function requestLinks(): TRPCLink<AppRouter>[] {
  return [errorLogLink(), batchLink()];
}

/** Queries and mutations: batched, streamed, superjson. */
export function batchLink() {
  return httpBatchStreamLink({
    transformer: SuperJSON,
    url: "/api/trpc",
    maxItems: TRPC_MAX_BATCH,
    headers: () => ({ "x-trpc-source": "react" }),
  });
}

/** tRPC + React Query with the given links (made once per mount). */
export function ApiProvider({ children, links }: { children: ReactNode; links: () => TRPCLink<AppRouter>[] }) {
  const queryClient = getQueryClient();
  const [trpcClient] = useState(() => api.createClient({ links: links() }));
  return (
    <QueryClientProvider client={queryClient}>
      <api.Provider client={trpcClient} queryClient={queryClient}>
        {children}
      </api.Provider>
    </QueryClientProvider>
  );
}

/**
 * Provides tRPC + React Query. Mounted only around the parts that talk to the API (forms,
 * admin), so pages without them don't ship the client. No subscription link here: the admin
 * dashboard's provider (admin-react.tsx) adds it, so public pages don't ship it.
 */
export function TRPCReactProvider({ children }: { children: ReactNode }) {
  return <ApiProvider links={requestLinks}>{children}</ApiProvider>;
}
