import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Prisma } from "@/generated/prisma/client";
import { testEmailRules } from "@/lib/orders/test-emails";
import { tallyBackfillStatements } from "../setup/backfills";
import { useTestDatabase } from "../setup/test-db";
import { orderRow } from "./factories";

const db = useTestDatabase();

// The running totals the triggers keep (OrderTally, OrderSalesDay, RefundTally) against the same
// figures counted afresh from "Order" and "Refund", as the dashboard counted them before the totals.
const totalsSql = {
  orders: `SELECT "status"::text || ' ' || "currency" || ' ' || "test" || ' ' || SUM("orders") || ' ' || SUM("net") AS row
    FROM "OrderTally" GROUP BY "status", "currency", "test" HAVING SUM("orders") <> 0 OR SUM("net") <> 0`,
  ordersRecount: `SELECT "status"::text || ' ' || "currency" || ' ' || "is_test_order_email"("email") || ' ' || COUNT(*) || ' ' || SUM("amount" - "taxAmount") AS row
    FROM "Order" GROUP BY "status", "currency", "is_test_order_email"("email")`,
  days: `SELECT to_char("day", 'YYYY-MM-DD') || ' ' || "currency" || ' ' || "test" || ' ' || SUM("orders") || ' ' || SUM("net") AS row
    FROM "OrderSalesDay" GROUP BY "day", "currency", "test" HAVING SUM("orders") <> 0 OR SUM("net") <> 0`,
  daysRecount: `SELECT to_char(date_trunc('day', COALESCE("completedAt", "createdAt")), 'YYYY-MM-DD') || ' ' || "currency" || ' ' || "is_test_order_email"("email") || ' ' || COUNT(*) || ' ' || SUM("amount" - "taxAmount") AS row
    FROM "Order" WHERE "status" IN ('completed', 'partially_refunded', 'refunded', 'disputed')
    GROUP BY date_trunc('day', COALESCE("completedAt", "createdAt")), "currency", "is_test_order_email"("email")`,
  refunds: `SELECT "currency" || ' ' || "test" || ' ' || SUM("net") AS row FROM "RefundTally" GROUP BY "currency", "test" HAVING SUM("net") <> 0`,
  refundsRecount: `SELECT r."currency" || ' ' || "is_test_order_email"(o."email") || ' ' || SUM(r."amount" - r."taxAmount") AS row
    FROM "Refund" r JOIN "Order" o ON o."id" = r."orderId" GROUP BY r."currency", "is_test_order_email"(o."email")
    HAVING SUM(r."amount" - r."taxAmount") <> 0`,
};

async function rows(sql: string) {
  return (await db().$queryRawUnsafe<{ row: string }[]>(sql)).map((r) => r.row).sort();
}

async function expectTotalsToMatchARecount() {
  expect(await rows(totalsSql.orders)).toEqual(await rows(totalsSql.ordersRecount));
  expect(await rows(totalsSql.days)).toEqual(await rows(totalsSql.daysRecount));
  expect(await rows(totalsSql.refunds)).toEqual(await rows(totalsSql.refundsRecount));
}

const statuses = ["pending", "completed", "failed", "refunded", "partially_refunded", "disputed"] as const;
const day = (n: number) => new Date(Date.UTC(2026, 10, 1 + n, n % 24, 30));
const email = (test: boolean, n: number) => (test ? `demo${n}@shop.org` : `buyer${n}@shop.org`);

/** One change to the orders or their refunds; indexes pick among the rows present (modulo their count). */
const operation = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant("insert" as const),
      status: fc.constantFrom(...statuses),
      currency: fc.constantFrom("usd", "gbp"),
      test: fc.boolean(),
      amount: fc.integer({ min: 0, max: 10_000 }),
      tax: fc.integer({ min: 0, max: 500 }),
      created: fc.integer({ min: 0, max: 40 }),
      completed: fc.option(fc.integer({ min: 0, max: 40 })),
    }),
  },
  fc.record({ op: fc.constant("status" as const), pick: fc.nat(), status: fc.constantFrom(...statuses) }),
  fc.record({ op: fc.constant("email" as const), pick: fc.nat(), test: fc.boolean() }),
  fc.record({
    op: fc.constant("amount" as const),
    pick: fc.nat(),
    amount: fc.integer({ min: 0, max: 10_000 }),
    tax: fc.integer({ min: 0, max: 500 }),
  }),
  fc.record({ op: fc.constant("completed" as const), pick: fc.nat(), completed: fc.option(fc.integer({ min: 0, max: 40 })) }),
  fc.record({ op: fc.constant("currency" as const), pick: fc.nat(), currency: fc.constantFrom("usd", "gbp", "aud") }),
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant("refund" as const),
      pick: fc.nat(),
      amount: fc.integer({ min: 1, max: 3_000 }),
      tax: fc.integer({ min: 0, max: 100 }),
    }),
  },
  fc.record({ op: fc.constant("refundAmount" as const), pick: fc.nat(), amount: fc.integer({ min: 1, max: 3_000 }) }),
  fc.record({ op: fc.constant("unrefund" as const), pick: fc.nat() }),
  { weight: 2, arbitrary: fc.record({ op: fc.constant("delete" as const), pick: fc.nat() }) },
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

const paid: Operation = { op: "insert", status: "completed", currency: "usd", test: false, amount: 4700, tax: 0, created: 3, completed: 4 };

const refund: Operation = { op: "refund", pick: 0, amount: 300, tax: 10 };

let serial = 0;
async function apply(client: Prisma.TransactionClient, change: Operation) {
  const orders = await client.order.findMany({ select: { id: true, currency: true }, orderBy: { id: "asc" } });
  const refunds = await client.refund.findMany({ select: { id: true }, orderBy: { id: "asc" } });
  const order = "pick" in change && orders.length ? orders[change.pick % orders.length]! : undefined;
  const refund = "pick" in change && refunds.length ? refunds[change.pick % refunds.length]! : undefined;
  const where = { id: order?.id ?? "" };
  switch (change.op) {
    case "insert":
      await client.order.create({
        data: orderRow({
          email: email(change.test, ++serial),
          status: change.status,
          currency: change.currency,
          amount: change.amount,
          taxAmount: change.tax,
          createdAt: day(change.created),
          completedAt: change.completed === null ? null : day(change.completed),
        }),
      });
      return;
    case "status":
      if (order) await client.order.update({ where, data: { status: change.status } });
      return;
    case "email":
      if (order) await client.order.update({ where, data: { email: email(change.test, ++serial) } });
      return;
    case "amount":
      if (order) await client.order.update({ where, data: { amount: change.amount, taxAmount: change.tax } });
      return;
    case "completed":
      if (order) await client.order.update({ where, data: { completedAt: change.completed === null ? null : day(change.completed) } });
      return;
    case "currency":
      if (order) await client.order.update({ where, data: { currency: change.currency } });
      return;
    case "refund":
      if (order)
        await client.refund.create({
          data: {
            orderId: order.id,
            kind: "refund",
            amount: change.amount,
            taxAmount: change.tax,
            currency: order.currency,
            source: "admin",
          },
        });
      return;
    case "refundAmount":
      if (refund) await client.refund.update({ where: { id: refund.id }, data: { amount: change.amount } });
      return;
    case "unrefund":
      if (refund) await client.refund.delete({ where: { id: refund.id } });
      return;
    case "delete":
      if (order) await client.order.delete({ where });
  }
}

describe("the dashboard's running totals (docs/orders.md#figures-at-any-size)", () => {
  it("tell test e-mails as src/lib/orders/test-emails.ts does", async () => {
    const values = testEmailRules.map((rule) => rule.value);
    const fragment = fc.constantFrom(...values, ...values.map((v) => v.toUpperCase()), "jane", "@shop.org", ".com", "x", "@", ".");
    const address = fc.array(fragment, { minLength: 1, maxLength: 4 }).map((parts) => parts.join(""));
    const addresses = fc.sample(address, { numRuns: 400, seed: 7 });
    const found = await db().$queryRawUnsafe<{ email: string; test: boolean }[]>(
      `SELECT e AS email, "is_test_order_email"(e) AS test FROM unnest($1::text[]) AS e`,
      addresses,
    );
    for (const { email: e, test } of found) {
      const lower = e.toLowerCase();
      const expected = testEmailRules.some(({ op, value }) =>
        op === "startsWith" ? lower.startsWith(value) : op === "endsWith" ? lower.endsWith(value) : lower.includes(value),
      );
      expect({ e, test }).toEqual({ e, test: expected });
    }
    expect(found.some((f) => f.test)).toBe(true);
    expect(found.some((f) => !f.test)).toBe(true);
  });

  it("equal a recount after each transaction of inserts, updates and deletes of orders and refunds, and after TRUNCATE", async () => {
    // Each inner list is one transaction: the order totals are added up when it commits.
    const transactions = fc.array(fc.array(operation, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 12 });
    await fc.assert(
      fc.asyncProperty(transactions, async (batches) => {
        await db().$executeRawUnsafe(`TRUNCATE "Order" CASCADE`);
        for (const changes of batches) {
          if (changes.length === 1) await apply(db(), changes[0]!);
          else
            await db().$transaction(async (tx) => {
              for (const change of changes) await apply(tx, change);
            });
          await expectTotalsToMatchARecount();
        }
      }),
      {
        numRuns: 30,
        seed: 11,
        // The paths a random run rarely takes: an order's refunds after its e-mail turns test (and
        // back), and after the order is deleted with them, in separate transactions and in one.
        examples: [
          [[[paid], [refund], [{ op: "email", pick: 0, test: true }], [{ op: "email", pick: 0, test: false }]]],
          [[[paid], [refund], [paid], [{ op: "delete", pick: 0 }]]],
          [
            [
              [paid, refund, { op: "email", pick: 0, test: true }, { op: "status", pick: 0, status: "refunded" }],
              [paid, { op: "delete", pick: 0 }],
            ],
          ],
          [[[paid, refund, { op: "delete", pick: 0 }]]],
        ],
      },
    );
  });

  it("are filled from the orders already there by the migration that adds them", async () => {
    await db().$executeRawUnsafe(`TRUNCATE "Order" CASCADE`);
    for (const [i, status] of statuses.entries()) {
      const order = await db().order.create({
        data: orderRow({ email: email(i % 2 === 0, ++serial), status, amount: 1000 + i, taxAmount: i, completedAt: day(i) }),
      });
      await db().refund.create({
        data: { orderId: order.id, kind: "refund", amount: 100 + i, taxAmount: 1, currency: "usd", source: "admin" },
      });
    }
    for (const table of ["OrderTally", "OrderSalesDay", "RefundTally"]) await db().$executeRawUnsafe(`DELETE FROM "${table}"`);
    for (const statement of tallyBackfillStatements()) await db().$executeRawUnsafe(statement);
    expect(await rows(totalsSql.orders)).toHaveLength(statuses.length);
    await expectTotalsToMatchARecount();
  });
});
