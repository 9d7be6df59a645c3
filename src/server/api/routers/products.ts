import "server-only";
import { productEditionsOutput, productListOutput } from "./products.schema";
import { editionIdInput, pastBuyersPolicyInput, productEditionsInput, publishEditionInput } from "@/lib/validation/editions";
import { adminProcedure, createTRPCRouter, scopedProcedure } from "@/server/api/trpc";
import { editionCampaign, tellPastBuyers } from "@/server/services/downloads/edition-notices";
import { listEditions, publishEdition, setPastBuyersGet } from "@/server/services/downloads/editions";
import { listProducts } from "@/server/services/store/products";

export const productsRouter = createTRPCRouter({
  /** The products and their price in each region (admin or a key with products:read). */
  list: scopedProcedure("products:read")
    .meta({ openapi: { method: "GET", path: "/products", tags: ["products"], summary: "List products with their regional prices" } })
    .output(productListOutput)
    .query(({ ctx }) => listProducts(ctx.db)),
  /** A guide's editions, newest first, and what past buyers get (docs/product.md#editions). */
  editions: scopedProcedure("products:read")
    .meta({
      openapi: { method: "GET", path: "/products/{product}/editions", tags: ["products"], summary: "A guide's editions, newest first" },
    })
    .input(productEditionsInput)
    .output(productEditionsOutput)
    .query(({ ctx, input }) => listEditions(ctx.db, input.product)),
  /** Publishes a stored guide file as the guide's next edition (new buyers get it at once). */
  publishEdition: adminProcedure.input(publishEditionInput).mutation(({ ctx, input }) => publishEdition(ctx.db, ctx.viewer, input)),
  /** What past buyers get of later editions: "latest" or "purchased". */
  setPastBuyersGet: adminProcedure
    .input(pastBuyersPolicyInput)
    .mutation(({ ctx, input }) => setPastBuyersGet(ctx.db, ctx.viewer, input.product, input.pastBuyersGet)),
  /** "Tell past buyers": queues one e-mail per entitled address, sent by the jobs at the mail rate. */
  tellPastBuyers: adminProcedure.input(editionIdInput).mutation(({ ctx, input }) => tellPastBuyers(ctx.db, ctx.viewer, input.editionId)),
  /** The campaign's counts: queued, sent, skipped, delivered, bounced. */
  editionCampaign: adminProcedure.input(editionIdInput).query(({ ctx, input }) => editionCampaign(ctx.db, input.editionId)),
});
