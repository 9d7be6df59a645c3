import "server-only";
import { formatMoney } from "@/lib/money";
import type { Db } from "@/server/db/open";

const regionOrder = { US: 0, UK: 1, AU: 2 } as const;

/**
 * `products.list` (REST `GET /api/v1/products`): every product with its price in each region,
 * read from the Price table the checkout charges from (pricing.ts; docs/product.md#prices). A
 * region without its own price is sold at the US price (the bundle): it is not listed.
 */
export async function listProducts(db: Db) {
  const rows = await db.product.findMany({
    orderBy: { id: "asc" },
    select: {
      id: true,
      kind: true,
      name: true,
      description: true,
      badge: true,
      active: true,
      prices: { select: { country: true, currency: true, amount: true } },
      bundleOf: { select: { product: { select: { kind: true } } } },
    },
  });
  return {
    products: rows.map(({ bundleOf, prices, ...product }) => ({
      ...product,
      includes: bundleOf.map((item) => item.product.kind).sort(),
      prices: prices
        .sort((a, b) => regionOrder[a.country] - regionOrder[b.country])
        .map((p) => ({ ...p, display: formatMoney(p.amount, p.currency) })),
    })),
  };
}
