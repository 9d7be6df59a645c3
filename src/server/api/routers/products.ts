import "server-only";
import { productListOutput } from "./products.schema";
import { createTRPCRouter, scopedProcedure } from "@/server/api/trpc";
import { listProducts } from "@/server/services/store/products";

export const productsRouter = createTRPCRouter({
  /** The products and their price in each region (admin or a key with products:read). */
  list: scopedProcedure("products:read")
    .meta({ openapi: { method: "GET", path: "/products", tags: ["products"], summary: "List products with their regional prices" } })
    .output(productListOutput)
    .query(({ ctx }) => listProducts(ctx.db)),
});
