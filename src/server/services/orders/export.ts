import "server-only";
import { Readable } from "node:stream";
import { stringify } from "csv-stringify/sync";
import type { OrderFilters } from "@/lib/validation/order-search";
import type { Viewer } from "@/server/auth/port";
import { Prisma } from "@/generated/prisma/client";
import { sqlRows } from "@/server/db/direct-sql";
import type { Db } from "@/server/db/open";
import { recordAudit } from "@/server/audit";
import { orderWhereSql } from "@/server/services/orders/search";

/**
 * Rows read per query: the export holds a few batches at a time, whatever the number of orders.
 * Twice as many a batch grew the process several times more, for no gain in time
 * (docs/decisions/019-csv-export-in-plain-sql.md).
 */
export const EXPORT_BATCH = 500;

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

/** One order as the export reads it: plain SQL, times as epoch milliseconds (src/server/db/direct-sql.ts). */
type ExportRow = {
  id: string;
  createdAt: number;
  status: string;
  email: string;
  firstName: string;
  lastName: string;
  countryCode: string;
  productId: string;
  productName: string;
  currency: string;
  subtotal: number;
  discountAmount: number;
  amount: number;
  refundedAmount: number;
  givenBack: number;
  discountCodeId: string | null;
  provider: string;
  paymentIntentId: string | null;
  completedAt: number | null;
};

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * One batch newest first after `cursor`, with the money that left each order (the Refund ledger:
 * refunds and lost chargebacks, the amount the dashboard's revenue subtracts).
 */
const readBatch = (db: Db, where: Prisma.Sql, cursor: { createdAt: number; id: string } | null) =>
  sqlRows<ExportRow>(
    db,
    Prisma.sql`
      SELECT o."id", (extract(epoch FROM o."createdAt") * 1000)::float8 AS "createdAt", o."status"::text AS "status", o."email",
        o."firstName", o."lastName", o."countryCode"::text AS "countryCode", o."productId", o."productName", o."currency",
        o."subtotal", o."discountAmount", o."amount", o."refundedAmount",
        COALESCE((SELECT SUM(r."amount") FROM "Refund" r WHERE r."orderId" = o."id"), 0)::int AS "givenBack",
        o."discountCodeId", o."provider", o."paymentIntentId", (extract(epoch FROM o."completedAt") * 1000)::float8 AS "completedAt"
      FROM "Order" o
      WHERE ${where}
        ${cursor ? Prisma.sql`AND (o."createdAt", o."id") < (${iso(cursor.createdAt)}::timestamp(3), ${cursor.id})` : Prisma.empty}
      ORDER BY o."createdAt" DESC, o."id" DESC
      LIMIT ${EXPORT_BATCH}`,
  );

/**
 * Every order matching the filters, newest first, as batches of CSV rows: a keyset walk on
 * (createdAt, id), the table's "Load more" order, in plain SQL. Through Prisma the same walk took
 * several times as long and grew the process past the export's memory budget (its query
 * compiler's memory), so the filters have a SQL form (`orderWhereSql`) for it.
 */
async function* exportBatches(db: Db, filters: OrderFilters, onRows: (count: number) => void) {
  const where = orderWhereSql(filters);
  let cursor: { createdAt: number; id: string } | null = null;
  for (;;) {
    const batch = await readBatch(db, where, cursor);
    yield batch.map((o) => [
      o.id,
      iso(o.createdAt),
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
      majorUnits(o.amount - o.givenBack),
      o.discountCodeId ?? "",
      o.provider,
      o.paymentIntentId ?? "",
      o.completedAt === null ? "" : iso(o.completedAt),
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
  orderWhereSql(filters); // validates the range now, while a 400 can still be answered
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
