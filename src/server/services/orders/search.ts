import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { orderSearchMessages as m } from "@/lib/messages";
import type { OrderFilters, OrderSearchInput } from "@/lib/validation/order-search";
import type { Db } from "@/server/db/open";
import { AppError } from "@/server/errors";
import { notTestOrder, notTestOrderSql } from "@/server/services/orders/filters";

/** `orders.search`'s page size when none is asked for (the table's 50 of docs/product.md#admin). */
export const SEARCH_LIMIT = 50;

/** A LIKE/ILIKE pattern's wildcards (`%`, `_`) and its escape (`\`) taken literally. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The UTC offset of `timeZone` at the instant `at`, in ms. Hand-written on `Intl` (a dozen
 * lines) rather than a time-zone library: this is the only place the server needs one.
 */
export function zoneOffsetMs(timeZone: string, at: number) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return wall - Math.floor(at / 1000) * 1000;
}

/** The instant a calendar day (YYYY-MM-DD) starts in `timeZone` (UTC when none). */
export function startOfDay(day: string, timeZone = "UTC") {
  const wall = Date.parse(`${day}T00:00:00Z`);
  // Twice: the offset at the guessed instant can differ from the one at the answer (a DST change).
  const first = wall - zoneOffsetMs(timeZone, wall);
  return new Date(wall - zoneOffsetMs(timeZone, first));
}

/** The day after a YYYY-MM-DD day. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The filters as a Prisma condition on orders (the table, its live updates and the CSV export
 * use this one function). A reversed date range is a 400. The `delivery` filter reads the state
 * of the order's latest reported e-mail, which the database keeps on the order.
 */
export function orderWhere(filters: OrderFilters): Prisma.OrderWhereInput {
  refuseReversedRange(filters);
  const and: Prisma.OrderWhereInput[] = [];
  if (!filters.includeTest) and.push(notTestOrder);
  if (filters.email) and.push({ email: { contains: escapeLike(filters.email), mode: "insensitive" } });
  // An order id, or the payment provider's session or payment id (what a Stripe receipt shows).
  if (filters.orderId)
    and.push({ OR: [{ id: filters.orderId }, { providerSessionId: filters.orderId }, { paymentIntentId: filters.orderId }] });
  if (filters.status) and.push({ status: filters.status });
  if (filters.product) and.push({ productId: filters.product });
  if (filters.currency) and.push({ currency: filters.currency });
  // An insensitive `equals` is an ILIKE on PostgreSQL: `%` would match every code.
  if (filters.delivery) and.push({ latestDelivery: filters.delivery });
  if (filters.discountCode) and.push({ discountCodeId: { equals: escapeLike(filters.discountCode), mode: "insensitive" } });
  if (filters.from) and.push({ createdAt: { gte: startOfDay(filters.from, filters.timeZone) } });
  if (filters.to) and.push({ createdAt: { lt: startOfDay(nextDay(filters.to), filters.timeZone) } });
  return { AND: and };
}

function refuseReversedRange(filters: OrderFilters) {
  if (filters.from && filters.to && filters.from > filters.to) throw new AppError("BAD_INPUT", m.reversedRange);
}

/**
 * `orderWhere` as a SQL condition on `"Order"`, for the CSV export's plain-SQL reads
 * (docs/decisions/003-plain-sql-on-hot-paths.md): the same filters with the same meaning
 * (tests/integration/order-filters-sql.test.ts compares the two on generated filters). Times go
 * in as ISO strings cast in SQL, as src/server/db/direct-sql.ts asks.
 */
export function orderWhereSql(filters: OrderFilters): Prisma.Sql {
  refuseReversedRange(filters);
  const and: Prisma.Sql[] = [Prisma.sql`TRUE`];
  if (!filters.includeTest) and.push(notTestOrderSql);
  if (filters.email) and.push(Prisma.sql`"email" ILIKE ${`%${escapeLike(filters.email)}%`}`);
  if (filters.orderId) {
    const id = filters.orderId;
    and.push(Prisma.sql`("id" = ${id} OR "providerSessionId" = ${id} OR "paymentIntentId" = ${id})`);
  }
  if (filters.status) and.push(Prisma.sql`"status" = ${filters.status}::"OrderStatus"`);
  if (filters.product) and.push(Prisma.sql`"productId" = ${filters.product}`);
  if (filters.currency) and.push(Prisma.sql`"currency" = ${filters.currency}`);
  if (filters.delivery) and.push(Prisma.sql`"latestDelivery" = CAST(${filters.delivery} AS "EmailDelivery")`);
  if (filters.discountCode) and.push(Prisma.sql`"discountCodeId" ILIKE ${escapeLike(filters.discountCode)}`);
  if (filters.from) and.push(Prisma.sql`"createdAt" >= ${startOfDay(filters.from, filters.timeZone).toISOString()}::timestamp(3)`);
  if (filters.to) and.push(Prisma.sql`"createdAt" < ${startOfDay(nextDay(filters.to), filters.timeZone).toISOString()}::timestamp(3)`);
  return Prisma.join(and, " AND ");
}

/** A page's end as an opaque cursor: the last row's (createdAt, id). */
export const encodeCursor = (row: { createdAt: Date; id: string }) =>
  Buffer.from(`${row.createdAt.getTime()}.${row.id}`).toString("base64url");

/** The (createdAt, id) a cursor stands for; anything else is a 400. */
export function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{1,100})$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  const createdAt = match ? new Date(Number(match[1])) : null;
  if (!match || !createdAt || Number.isNaN(createdAt.getTime())) throw new AppError("BAD_INPUT", m.badCursor);
  return { createdAt, id: match[2]! };
}

/**
 * Rows strictly after the cursor in the order newest first: `(createdAt, id) < (c, i)`, written
 * so PostgreSQL reads it as an index range on (createdAt, id) rather than an OR over the table.
 */
export function afterCursor(cursor: { createdAt: Date; id: string }): Prisma.OrderWhereInput {
  return { AND: [{ createdAt: { lte: cursor.createdAt } }, { OR: [{ createdAt: { lt: cursor.createdAt } }, { id: { lt: cursor.id } }] }] };
}

export const orderListSelect = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  productId: true,
  productName: true,
  amount: true,
  currency: true,
  status: true,
  discountCodeId: true,
  createdAt: true,
  expiresAt: true,
  refundedAmount: true,
} satisfies Prisma.OrderSelect;

/**
 * The admin's orders table: the filters, newest first, one page of `limit` (default 50) after
 * `cursor`. Keyset pagination on (createdAt, id): orders that arrive while the admin pages
 * through are never shown twice and never shift a later page.
 */
export async function searchOrders(db: Db, input: OrderSearchInput, now = new Date()) {
  const limit = input.limit ?? SEARCH_LIMIT;
  const where = orderWhere(input);
  const cursor = input.cursor ? decodeCursor(input.cursor) : null;
  const rows = await db.order.findMany({
    where: cursor ? { AND: [where, afterCursor(cursor)] } : where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
    select: orderListSelect,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    // expiresAt is the payment session's end: only an unpaid order can run out.
    orders: page.map((r) => ({ ...r, expired: r.status === "pending" && r.expiresAt !== null && r.expiresAt < now })),
    nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
  };
}
