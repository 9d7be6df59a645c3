import "server-only";
// The output schemas of this router's procedures (docs/api.md#rest-api-v1): tRPC checks every answer
// against them and the OpenAPI document describes them.
import { z } from "zod";
import { productKinds } from "@/lib/validation/checkout";
import { countryCode, minor } from "@/server/api/outputs";

/** `products.list`: the products on sale and their price in each region. */
export const productListOutput = z.object({
  products: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(productKinds),
      name: z.string(),
      description: z.string(),
      badge: z.string().nullable(),
      active: z.boolean(),
      includes: z.array(z.enum(productKinds)).meta({ description: "A bundle's products; empty for a single guide." }),
      prices: z.array(z.object({ country: countryCode, currency: z.string(), amount: minor, display: z.string() })),
    }),
  ),
});
