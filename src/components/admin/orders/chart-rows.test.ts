import { describe, expect, it } from "vitest";
import { chartRows } from "./revenue-chart";

describe("the chart's rows", () => {
  it("has one row per day of the span, zero on days without sales, revenue in major units", () => {
    const { currencies, rows } = chartRows({
      from: "2026-11-01",
      to: "2026-11-03",
      days: [
        { day: "2026-11-01", currency: "usd", revenue: 4700, orders: 1 },
        { day: "2026-11-03", currency: "gbp", revenue: 7400, orders: 2 },
      ],
    });
    expect(currencies).toEqual(["gbp", "usd"]);
    expect(rows).toEqual([
      { day: "11-01", gbp: 0, gbp_orders: 0, usd: 47, usd_orders: 1 },
      { day: "11-02", gbp: 0, gbp_orders: 0, usd: 0, usd_orders: 0 },
      { day: "11-03", gbp: 74, gbp_orders: 2, usd: 0, usd_orders: 0 },
    ]);
  });
});
