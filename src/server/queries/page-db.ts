import "server-only";
import { connection } from "next/server";
import { getDb } from "@/server/db";
import type { Db } from "@/server/db/open";
import { AppError } from "@/server/errors";

/*
 * src/server/queries/ is the one door through which pages and server components read data:
 * each module here is a page area's reads (landing.ts, checkout.ts, orders.ts), each read one
 * call into a service. Client components never import from here; they use tRPC
 * (`@/trpc/react`), and mutations always go through tRPC.
 *
 * Why the storefront's pages do not use tRPC's RSC helpers (`createHydrationHelpers`): they
 * carry React Query's hydration boundary, and a page that uses them ships React Query's client
 * code with it. `/` must stay within its JavaScript budget (175 KB gzip, docs/performance.md),
 * so storefront reads call the services directly. The admin pages ship React Query anyway (their
 * tables and forms are tRPC clients), so they prefetch through tRPC on the server and hydrate the
 * client's cache instead: src/trpc/server.ts, used by src/components/admin/admin-page.tsx.
 */

/**
 * The database for a read at request time. `connection()` marks the render dynamic, so
 * `next build` never opens the database. (The landing page's reads do not call it: that page
 * is regenerated in the background, see landing.ts.)
 */
export async function requestDb(): Promise<Db> {
  await connection();
  return getDb();
}

/**
 * For a page that shows a failed read's message: an AppError (its text is for users) becomes
 * the value; anything else is rethrown to Next's error page, so no internal text is shown.
 */
export function appErrorOnly(error: unknown): AppError {
  if (error instanceof AppError) return error;
  throw error;
}
