import "server-only";
/**
 * The parts the output schemas share (each router's own sit beside it: `routers/<router>.schema.ts`),
 * for the procedures exposed on the REST surface (`/api/v1`, docs/api.md#rest-api-v1).
 * tRPC checks every answer against them (`.output()`), and the OpenAPI document describes them,
 * so the document says what the server really answers. They describe what the services already
 * return: a field left out here would be stripped from the tRPC answer too (and the admin pages'
 * types would say so).
 */
import { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import { orderStatuses } from "@/lib/validation/order-search";

/** A timestamp: a Date to tRPC (superjson), an ISO 8601 string in REST's JSON. */
export const timestamp = z.date().meta({ override: { type: "string", format: "date-time" } });
/** Any JSON value, as Prisma reads a Json column. */
export const jsonValue = z.custom<Prisma.JsonValue>(() => true).meta({ override: {}, description: "Any JSON value." });
export const countryCode = z.enum(["US", "UK", "AU"]);
export const orderStatus = z.enum(orderStatuses);
/** Minor units (cents, pence). */
export const minor = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).meta({ description: "Minor units (cents, pence)." });
export const cursor = z.string().nullable().meta({ description: "Pass as `cursor` to get the next page; null on the last page." });

/** A message for a person, after an action. */
export const messageOutput = z.object({ message: z.string() });
