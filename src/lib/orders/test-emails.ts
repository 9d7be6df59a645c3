/**
 * The exclusions (docs/product.md#admin) from the admin orders table and figures, written once as data: test and
 * demo local parts, an admin local part, example and test domains, localhost, and the payment
 * provider's domain. The server turns the same rules into its Prisma filter
 * (src/server/services/orders/filters.ts) and the database holds them as `is_test_order_email`
 * (its running totals' migration); `isTestOrderEmail` is the rules as a predicate.
 * Every rule compares the lower-cased address.
 */
export type EmailRule = { op: "startsWith" | "contains" | "endsWith"; value: string };

export const testEmailRules: readonly EmailRule[] = [
  { op: "startsWith", value: "test" }, // test@, tester@, test.jane@
  { op: "startsWith", value: "demo" }, // demo@, demo1@
  { op: "startsWith", value: "admin@" },
  { op: "contains", value: "@example." }, // example.com, example.org
  { op: "contains", value: "@test." }, // test.com
  { op: "endsWith", value: ".test" }, // the reserved .test top-level domain
  { op: "contains", value: "localhost" },
  { op: "endsWith", value: "stripe.com" }, // the payment provider's domain and its subdomains
];

/** Whether an order's e-mail is one the admin table and figures leave out. */
export function isTestOrderEmail(email: string): boolean {
  const e = email.trim().toLowerCase();
  return testEmailRules.some(({ op, value }) =>
    op === "startsWith" ? e.startsWith(value) : op === "endsWith" ? e.endsWith(value) : e.includes(value),
  );
}
