import { describe, expect, it } from "vitest";
import { insightMessages, orderSearchMessages } from "@/lib/messages";
import { funnelInput, rangeInput } from "./insights";
import { orderFilters, orderSearchInput } from "./order-search";

// Date.UTC reads years 0–99 as 1900–1999, and no order or visit is older than 1970: such a day is
// a 400 with the date message, before any date arithmetic or query runs.
describe("calendar days in the order filters and the insights ranges", () => {
  const outside = ["0001-01-01", "0099-12-31", "1969-12-31", "2026-02-30", "2026-13-01", "20260101", "+02026-01-01"];

  it("refuses a day before 1970 or that does not exist, with the date message", () => {
    for (const day of outside) {
      for (const key of ["from", "to"] as const) {
        const orders = orderFilters.safeParse({ [key]: day });
        expect(orders.success, `${key}=${day}`).toBe(false);
        expect(orders.error?.issues[0]?.message).toBe(orderSearchMessages.badDate);
        expect(orderSearchInput.safeParse({ [key]: day }).success).toBe(false);
      }
      const range = rangeInput.safeParse({ from: day, to: "2026-01-01" });
      expect(range.error?.issues[0]?.message, day).toBe(insightMessages.dateInvalid);
      expect(funnelInput.safeParse({ from: "2026-01-01", to: day }).success).toBe(false);
    }
  });

  it("takes the days an admin may mean", () => {
    for (const day of ["1970-01-01", "2024-02-29", "2026-11-27", "9999-12-31"]) {
      expect(orderFilters.parse({ from: day, to: day })).toMatchObject({ from: day, to: day });
      expect(rangeInput.parse({ from: day, to: day })).toEqual({ from: day, to: day });
    }
  });
});
