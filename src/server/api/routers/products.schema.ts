import "server-only";
// The output schemas of this router's procedures (docs/api.md#rest-api-v1): tRPC checks every answer
// against them and the OpenAPI document describes them.
import { z } from "zod";
import { productKinds } from "@/lib/validation/checkout";
import { countryCode, minor, timestamp } from "@/server/api/outputs";

/** `products.list`: the products on sale and their price in each region. */
export const productListOutput = z.object({
  products: z.array(
    z
      .object({
        id: z.string(),
        kind: z.enum(productKinds),
        name: z.string(),
        description: z.string(),
        badge: z.string().nullable(),
        active: z.boolean(),
        includes: z.array(z.enum(productKinds)).meta({ description: "A bundle's products; empty for a single guide." }),
        prices: z.array(z.object({ country: countryCode, currency: z.string(), amount: minor, display: z.string() })),
      })
      .meta({ id: "Product", description: "A product on sale and its price in each region." }),
  ),
});

/** `products.editions` (GET /products/{product}/editions): a guide's editions, newest first. */
export const productEditionsOutput = z.object({
  product: z.object({
    id: z.string(),
    kind: z.enum(productKinds),
    name: z.string(),
    pastBuyersGet: z
      .enum(["latest", "purchased"])
      .meta({ description: "What past buyers download: every later edition, or the edition they bought." }),
  }),
  current: z
    .object({ key: z.string(), name: z.string() })
    .nullable()
    .meta({ description: "The file delivered before any edition was published (it becomes edition 1)." }),
  editions: z.array(
    z.object({
      id: z.string(),
      number: z.number().int(),
      label: z.string(),
      whatChanged: z.string(),
      current: z.boolean().meta({ description: "The edition new buyers get." }),
      file: z.object({ key: z.string(), name: z.string(), size: z.number().int(), contentType: z.string() }),
      createdAt: timestamp,
      noticeStartedAt: timestamp.nullable(),
    }),
  ),
});
