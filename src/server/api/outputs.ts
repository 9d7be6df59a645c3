import "server-only";
/**
 * The output schemas of the procedures exposed on the REST surface (`/api/v1`, docs/api.md#rest-api-v1).
 * tRPC checks every answer against them (`.output()`), and the OpenAPI document describes them,
 * so the document says what the server really answers. They describe what the services already
 * return: a field left out here would be stripped from the tRPC answer too (and the admin pages'
 * types would say so).
 */
import { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import { orderStatuses } from "@/lib/validation/order-search";
import { productKinds } from "@/lib/validation/checkout";

/** A timestamp: a Date to tRPC (superjson), an ISO 8601 string in REST's JSON. */
export const timestamp = z.date().meta({ override: { type: "string", format: "date-time" } });
/** Any JSON value, as Prisma reads a Json column. */
const jsonValue = z.custom<Prisma.JsonValue>(() => true).meta({ override: {}, description: "Any JSON value." });
const countryCode = z.enum(["US", "UK", "AU"]);
const orderStatus = z.enum(orderStatuses);
/** Minor units (cents, pence). */
const minor = z.number().int().meta({ description: "Minor units (cents, pence)." });
const cursor = z.string().nullable().meta({ description: "Pass as `cursor` to get the next page; null on the last page." });

/** A message for a person, after an action. */
export const messageOutput = z.object({ message: z.string() });

/** `orders.search`: one page of orders, newest first. */
export const orderSearchOutput = z.object({
  orders: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      productId: z.string(),
      productName: z.string(),
      amount: minor,
      currency: z.string(),
      status: orderStatus,
      discountCodeId: z.string().nullable(),
      createdAt: timestamp,
      expiresAt: timestamp.nullable(),
      refundedAmount: minor,
      expired: z.boolean().meta({ description: "An unpaid order whose payment session ended." }),
    }),
  ),
  nextCursor: cursor,
});

const timelineEntry = z.object({
  at: timestamp,
  kind: z.enum(["created", "payment-session", "payment-event", "status", "email", "download-grant", "download", "audit", "job"]),
  title: z.string(),
  detail: z.string().optional(),
});

/** `orders.get`: the order, what is recorded about it, and its timeline. */
export const orderDetailOutput = z.object({
  order: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    address: z.string(),
    addressLine2: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    country: z.string(),
    countryCode,
    marketingOptIn: z.boolean(),
    productId: z.string(),
    productName: z.string(),
    subtotal: minor,
    discountAmount: minor,
    amount: minor,
    currency: z.string(),
    discountCodeId: z.string().nullable(),
    status: orderStatus,
    provider: z.string(),
    providerSessionId: z.string().nullable(),
    paymentIntentId: z.string().nullable(),
    userId: z.string().nullable(),
    expiresAt: timestamp.nullable(),
    completedAt: timestamp.nullable(),
    failureReason: z.string().nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
    refundedAmount: minor,
    refundKeepsAccess: z.boolean(),
    disputeId: z.string().nullable(),
    disputeStatus: z.string().nullable(),
    product: z.object({ id: z.string(), name: z.string(), kind: z.enum(productKinds) }),
    discountCode: z.object({ code: z.string(), percentOff: z.number().int() }).nullable(),
    display: z.string(),
    subtotalDisplay: z.string(),
    discountDisplay: z.string(),
  }),
  events: z.array(z.object({ id: z.string(), type: z.string(), orderId: z.string().nullable(), receivedAt: timestamp })),
  grants: z.array(
    z.object({
      id: z.string(),
      productId: z.string(),
      productName: z.string(),
      fileName: z.string().nullable(),
      downloadCount: z.number().int(),
      maxDownloads: z.number().int(),
      lastDownloadAt: timestamp.nullable(),
      createdAt: timestamp,
    }),
  ),
  emails: z.array(
    z.object({
      id: z.string(),
      template: z.string(),
      subject: z.string(),
      status: z.enum(["queued", "sent", "failed"]),
      attempts: z.number().int(),
      error: z.string().nullable(),
      transport: z.string(),
      createdAt: timestamp,
      sentAt: timestamp.nullable(),
    }),
  ),
  jobs: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      status: z.enum(["pending", "running", "done", "failed", "cancelled"]),
      attempts: z.number().int(),
      outcome: z.string().nullable(),
      lastError: z.string().nullable(),
      createdAt: timestamp,
      finishedAt: timestamp.nullable(),
    }),
  ),
  audit: z.array(
    z.object({
      id: z.string(),
      actorId: z.string().nullable(),
      actorEmail: z.string().nullable(),
      action: z.string(),
      target: z.string().nullable(),
      details: jsonValue,
      createdAt: timestamp,
    }),
  ),
  account: z.object({ id: z.string(), email: z.string(), createdAt: timestamp }).nullable(),
  timeline: z.array(timelineEntry),
});

/** `orders.refund`. */
export const refundOutput = z.object({ message: z.string(), status: orderStatus, refundedAmount: minor });

/** `orders.stats`: orders per status and money kept per currency (test and demo orders left out). */
export const orderStatsOutput = z.object({
  orders: z.object({
    pending: z.number().int(),
    completed: z.number().int(),
    failed: z.number().int(),
    partiallyRefunded: z.number().int(),
    refunded: z.number().int(),
    disputed: z.number().int(),
  }),
  revenue: z.array(
    z.object({
      currency: z.string(),
      amount: minor,
      orders: z.number().int(),
      display: z.string(),
      refunded: minor,
      refundedDisplay: z.string(),
    }),
  ),
});

/** `discounts.list`: every code with its uses and revenue. */
export const discountListOutput = z.array(
  z.object({
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
  }),
);

/** `discounts.create`. */
export const discountCreatedOutput = z.object({ code: z.string() });
/** `discounts.update`: the fields that changed. */
export const discountUpdatedOutput = z.object({ code: z.string(), changed: z.array(z.string()) });

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

/** `subscribers.list`: one page of newsletter subscribers, newest first. */
export const subscriberListOutput = z.object({
  subscribers: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      source: z.string(),
      createdAt: timestamp,
      unsubscribed: z.boolean().meta({ description: "The address asked to receive no more e-mails." }),
    }),
  ),
  nextCursor: cursor,
});
