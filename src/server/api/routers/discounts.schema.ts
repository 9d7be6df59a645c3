import "server-only";
// The output schemas of this router's procedures (docs/api.md#rest-api-v1): tRPC checks every answer
// against them and the OpenAPI document describes them.
import { z } from "zod";
import { productKinds } from "@/lib/validation/checkout";
import { timestamp, minor } from "@/server/api/outputs";

/** `discounts.list`: every code with its uses and revenue. */
export const discountListOutput = z.array(
  z
    .object({
      code: z.string(),
      kind: z.enum(["percent", "fixed"]),
      percentOff: z.number().int(),
      amountsOff: z.record(z.string(), minor),
      products: z.array(z.enum(productKinds)),
      description: z.string(),
      active: z.boolean(),
      startsAt: timestamp.nullable(),
      expiresAt: timestamp.nullable(),
      maxUses: z.number().int().nullable(),
      uses: z.number().int(),
      held: z.number().int().meta({ description: "Uses held by open checkout sessions." }),
      remaining: z.number().int().nullable(),
      revenue: z.array(z.object({ currency: z.string(), amount: minor, orders: z.number().int() })),
      state: z.enum(["inactive", "scheduled", "ended", "live"]),
      createdAt: timestamp,
      updatedAt: timestamp,
    })
    .meta({ id: "Discount", description: "A discount code with its uses and revenue." }),
);

/** `discounts.create`. */
export const discountCreatedOutput = z.object({ code: z.string() });
/** `discounts.update`: the fields that changed. */
export const discountUpdatedOutput = z.object({ code: z.string(), changed: z.array(z.string()) });
