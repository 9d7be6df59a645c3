import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { jobStatuses } from "@/lib/validation/jobs";
import { StatusBadge, statusBadgeVariants, type StatusTone } from "./status-badge";
import {
  apiKeyStatus,
  discountCodeStateTone,
  jobStatusTone,
  orderStatusLabel,
  orderStatusTone,
  webhookDeliveryStatus,
  webhookEndpointStatus,
} from "./status-tones";

const background = (tone: StatusTone) =>
  statusBadgeVariants({ tone })
    .split(" ")
    .find((c) => c.startsWith("bg-"));

describe("the status badge", () => {
  it("gives each tone its colours on the same small label", () => {
    expect(background("success")).toBe("bg-emerald-100");
    expect(background("warning")).toBe("bg-amber-100");
    expect(background("info")).toBe("bg-sky-100");
    expect(background("danger")).toBe("bg-red-100");
    expect(background("neutral")).toBe("bg-muted");
    expect(background("returned")).toBe("bg-slate-200");
    expect(background("contested")).toBe("bg-orange-100");
    for (const tone of ["success", "danger", "neutral"] as const)
      expect(statusBadgeVariants({ tone })).toMatch(/^rounded px-2 py-0\.5 text-xs font-semibold /);
  });

  it("renders a span with its tone, its props, and a className that overrides the padding", () => {
    const html = renderToString(
      <StatusBadge tone="danger" className="px-1.5" data-testid="x">
        Failed
      </StatusBadge>,
    );
    expect(html).toContain(">Failed</span>");
    expect(html).toContain('data-testid="x"');
    expect(html).toContain("bg-red-100");
    expect(html).toContain("px-1.5");
    expect(html).not.toContain("px-2 ");
  });
});

describe("the tone of each admin list's states", () => {
  it("orders: pending, completed, failed and the refund states (docs/refunds.md)", () => {
    expect(orderStatusTone).toEqual({
      pending: "warning",
      completed: "success",
      failed: "danger",
      partially_refunded: "info",
      refunded: "returned",
      disputed: "contested",
    });
    expect(orderStatusLabel("partially_refunded")).toBe("partly refunded");
    expect(orderStatusLabel("completed")).toBe("completed");
  });

  it("jobs: every status has a tone", () => {
    expect(jobStatuses.map((s) => [s, jobStatusTone[s]])).toEqual([
      ["pending", "warning"],
      ["running", "info"],
      ["done", "success"],
      ["failed", "danger"],
      ["cancelled", "neutral"],
    ]);
  });

  it("the same word is the same tone in every list", () => {
    expect(jobStatusTone.failed).toBe(orderStatusTone.failed);
    expect(jobStatusTone.pending).toBe(orderStatusTone.pending);
    expect(jobStatusTone.done).toBe(orderStatusTone.completed);
    expect(webhookDeliveryStatus({ status: "failed", attempts: 8 }).tone).toBe(orderStatusTone.failed);
    expect(webhookDeliveryStatus({ status: "pending", attempts: 0 }).tone).toBe(orderStatusTone.pending);
  });

  it("discount codes: live, scheduled, ended, inactive", () => {
    expect(discountCodeStateTone).toEqual({ live: "success", scheduled: "info", ended: "warning", inactive: "neutral" });
  });

  it("API keys: revoked before expired before active", () => {
    const now = Date.UTC(2026, 10, 26, 12);
    const past = new Date(now - 1000);
    const future = new Date(now + 1000);
    expect(apiKeyStatus({ revokedAt: null, expiresAt: null }, now)).toEqual({ label: "Active", tone: "success" });
    expect(apiKeyStatus({ revokedAt: null, expiresAt: future }, now)).toEqual({ label: "Active", tone: "success" });
    expect(apiKeyStatus({ revokedAt: null, expiresAt: new Date(now) }, now)).toEqual({ label: "Expired", tone: "warning" });
    expect(apiKeyStatus({ revokedAt: past, expiresAt: past }, now)).toEqual({ label: "Revoked", tone: "neutral" });
  });

  it("webhook endpoints: disabled by failures or by an admin, failing, enabled", () => {
    expect(webhookEndpointStatus({ enabled: false, disabledReason: "failing", failingSince: new Date() })).toEqual({
      label: "Disabled (failing)",
      tone: "danger",
    });
    expect(webhookEndpointStatus({ enabled: false, disabledReason: "admin", failingSince: null })).toEqual({
      label: "Disabled",
      tone: "neutral",
    });
    expect(webhookEndpointStatus({ enabled: true, disabledReason: null, failingSince: new Date() })).toEqual({
      label: "Failing",
      tone: "warning",
    });
    expect(webhookEndpointStatus({ enabled: true, disabledReason: null, failingSince: null })).toEqual({
      label: "Enabled",
      tone: "success",
    });
  });

  it("webhook deliveries: queued until the first attempt, then retrying, delivered or failed", () => {
    expect(webhookDeliveryStatus({ status: "pending", attempts: 0 })).toEqual({ label: "Queued", tone: "warning" });
    expect(webhookDeliveryStatus({ status: "pending", attempts: 2 })).toEqual({ label: "Retrying", tone: "warning" });
    expect(webhookDeliveryStatus({ status: "delivered", attempts: 1 })).toEqual({ label: "Delivered", tone: "success" });
    expect(webhookDeliveryStatus({ status: "failed", attempts: 8 })).toEqual({ label: "Failed", tone: "danger" });
  });
});
