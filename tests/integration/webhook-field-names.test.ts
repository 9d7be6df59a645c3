// Webhook payloads name an order's fields as the REST API does (docs/webhooks.md#payloads): the
// same value under the same name in `GET /api/v1/orders/{orderId}` and in `order.completed`.
import { describe, expect, it } from "vitest";
import { buildWebhookPayload } from "@/server/services/webhooks/payloads";
import { useTestDatabase } from "../setup/test-db";
import { completedOrder, signedIn } from "./factories";

const db = useTestDatabase();

describe("webhook and REST field names", () => {
  it("carries productId, productName, countryCode, discountAmount and discountCodeId as the REST order does", async () => {
    const { order } = await completedOrder();
    const admin = await signedIn(db(), { admin: true });
    const rest = (await admin.caller.orders.get({ orderId: order.id })).order;
    const payload = await buildWebhookPayload(db(), {
      eventId: `t-${order.id}`,
      type: "order.completed",
      subjectId: order.id,
      occurredAt: new Date().toISOString(),
    });
    const data = payload!.data as Record<string, unknown>;
    const shared = [
      "id",
      "status",
      "email",
      "firstName",
      "lastName",
      "countryCode",
      "marketingOptIn",
      "productId",
      "productName",
      "subtotal",
      "discountAmount",
      "discountCodeId",
      "amount",
      "refundedAmount",
      "currency",
    ] as const;
    expect(Object.fromEntries(shared.map((k) => [k, data[k]]))).toEqual(Object.fromEntries(shared.map((k) => [k, rest[k]])));
    // The older names stay, with the same values, for endpoints written against them.
    expect(data).toMatchObject({
      country: rest.countryCode,
      product: { id: rest.productId, name: rest.productName },
      discount: rest.discountAmount,
      discountCode: rest.discountCodeId,
    });
  });
});
