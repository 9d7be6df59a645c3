"use client";

import { httpBatchLink, httpSubscriptionLink, splitLink, type TRPCLink } from "@trpc/client";
import { TRPC_MAX_BATCH } from "@/lib/api-limits";
import type { ReactNode } from "react";
import SuperJSON from "superjson";
import type { AppRouter } from "@/server/api/root";
import { ApiProvider, batchLink, requestLinks } from "./react";

/*
 * Weight on public pages: httpSubscriptionLink is defined inside @trpc/client's one index module,
 * which the storefront's forms load too, so using it here grows that shared chunk a little on
 * /checkout (`/` loads no tRPC client and is unchanged; docs/performance.md, "The storefront
 * pages"). Loading it with a dynamic import measured worse: the module cannot be split.
 */

/**
 * The dashboard's links: subscriptions over SSE (EventSource, same-origin cookie); mutations
 * batched but NOT streamed — Next applies a route handler's revalidatePath when the handler
 * returns, and a streamed batch returns before its procedures finish, so `settings.update`'s
 * revalidation of the public pages would be lost; queries batched and streamed as elsewhere.
 */
function adminLinks(): TRPCLink<AppRouter>[] {
  const [logger] = requestLinks();
  return [
    logger!,
    splitLink({
      condition: (op) => op.type === "subscription",
      true: httpSubscriptionLink({ url: "/api/trpc", transformer: SuperJSON }),
      false: splitLink({
        condition: (op) => op.type === "mutation",
        true: httpBatchLink({
          transformer: SuperJSON,
          url: "/api/trpc",
          maxItems: TRPC_MAX_BATCH,
          headers: () => ({ "x-trpc-source": "react" }),
        }),
        false: batchLink(),
      }),
    }),
  ];
}

/** tRPC for the admin dashboard only, with the live-updates link (kept off the storefront's bundle). */
export function AdminApiProvider({ children }: { children: ReactNode }) {
  return <ApiProvider links={adminLinks}>{children}</ApiProvider>;
}
