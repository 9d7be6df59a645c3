import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Prisma } from "@/generated/prisma/client";
import { filterKeys, type OrderFilters, orderStatuses } from "@/lib/validation/order-search";
import { sqlRows } from "@/server/db/direct-sql";
import { orderWhere, orderWhereSql } from "@/server/services/orders/search";
import { useTestDatabase } from "../setup/test-db";
import { orderRow } from "./factories";

const db = useTestDatabase();

// The admin's order filters exist twice: as a Prisma condition (the table, the REST list) and as
// SQL (the CSV export's plain-SQL reads). On the same orders, every filter picks the same ones.
describe("the order filters as SQL", () => {
  it("pick the same orders as the Prisma condition, for generated filters", async () => {
    const codes = ["SPRING10", "spring_10", "100%OFF"];
    for (const code of codes) await db().discountCode.create({ data: { code, percentOff: 10, description: code } });
    const emails = [
      "jane@shop.org",
      "JANE.Doe@Shop.org",
      "test@shop.org",
      "ann@example.com",
      "a_b@shop.org",
      "a%b@shop.org",
      "back\\slash@shop.org",
      "demo2@mail.co",
      "ops@stripe.com",
      "zoë@shop.org",
    ];
    // Around midnight in UTC and in New York and Sydney, so the days of `from`/`to` in a zone matter.
    const times = [
      "2026-03-01T00:00:00Z",
      "2026-03-01T04:59:59Z",
      "2026-03-01T05:00:00Z",
      "2026-03-01T13:00:00Z",
      "2026-03-02T23:59:59.999Z",
    ];
    const orders = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        db().order.create({
          data: orderRow({
            email: emails[i % emails.length],
            status: orderStatuses[i % orderStatuses.length],
            productId: ["fertility", "intimacy", "bundle"][i % 3],
            currency: ["usd", "gbp", "aud"][i % 4 === 3 ? 0 : i % 3],
            discountCodeId: i % 5 === 0 ? null : codes[i % codes.length],
            providerSessionId: i % 3 === 0 ? `cs_${i}` : null,
            paymentIntentId: i % 4 === 0 ? `pi_${i}` : null,
            latestDelivery: ([null, "bounced", "delivered", "complained"] as const)[i % 4],
            // the five boundaries, then one every 97 minutes over the four days
            createdAt: i < times.length ? new Date(times[i]!) : new Date(Date.parse("2026-02-28T11:00:00Z") + i * 97 * 60_000),
          }),
        }),
      ),
    );
    const ids = orders.map((o) => o.id);
    const day = fc.constantFrom("2026-02-28", "2026-03-01", "2026-03-02", "2026-03-03");
    const every = fc.record({
      email: fc.constantFrom("jane", "JANE", "@shop", "a_b", "a%", "_", "%", "\\", "ë", "nobody"),
      orderId: fc.constantFrom(ids[0]!, ids[7]!, "cs_3", "pi_8", "cs_", "unknown"),
      status: fc.constantFrom(...orderStatuses),
      product: fc.constantFrom("fertility", "bundle", "none"),
      currency: fc.constantFrom("usd", "gbp", "eur"),
      discountCode: fc.constantFrom("spring10", "SPRING_10", "spring%10", "100%off", "100_OFF"),
      delivery: fc.constantFrom("bounced" as const, "delivered" as const),
      from: day,
      to: day,
      includeTest: fc.boolean(),
    });
    // Every filter of the URL but the time zone, which goes with the days below.
    const picked = filterKeys.filter((key): key is Exclude<typeof key, "timeZone"> => key !== "timeZone");
    // One to three filters at a time (all of them at once would almost always pick nothing), and
    // a time zone for the days.
    const filters: fc.Arbitrary<OrderFilters> = fc
      .tuple(
        every,
        fc.uniqueArray(fc.constantFrom(...picked), { minLength: 1, maxLength: 3 }),
        fc.constantFrom(undefined, "UTC", "America/New_York", "Australia/Sydney"),
      )
      .map(([all, keys, timeZone]) => ({ ...Object.fromEntries(keys.map((k) => [k, all[k]])), timeZone }));
    await fc.assert(
      fc.asyncProperty(filters, async (f) => {
        if (f.from && f.to && f.from > f.to) [f.from, f.to] = [f.to, f.from];
        const byPrisma = await db().order.findMany({ where: orderWhere(f), select: { id: true } });
        const bySql = await sqlRows<{ id: string }>(db(), Prisma.sql`SELECT "id" FROM "Order" WHERE ${orderWhereSql(f)}`);
        expect(bySql.map((r) => r.id).sort()).toEqual(byPrisma.map((r) => r.id).sort());
      }),
      { numRuns: 150, seed: 11 },
    );
  });

  it("refuse a reversed range with the same 400 as the Prisma condition", () => {
    const reversed = { from: "2026-03-02", to: "2026-03-01" };
    expect(() => orderWhereSql(reversed)).toThrow(expect.objectContaining({ code: "BAD_INPUT" }));
    expect(() => orderWhere(reversed)).toThrow(expect.objectContaining({ code: "BAD_INPUT" }));
  });
});
