import { describe, expect, it } from "vitest";
import { parseRefundAmount, refundOrderInput } from "./refunds";

describe("parseRefundAmount", () => {
  it("reads whole and decimal amounts into minor units without floating-point error", () => {
    expect(parseRefundAmount("10")).toBe(1000);
    expect(parseRefundAmount("10.5")).toBe(1050);
    expect(parseRefundAmount(" 19.99 ")).toBe(1999);
    expect(parseRefundAmount("0.29")).toBe(29);
    expect(parseRefundAmount("1,200.00")).toBe(120000);
  });

  it("refuses zero, negatives, three decimals and text", () => {
    for (const bad of ["0", "0.00", "-5", "1.999", "ten", "", "1e3", "."]) expect(parseRefundAmount(bad)).toBeNull();
  });
});

describe("refundOrderInput", () => {
  it("takes an order id with an optional whole positive amount, a reason and keep access", () => {
    expect(refundOrderInput.parse({ orderId: " abc ", amount: 500, reason: " late ", keepAccess: true })).toEqual({
      orderId: "abc",
      amount: 500,
      reason: "late",
      keepAccess: true,
    });
    expect(refundOrderInput.safeParse({ orderId: "abc", amount: 5.5 }).success).toBe(false);
    expect(refundOrderInput.safeParse({ orderId: "abc", extra: 1 }).success).toBe(false);
  });
});
