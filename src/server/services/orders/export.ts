import "server-only";
import { Readable } from "node:stream";
import { stringify } from "csv-stringify/sync";
import type { OrderFilters } from "@/lib/validation/order-search";
import type { Viewer } from "@/server/auth/port";
import type { Db } from "@/server/db/open";
import { recordAudit } from "@/server/audit";
import { afterCursor, deliveryIdsOf, orderWhere } from "@/server/services/orders/search";

/** Rows read per query: the export holds one batch at a time, whatever the number of orders. */
export const EXPORT_BATCH = 1000;

/** A major-unit amount for a spreadsheet: 4700 → "47.00" (no thousands separator). */
export const majorUnits = (minor: number) => (minor / 100).toFixed(2);

/**
 * A text cell a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, tab, CR first) gets a
 * leading `'` (OWASP's CSV-injection advice). So does each part after a separator a spreadsheet
 * may split on (`;` in locales whose lists use it, `,`, tab, a line break): Excel reads `;=2*3`
 * as two cells, the second a formula. Every other text is kept as it is.
 */
export const neutralizeFormula = (value: string) => value.replace(/^(?=[=+\-@\t\r])|(?<=[;,\t\r\n])(?=[=+\-@])/g, "'");

const columns = [
  "order_id",
  "created_at",
  "status",
  "email",
  "first_name",
  "last_name",
  "country",
  "product",
  "product_name",
  "currency",
  "subtotal",
  "discount",
  "amount",
  "refunded_amount",
  "net_amount",
  "discount_code",
  "provider",
  "payment_id",
  "completed_at",
] as const;

const select = {
  id: true,
  createdAt: true,
  status: true,
  email: true,
  firstName: true,
  lastName: true,
  countryCode: true,
  productId: true,
  productName: true,
  currency: true,
  subtotal: true,
  discountAmount: true,
  amount: true,
  refundedAmount: true,
  discountCodeId: true,
  provider: true,
  paymentIntentId: true,
  completedAt: true,
} as const;

/**
 * The money that left each order (the Refund ledger: refunds and lost chargebacks), the amount
 * the dashboard's revenue subtracts; an order with none is absent.
 */
async function givenBackOf(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return new Map<string, number>();
  const sums = await db.refund.groupBy({ by: ["orderId"], where: { orderId: { in: orderIds } }, _sum: { amount: true } });
  return new Map(sums.map((s) => [s.orderId, s._sum.amount ?? 0]));
}

/**
 * Every order matching the filters, newest first, as batches of CSV rows, read in keyset batches
 * of `EXPORT_BATCH` (the same (createdAt, id) walk as the table's "Load more").
 */
async function* exportBatches(db: Db, filters: OrderFilters, onRows: (count: number) => void) {
  const where = orderWhere(filters, await deliveryIdsOf(db, filters));
  const read = (cursor: { createdAt: Date; id: string } | null) =>
    db.order.findMany({
      where: cursor ? { AND: [where, afterCursor(cursor)] } : where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: EXPORT_BATCH,
      select,
    });
  let cursor: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const batch: Awaited<ReturnType<typeof read>> = await read(cursor);
    const givenBack = await givenBackOf(
      db,
      batch.map((o) => o.id),
    );
    yield batch.map((o) => [
      o.id,
      o.createdAt.toISOString(),
      o.status,
      o.email,
      o.firstName,
      o.lastName,
      o.countryCode,
      o.productId,
      o.productName,
      o.currency.toUpperCase(),
      majorUnits(o.subtotal),
      majorUnits(o.discountAmount),
      majorUnits(o.amount),
      majorUnits(o.refundedAmount),
      majorUnits(o.amount - (givenBack.get(o.id) ?? 0)),
      o.discountCodeId ?? "",
      o.provider,
      o.paymentIntentId ?? "",
      o.completedAt?.toISOString() ?? "",
    ]);
    onRows(batch.length);
    const last = batch.at(-1);
    if (!last || batch.length < EXPORT_BATCH) return;
    cursor = { createdAt: last.createdAt, id: last.id };
  }
}

/**
 * The CSV export of the admin's orders (`GET /api/admin/orders.csv`, docs/orders.md): UTF-8 with
 * a byte-order mark (so Excel reads "Guía"), a header row, amounts in major units beside their
 * currency, formula-looking cells neutralised. Streamed with back-pressure: rows are read from
 * the database only as fast as the client takes them, so memory stays flat at any size. The
 * export is audited when the stream ends (who, which filter, how many rows, whether complete).
 * A reversed range or other bad filter throws here, before anything is sent.
 */
export function exportOrdersCsv(db: Db, viewer: Viewer, filters: OrderFilters): ReadableStream<Uint8Array> {
  orderWhere(filters); // validates the range now, while a 400 can still be answered
  let rows = 0;
  let complete = false;
  return streamCsv(
    columns,
    (async function* () {
      try {
        yield* exportBatches(db, filters, (count) => (rows += count));
        complete = true;
      } finally {
        await recordAudit(db, viewer, "orders.exported", null, { filters: { ...filters }, rows, complete }).catch((error: unknown) => {
          console.error("orders.exported: the audit record failed", error);
        });
      }
    })(),
  );
}

/**
 * Rows as the admin's CSV files are written (the orders export, the tax report): UTF-8 with a
 * byte-order mark, a header row, formula-looking cells neutralised, streamed with back-pressure
 * (the next batch is read only when the client has taken the last ones). Each batch becomes one
 * chunk of text at once, so its rows are short-lived garbage rather than objects that live, row
 * by row, as long as the client takes to read them.
 */
export function streamCsv(columns: readonly string[], batches: AsyncIterable<unknown[][]>): ReadableStream<Uint8Array> {
  const options = { cast: { string: neutralizeFormula } };
  const chunks = (async function* () {
    yield Buffer.from(stringify([[...columns]], { ...options, bom: true }));
    for await (const batch of batches) if (batch.length > 0) yield Buffer.from(stringify(batch, options));
  })();
  return Readable.toWeb(Readable.from(chunks, { highWaterMark: 2 })) as ReadableStream<Uint8Array>;
}
