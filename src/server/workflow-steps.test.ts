import { describe, expect, it } from "vitest";
import { workflows } from "@/server/jobs/workflows";
import { WEBHOOK_RETRY_DELAYS_MS } from "@/server/services/webhooks/webhooks";
import { workflowSteps } from "./workflow-steps";

describe("the workflow step map", () => {
  it("has exactly one step per declared workflow", () => {
    expect(Object.keys(workflowSteps).sort()).toEqual(workflows.map((w) => w.id).sort());
  });

  it("gives the webhook delivery one retry per wait of its service's schedule, each wait from that schedule", () => {
    const delivery = workflows.find((w) => w.id === "webhook-delivery")!;
    expect(delivery.retries).toBe(WEBHOOK_RETRY_DELAYS_MS.length);
    const step = workflowSteps["webhook-delivery"];
    expect(WEBHOOK_RETRY_DELAYS_MS.map((_, i) => step.retryDelayMs!(i + 1))).toEqual([...WEBHOOK_RETRY_DELAYS_MS]);
  });

  it("leaves the waits to the services: the cart reminders wait, the receipts do not", () => {
    const now = new Date();
    expect(workflowSteps["abandoned-cart-reminder"].delayMs!({ cartId: "c", email: "a@b.co" } as never, now)).toBeGreaterThan(0);
    const later = new Date(now.getTime() + 3_600_000).toISOString();
    expect(workflowSteps["broadcast-send"].delayMs!({ broadcastId: "b", sendAt: later, runKey: "b:1:0" }, now)).toBe(3_600_000);
    expect(workflowSteps["abandoned-cart-reminder-2"].delayFromSettings).toBeTypeOf("function");
    expect("delayMs" in workflowSteps["order-confirmation"]).toBe(false);
  });
});
