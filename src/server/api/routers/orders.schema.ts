import "server-only";
// The output schemas of this router's procedures (docs/api.md#rest-api-v1): tRPC checks every answer
// against them and the OpenAPI document describes them.
import { z } from "zod";
import { productKinds } from "@/lib/validation/checkout";
import { timestamp, jsonValue, countryCode, orderStatus, minor, cursor } from "@/server/api/outputs";

/** `orders.search`: one page of orders, newest first. */
export const orderSearchOutput = z.object({
  orders: z.array(
    z
      .object({
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
      })
      .meta({ id: "Order", description: "An order as the search lists it." }),
  ),
  nextCursor: cursor,
});

const timelineEntry = z.object({
  at: timestamp,
  kind: z.enum(["created", "payment-session", "payment-event", "status", "refund", "email", "download-grant", "download", "audit", "job"]),
  title: z.string(),
  detail: z.string().optional(),
  /** A time the line names: when a payment session ends. */
  until: timestamp.optional(),
});

/** `orders.get`: the order, what is recorded about it, and its timeline. */
export const orderDetailOutput = z
  .object({
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
      // Not the payment session's id: it is the buyer's own credential to the thank-you page and its downloads.
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
        to: z.string(),
        delivery: z
          .enum(["sent", "delayed", "delivered", "complained", "bounced"])
          .nullable()
          .meta({ description: "What the mail provider last reported (docs/product.md#delivery); null before it said anything." }),
        deliveryAt: timestamp.nullable(),
        deliveryReason: z.string().nullable(),
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
    /** The order's address on the suppression list (a hard bounce or a complaint), or null. */
    suppression: z.object({ email: z.string(), reason: z.string(), detail: z.string().nullable(), createdAt: timestamp }).nullable(),
    timeline: z.array(timelineEntry),
  })
  .meta({ id: "OrderDetail", description: "An order with everything recorded about it, and its timeline." });

/** `orders.refund`. */
export const refundOutput = z.object({ message: z.string(), status: orderStatus, refundedAmount: minor });

/** `orders.stats`: orders per status and money kept per currency (test and demo orders left out). */
export const orderStatsOutput = z
  .object({
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
  })
  .meta({ id: "Stats", description: "Orders per status and money kept per currency (test and demo orders left out)." });
