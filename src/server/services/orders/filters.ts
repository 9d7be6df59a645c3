import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { testEmailRules } from "@/lib/orders/test-emails";

/** The exclusions of docs/product.md#admin (src/lib/orders/test-emails.ts) as a Prisma filter on orders. */
export const notTestOrder: Prisma.OrderWhereInput = {
  NOT: testEmailRules.map(({ op, value }) => ({ email: { [op]: value, mode: "insensitive" as const } })),
};

/**
 * The same exclusions as a SQL condition on `"Order"."email"`, for raw queries (the chart): the
 * database's own copy of the rules, which the running totals use too (tests/integration/order-tallies.test.ts
 * keeps it in agreement with src/lib/orders/test-emails.ts).
 */
export const notTestOrderSql = Prisma.sql`NOT "is_test_order_email"("email")`;
