import { z } from "zod";
import { editionMessages as m } from "@/lib/messages";
import { productKinds } from "./checkout";
import { safeString } from "./fields";
import { storedKeyField } from "./storage";

/** What past buyers get when a guide has a new edition (docs/product.md#editions). */
export const pastBuyersPolicies = ["latest", "purchased"] as const;
export type PastBuyersPolicy = (typeof pastBuyersPolicies)[number];

const product = z.enum(productKinds, { error: m.unknownProduct });
const editionId = safeString({ rawMax: 64 }).pipe(z.string().min(1, m.notFound));

/** `products.editions` (GET /api/v1/products/{product}/editions): one guide's editions. */
export const productEditionsInput = z.object({ product: product.meta({ description: "The guide: fertility, intimacy or bundle." }) });

/** `products.publishEdition`: a stored guide file as the guide's next edition. */
export const publishEditionInput = z.object({
  product,
  key: storedKeyField,
  label: safeString({ rawMax: 200, tooLong: m.labelRequired }).pipe(z.string().trim().min(1, m.labelRequired).max(80, m.labelRequired)),
  whatChanged: safeString({ rawMax: 2000, tooLong: m.whatChangedTooLong, multiline: true })
    .pipe(z.string().trim().max(500, m.whatChangedTooLong))
    .default(""),
});
export type PublishEditionInput = z.input<typeof publishEditionInput>;

/** `products.setPastBuyersGet`. */
export const pastBuyersPolicyInput = z.object({ product, pastBuyersGet: z.enum(pastBuyersPolicies) });

/** `products.tellPastBuyers` and `products.editionCampaign`. */
export const editionIdInput = z.object({ editionId });
