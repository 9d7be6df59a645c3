import { orderStatusWords } from "@/lib/messages";
import type { JobStatus } from "@/lib/validation/jobs";
import type { RouterOutputs } from "@/trpc/react";
import type { StatusTone } from "./status-badge";

// Naming: the admin says "discount codes" (components/admin/discount-codes/, DiscountCodesPanel, the nav's label); only the route /admin/codes and the tRPC router `discounts` keep their short names.

type OrderStatus = RouterOutputs["orders"]["search"]["orders"][number]["status"];
type DiscountCodeState = RouterOutputs["discounts"]["list"][number]["state"];
type ApiKey = RouterOutputs["apiKeys"]["list"][number];
type Endpoint = RouterOutputs["webhooks"]["list"][number];
type Delivery = RouterOutputs["webhooks"]["deliveries"][number];

/** A badge's text and tone. */
export type StatusOf = { label: string; tone: StatusTone };

/** An order's status (docs/refunds.md for the last three). */
export const orderStatusTone: Record<OrderStatus, StatusTone> = {
  pending: "warning",
  completed: "success",
  failed: "danger",
  partially_refunded: "info",
  refunded: "returned",
  disputed: "contested",
};

/** An order's status in words (src/lib/messages.ts): "partly refunded", never a stored code. */
export const orderStatusLabel = (status: OrderStatus): string => orderStatusWords[status];

/** A background job's status (the Jobs panel shows the status itself as the label). */
export const jobStatusTone: Record<JobStatus, StatusTone> = {
  pending: "warning",
  running: "info",
  done: "success",
  failed: "danger",
  cancelled: "neutral",
};

/** A discount code's state, as the server decides it (whether the checkout would apply it now). */
export const discountCodeStateTone: Record<DiscountCodeState, StatusTone> = {
  live: "success",
  scheduled: "info",
  ended: "warning",
  inactive: "neutral",
};

/** An API key: revoked before expired before active. */
export function apiKeyStatus(key: Pick<ApiKey, "revokedAt" | "expiresAt">, now = Date.now()): StatusOf {
  if (key.revokedAt) return { label: "Revoked", tone: "neutral" };
  if (key.expiresAt && key.expiresAt.getTime() <= now) return { label: "Expired", tone: "warning" };
  return { label: "Active", tone: "success" };
}

/** A webhook endpoint: disabled (by its failures or by an admin), failing, or enabled. */
export function webhookEndpointStatus(endpoint: Pick<Endpoint, "enabled" | "disabledReason" | "failingSince">): StatusOf {
  if (!endpoint.enabled)
    return endpoint.disabledReason === "failing" ? { label: "Disabled (failing)", tone: "danger" } : { label: "Disabled", tone: "neutral" };
  if (endpoint.failingSince) return { label: "Failing", tone: "warning" };
  return { label: "Enabled", tone: "success" };
}

/** A webhook delivery: queued (never tried), retrying, delivered or failed for good. */
export function webhookDeliveryStatus(delivery: Pick<Delivery, "status" | "attempts">): StatusOf {
  if (delivery.status === "delivered") return { label: "Delivered", tone: "success" };
  if (delivery.status === "failed") return { label: "Failed", tone: "danger" };
  return { label: delivery.attempts === 0 ? "Queued" : "Retrying", tone: "warning" };
}
