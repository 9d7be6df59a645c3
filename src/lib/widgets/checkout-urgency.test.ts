import { describe, it, expect } from "vitest";
import { CHECKOUT_URGENCY_DELAY_MS, showCheckoutUrgency } from "./checkout-urgency";

describe("showCheckoutUrgency", () => {
  const opened = 42_000;

  it("is off up to and including exactly 2 minutes", () => {
    expect(CHECKOUT_URGENCY_DELAY_MS).toBe(120_000);
    expect(showCheckoutUrgency(opened, opened)).toBe(false);
    expect(showCheckoutUrgency(opened, opened + 119_999)).toBe(false);
    expect(showCheckoutUrgency(opened, opened + 120_000)).toBe(false);
  });

  it("is on after more than 2 minutes", () => {
    expect(showCheckoutUrgency(opened, opened + 120_001)).toBe(true);
    expect(showCheckoutUrgency(opened, opened + 600_000)).toBe(true);
  });
});
