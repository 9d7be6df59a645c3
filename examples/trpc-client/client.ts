// A TypeScript program outside the store's repository calling its tRPC API with full types, from
// app-router.d.ts alone (written by `npm run api:client`; docs/api.md#typed-clients). It needs
// @trpc/client, @trpc/server (their types) and superjson (the API's transformer), nothing else.
//
//   STORE_URL=https://store.example STORE_API_KEY=fgs_… npx tsx client.ts
//
// The key needs the orders:read and products:read scopes. Prints one JSON line.
import { createTRPCClient, httpBatchLink, TRPCClientError } from "@trpc/client";
import superjson from "superjson";
import type { AppRouter } from "./app-router";

export function storeClient(storeUrl: string, apiKey: string) {
  return createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: `${storeUrl}/api/trpc`, transformer: superjson, headers: { authorization: `Bearer ${apiKey}` } })],
  });
}

export async function newestOrders(store: ReturnType<typeof storeClient>) {
  const { products } = await store.products.list.query();
  const page = await store.orders.search.query({ limit: 5, status: "completed" });
  // Dates arrive as Date objects (superjson), amounts in the smallest unit of the currency.
  const newest = page.orders.map((o) => ({ id: o.id, at: o.createdAt.toISOString(), amount: o.amount, currency: o.currency }));
  const detail = page.orders[0] ? await store.orders.get.query({ orderId: page.orders[0].id }) : null;
  return { products: products.map((p) => p.kind), newest, firstEmail: detail?.order.email ?? null };
}

export async function wrongCalls(store: ReturnType<typeof storeClient>) {
  // @ts-expect-error: a status the API does not know
  await store.orders.search.query({ status: "shipped" });
  // @ts-expect-error: the order id is a string
  await store.orders.get.query({ orderId: 42 });
  // @ts-expect-error: refund is a mutation, not a query
  await store.orders.refund.query({ orderId: "o1" });
  // @ts-expect-error: no such procedure
  await store.orders.cancel.mutate({ orderId: "o1" });
  const quote = await store.checkout.quote.query({ product: "bundle", countryCode: "UK" });
  // @ts-expect-error: the total is a number of pence, not text
  const text: string = quote.total;
  return text;
}

/** The API's own message and code on a refused call (TRPCClientError carries the error shape). */
export function explain(error: unknown) {
  if (!(error instanceof TRPCClientError)) return String(error);
  const shape = (error as TRPCClientError<AppRouter>).shape;
  return `${shape?.data.code ?? "?"} (${shape?.data.httpStatus ?? "?"}): ${error.message}`;
}

// Node's globals, without @types/node.
declare const process: { env: Record<string, string | undefined>; argv: string[]; exitCode?: number };
const isMain = typeof process !== "undefined" && process.argv[1]?.endsWith("client.ts");
if (isMain) {
  const apiKey = process.env.STORE_API_KEY;
  if (!apiKey) throw new Error("Set STORE_API_KEY to an API key with the orders:read and products:read scopes.");
  newestOrders(storeClient(process.env.STORE_URL ?? "http://localhost:3000", apiKey))
    .then((result) => console.log(JSON.stringify(result)))
    .catch((error: unknown) => {
      console.error(explain(error));
      process.exitCode = 1;
    });
}
