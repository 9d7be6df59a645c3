import "server-only";
import type { Prisma, PrismaClient as Db } from "@/generated/prisma/client";

/**
 * Plain SQL beside Prisma, for the few statements every page view or checkout runs (the rate
 * limits, the page-view insert). Prisma 6.19 sends even `$queryRaw` through its query compiler
 * (WebAssembly), several times the CPU of the same statement on the pool itself
 * (docs/decisions/003-plain-sql-on-hot-paths.md). On PostgreSQL this is `pg`'s pool, the one
 * Prisma's adapter uses too; on PGlite it is Prisma's `$queryRaw` (one connection, shared
 * with Prisma's transactions, and speed does not matter there).
 *
 * `text` uses `$1, $2…` placeholders. Rows come back as the driver decodes them, so a statement
 * written for both selects only what decodes alike: text, `::int`, `::float8`, booleans — a
 * timestamp as epoch milliseconds (`extract(epoch from …) * 1000`), never as a Date, because
 * `pg` reads a timestamp without time zone in the process's zone. Pass times as ISO strings with
 * a cast (`$1::timestamp(3)`).
 */
export type DirectSql = <Row>(text: string, values: readonly unknown[]) => Promise<Row[]>;

// On globalThis, like getDb's client: Next's production build gives this module one instance per
// bundle that imports it (the instrumentation that opens the database, each route handler, the
// pages), so a map of this module's own would be empty wherever the database was not opened, and
// every statement there would fall back to $queryRaw unnoticed (the checkout once did:
// docs/decisions/003-plain-sql-on-hot-paths.md). ./direct-sql.test.ts keeps it so.
const g = globalThis as { __storeDirectSql?: WeakMap<Db, DirectSql> };
const runners = (g.__storeDirectSql ??= new WeakMap<Db, DirectSql>());

/** Called by openDatabase for a PostgreSQL database. */
export function registerDirectSql(db: Db, run: DirectSql) {
  runners.set(db, run);
}

/**
 * A composed statement (`Prisma.sql`) on the pool when `db` is the app's client, or through
 * Prisma's `$queryRaw` when it is a transaction's client (a transaction runs on its own
 * connection) or PGlite's. The same rules as DirectSql for what goes in and comes back.
 */
export function sqlRows<Row>(db: Pick<Db, "$queryRaw">, statement: Prisma.Sql): Promise<Row[]> {
  const run = runners.get(db as Db);
  return run ? run<Row>(statement.text, statement.values) : (db.$queryRaw(statement) as Promise<Row[]>);
}
