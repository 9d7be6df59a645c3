import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { likePattern, testEmailRules } from "@/lib/orders/test-emails";

/** The exclusions of docs/product.md#admin (src/lib/orders/test-emails.ts) as a Prisma filter on orders. */
export const notTestOrder: Prisma.OrderWhereInput = {
  NOT: testEmailRules.map(({ op, value }) => ({ email: { [op]: value, mode: "insensitive" as const } })),
};

/** The same exclusions as a SQL condition on `"Order"."email"`, for raw queries (the chart). */
export const notTestOrderSql = Prisma.sql`NOT (${Prisma.join(
  testEmailRules.map((rule) => Prisma.sql`lower("email") LIKE ${likePattern(rule)}`),
  " OR ",
)})`;
