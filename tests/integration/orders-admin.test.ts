import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../setup/test-db";
import { orderRow, signedIn } from "./factories";
import { callerFor, rejectionOf } from "./helpers";

const db = useTestDatabase();

describe("orders.list and orders.stats (admin)", () => {
  it("are for admins only", async () => {
    expect(await rejectionOf((await callerFor()).orders.list())).toMatchObject({ code: "UNAUTHORIZED" });
    expect(await rejectionOf((await callerFor()).orders.stats())).toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("list newest first, at most 50, without test and demo orders; revenue counts completed orders only", async () => {
    const hidden = [
      "test@shop.org",
      "tester.jane@shop.org",
      "demo1@shop.org",
      "admin@shop.org",
      "jane@example.com",
      "jane@test.com",
      "jane@shop.test",
      "jane@localhost",
      "jane@stripe.com",
    ];
    const start = Date.now() - 3_600_000;
    await db().order.createMany({
      data: [
        ...hidden.map((email, i) => orderRow({ email, status: "completed" as const, createdAt: new Date(start + i) })),
        ...Array.from({ length: 55 }, (_, i) =>
          orderRow({
            email: `buyer${i}@shop.org`,
            status: (["completed", "pending", "failed"] as const)[i % 3],
            currency: i % 2 ? "gbp" : "usd",
            amount: 1000,
            createdAt: new Date(start + 1000 + i * 1000),
            expiresAt: new Date(start),
          }),
        ),
      ],
    });
    const { caller } = await signedIn(db(), { admin: true });
    const rows = await caller.orders.list();
    expect(rows).toHaveLength(50);
    expect(rows[0]!.email).toBe("buyer54@shop.org");
    expect(rows.every((r) => !hidden.includes(r.email))).toBe(true);
    expect(rows.find((r) => r.status === "pending")).toMatchObject({ expired: true });
    expect(rows[0]).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        productName: orderRow().productName,
        amount: 1000,
        currency: expect.any(String),
        createdAt: expect.any(Date),
      }),
    );

    // 55 orders: i % 3 == 0 completed (19 of them); currency usd for even i.
    const completed = Array.from({ length: 55 }, (_, i) => i).filter((i) => i % 3 === 0);
    const usd = completed.filter((i) => i % 2 === 0).length * 1000;
    const gbp = completed.filter((i) => i % 2 === 1).length * 1000;
    await expect(caller.orders.stats()).resolves.toEqual({
      orders: { completed: 19, pending: 18, failed: 18, partiallyRefunded: 0, refunded: 0, disputed: 0 },
      revenue: [
        { currency: "gbp", amount: gbp, orders: gbp / 1000, display: `£${(gbp / 100).toFixed(2)}`, refunded: 0, refundedDisplay: "£0.00" },
        { currency: "usd", amount: usd, orders: usd / 1000, display: `$${(usd / 100).toFixed(2)}`, refunded: 0, refundedDisplay: "$0.00" },
      ],
    });
  });
});

describe("orders.chart (admin)", () => {
  it("sums completed orders per UTC day and currency over the last 30 days, test orders and older days left out", async () => {
    await db().order.deleteMany();
    const today = new Date();
    const day = (daysAgo: number, hour = 12) =>
      new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - daysAgo, hour));
    await db().order.createMany({
      data: [
        orderRow({ status: "completed", amount: 4700, currency: "usd", completedAt: day(0, 1) }),
        orderRow({ status: "completed", amount: 4700, currency: "usd", completedAt: day(0, 23) }),
        orderRow({ status: "completed", amount: 3700, currency: "gbp", completedAt: day(3) }),
        orderRow({ status: "completed", amount: 4900, currency: "aud", completedAt: day(29) }),
        orderRow({ status: "completed", amount: 9999, currency: "usd", completedAt: day(30) }), // outside the span
        orderRow({ status: "pending", amount: 9999, currency: "usd" }),
        orderRow({ status: "failed", amount: 9999, currency: "usd" }),
        orderRow({ email: "demo@shop.org", status: "completed", amount: 9999, currency: "usd", completedAt: day(0) }),
      ],
    });
    const { caller } = await signedIn(db(), { admin: true });
    const chart = await caller.orders.chart();
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    expect(chart.from).toBe(iso(day(29)));
    expect(chart.to).toBe(iso(day(0)));
    expect(chart.days).toEqual([
      { day: iso(day(29)), currency: "aud", revenue: 4900, orders: 1 },
      { day: iso(day(3)), currency: "gbp", revenue: 3700, orders: 1 },
      { day: iso(day(0)), currency: "usd", revenue: 9400, orders: 2 },
    ]);
    expect(await rejectionOf((await signedIn(db())).caller.orders.chart())).toMatchObject({ code: "FORBIDDEN" });
  });
});
