import { describe, expect, it } from "vitest";
import { parseNotification } from "./order-changes";

describe("the order trigger's payload", () => {
  it("reads '<op>:<order id>'", () => {
    expect(parseNotification("insert:ord_1")).toEqual({ op: "insert", orderId: "ord_1" });
    expect(parseNotification("update:ord_2")).toEqual({ op: "update", orderId: "ord_2" });
    expect(parseNotification("delete:ord_3")).toEqual({ op: "delete", orderId: "ord_3" });
  });

  it.each(["", "insert", "insert:", "truncate:ord_1", "resync:x", "INSERT:ord_1"])("ignores %j", (payload) => {
    expect(parseNotification(payload)).toBeNull();
  });
});
