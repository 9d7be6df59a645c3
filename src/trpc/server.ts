import "server-only";
import { createHydrationHelpers } from "@trpc/react-query/rsc";
import { headers } from "next/headers";
import { cache } from "react";
import { type AppRouter, createCaller } from "@/server/api/root";
import { createTRPCContext } from "@/server/api/trpc";
import { createQueryClient } from "./query-client";

/*
 * tRPC's RSC helpers, for the admin pages only (src/components/admin/admin-page.tsx): a server
 * component prefetches a procedure through the same caller the route handler uses (same
 * context, same ladder, same errors) and `HydrateClient` hands the results to the client's
 * `api.*.useQuery`, so the page's HTML carries its data and the browser does not ask again.
 * The storefront does not use this: src/server/queries/page-db.ts says why (its JavaScript budget).
 */

/** One context per request: the viewer is looked up once however many procedures a page prefetches. */
const createContext = cache(async () => createTRPCContext({ headers: new Headers(await headers()) }));

/** One QueryClient per request (React's `cache` is per server render). */
export const getQueryClient = cache(createQueryClient);

export const { trpc: serverApi, HydrateClient } = createHydrationHelpers<AppRouter>(createCaller(createContext), getQueryClient);
