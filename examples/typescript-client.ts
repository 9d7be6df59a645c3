// A TypeScript program calling the store through tRPC with an API key (docs/api.md#typed-clients).
// The vanilla client gets every procedure's input and output types from `AppRouter` (a type-only
// import: nothing of the server runs here).
//
//   STORE_URL=http://localhost:3000 STORE_API_KEY=fgs_… npx tsx examples/typescript-client.ts
//
// The key needs the `orders:read` scope (make one at /admin/api-keys). Prints one JSON line.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import superjson from "superjson";
import type { AppRouter } from "../src/server/api/root";

/** A client of `storeUrl` authenticated by `apiKey` (`Authorization: Bearer fgs_…`). */
export function storeClient(storeUrl: string, apiKey: string) {
  return createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: `${storeUrl}/api/trpc`, transformer: superjson, headers: { authorization: `Bearer ${apiKey}` } })],
  });
}

async function main() {
  const storeUrl = process.env.STORE_URL ?? "http://localhost:3000";
  const apiKey = process.env.STORE_API_KEY;
  if (!apiKey) throw new Error("Set STORE_API_KEY to an API key with the orders:read scope.");
  const store = storeClient(storeUrl, apiKey);

  // The newest orders (typed: `page.orders[0].createdAt` is a Date, thanks to superjson).
  const page = await store.orders.search.query({ limit: 5, email: process.env.STORE_ORDERS_EMAIL });
  const newest = page.orders[0];
  // One order with its history.
  const detail = newest ? await store.orders.get.query({ orderId: newest.id }) : null;
  console.log(
    JSON.stringify({
      listed: page.orders.map((o) => ({
        id: o.id,
        email: o.email,
        status: o.status,
        amount: o.amount,
        currency: o.currency,
        createdAt: o.createdAt.toISOString(),
      })),
      more: page.nextCursor !== null,
      order: detail && { id: detail.order.id, status: detail.order.status, total: detail.order.display, timeline: detail.timeline.length },
    }),
  );
}

// Run as a program (not when imported).
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
