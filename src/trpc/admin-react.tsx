"use client";

import { httpSubscriptionLink, splitLink, type TRPCLink } from "@trpc/client";
import type { ReactNode } from "react";
import SuperJSON from "superjson";
import type { AppRouter } from "@/server/api/root";
import { ApiProvider, batchLink, requestLinks } from "./react";

/** The dashboard's links: subscriptions over SSE (EventSource, same-origin cookie), the rest batched. */
function adminLinks(): TRPCLink<AppRouter>[] {
  const [logger] = requestLinks();
  return [
    logger!,
    splitLink({
      condition: (op) => op.type === "subscription",
      true: httpSubscriptionLink({ url: "/api/trpc", transformer: SuperJSON }),
      false: batchLink(),
    }),
  ];
}

/** tRPC for the admin dashboard only, with the live-updates link (kept off the storefront's bundle). */
export function AdminApiProvider({ children }: { children: ReactNode }) {
  return <ApiProvider links={adminLinks}>{children}</ApiProvider>;
}
