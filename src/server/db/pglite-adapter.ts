// No `import "server-only"` here: prisma.config.ts loads this module in the Prisma CLI, outside
// Next and tsx. It is reached by the app only through src/server/db/open.ts, which is fenced.
import type { PGlite } from "@electric-sql/pglite";
import { DriverAdapterError } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";

type PgError = { code?: string; message: string; severity?: string; detail?: string; column?: string; hint?: string };

/**
 * pglite-prisma-adapter 0.6.1 reports every database error as kind "postgres", which
 * Prisma 6.19 does not turn into P2002 & co. Map the codes our services rely on, as
 * @prisma/adapter-pg does, so both backends raise the same Prisma errors.
 */
function toDriverError(error: PgError) {
  const fields = error.detail?.match(/Key \(([^)]+)\)/)?.[1]?.split(", ");
  const constraint = fields ? { fields } : undefined;
  const base = { originalCode: error.code, originalMessage: error.message };
  switch (error.code) {
    case "23505":
      return new DriverAdapterError({ ...base, kind: "UniqueConstraintViolation", constraint });
    case "23502":
      return new DriverAdapterError({ ...base, kind: "NullConstraintViolation", constraint });
    case "23503":
      return new DriverAdapterError({
        ...base,
        kind: "ForeignKeyConstraintViolation",
        constraint: error.column ? { fields: [error.column] } : undefined,
      });
    case "40001":
      return new DriverAdapterError({ ...base, kind: "TransactionWriteConflict" });
    default:
      return new DriverAdapterError({
        kind: "postgres",
        code: error.code ?? "N/A",
        severity: error.severity ?? "N/A",
        message: error.message,
        detail: error.detail,
        column: error.column,
        hint: error.hint,
      });
  }
}

let errorsPatched = false;
/** Patches the adapter's shared base class once, so transactions map errors too. */
function patchErrorMapping(adapter: object) {
  if (errorsPatched) return;
  errorsPatched = true;
  const queryable = Object.getPrototypeOf(Object.getPrototypeOf(adapter)) as { onError(e: unknown): never };
  const original = queryable.onError;
  queryable.onError = function onError(error: unknown) {
    const e = error as PgError & { name?: string };
    if (e && typeof e.code === "string" && typeof e.severity === "string") throw toDriverError(e);
    return original.call(this, error);
  };
}

/**
 * Prisma driver adapter over one PGlite instance, with the two bugs of
 * pglite-prisma-adapter@0.6.1 worked around (docs/database.md):
 * multi-statement scripts go through `exec`, and `executeScript` is awaited.
 */
export function pgliteAdapterFactory(pglite: PGlite) {
  const factory = new PrismaPGlite(pglite);
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    patchErrorMapping(adapter);
    const executeRaw = adapter.executeRaw.bind(adapter);
    adapter.executeRaw = async (query) => {
      if (query.args.length > 0) return executeRaw(query);
      const results = await pglite.exec(query.sql);
      return results.reduce((n, r) => n + (r.affectedRows ?? 0), 0);
    };
    adapter.executeScript = async (script) => {
      await pglite.exec(script);
    };
    return adapter;
  };
  // Migration diffs replay prisma/migrations on a shadow database: give it the same fixes.
  factory.connectToShadowDb = async () => {
    const { PGlite } = await import("@electric-sql/pglite");
    const shadow = new PGlite({ extensions: await pgliteExtensions() });
    const adapter = await pgliteAdapterFactory(shadow).connect();
    const dispose = adapter.dispose.bind(adapter);
    adapter.dispose = async () => {
      await dispose();
      await shadow.close();
    };
    return adapter;
  };
  return factory;
}

/**
 * PGlite arms a recurring WASM timer that keeps Node alive after the work is done
 * (docs/database.md). Unref only those timers, once per process.
 */
export function unrefPGliteTimers() {
  const g = globalThis as { __pgliteTimersUnref?: boolean };
  if (g.__pgliteTimersUnref) return;
  g.__pgliteTimersUnref = true;
  const original = globalThis.setTimeout;
  globalThis.setTimeout = ((fn: () => void, ms?: number, ...args: unknown[]) => {
    const timer = original(fn, ms, ...args);
    if ((ms ?? 0) >= 1000 && new Error().stack?.includes("setitimer")) (timer as unknown as NodeJS.Timeout).unref?.();
    return timer;
  }) as typeof setTimeout;
}

/**
 * The PostgreSQL extensions the migrations create, as PGlite bundles them: `pg_trgm` (the
 * admin's e-mail fragment search, prisma/migrations/*_order_search). Every PGlite the app, the
 * tests or the CLI opens must load them, or `CREATE EXTENSION` fails.
 */
export async function pgliteExtensions() {
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  return { pg_trgm };
}
