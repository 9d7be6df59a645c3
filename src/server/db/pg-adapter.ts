// No `import "server-only"` here: prisma.config.ts loads this module in the Prisma CLI, outside
// Next and tsx. It is reached by the app only through src/server/db/open.ts, which is fenced.
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { parse } from "pg-connection-string";

/**
 * Prisma driver adapter for PostgreSQL. Fields are passed one by one, never as a
 * connection string, so `migrate dev`'s shadow database is not the main one.
 * `forCli` reports `name`/`"char"` catalog columns as text, which the schema engine reads
 * and adapter-pg 6.x cannot decode (both in docs/database.md).
 */
export function pgAdapterFactory(url: string, options: { forCli?: boolean; max?: number } = {}) {
  return new PrismaPg(pgPoolConfig(url, options) as pg.PoolConfig);
}

/**
 * The app's pool, shared by Prisma's adapter and src/server/db/direct-sql.ts (so the plain
 * statements take no connections of their own). Whoever opened it ends it (`pool.end()`) after
 * `$disconnect`: the adapter does not, so a client that reconnects after `$disconnect` still has it.
 */
export function pgPoolAdapter(url: string, options: { max?: number } = {}) {
  const pool = new pg.Pool(pgPoolConfig(url, options) as pg.PoolConfig);
  // An idle connection the server closed (a restart, a failover, a dropped database) is an
  // 'error' on the pool, which without a listener would end the process. The pool has already
  // discarded that connection and opens another for the next query; Prisma's adapter listens only
  // while connected, so the pool always has this listener.
  pool.on("error", (error) => console.warn(`database: an idle connection was closed (${error.message}); the next query opens another`));
  return { pool, adapter: new PrismaPg(pool) };
}

function pgPoolConfig(url: string, options: { forCli?: boolean; max?: number }) {
  const { connectionString: _ignored, ...fields } = parse(url) as Record<string, unknown>;
  // connectionTimeoutMillis: while the server cannot be reached, a query fails after 10 s (the app
  // answers 503) instead of waiting for the operating system's TCP timeout; also the longest wait for a
  // free pooled connection under load.
  const config: Record<string, unknown> = { ...fields, max: options.max ?? 10, connectionTimeoutMillis: 10_000 };
  if (options.forCli) {
    config.Client = NameAsTextClient;
    // Let idle connections to `migrate dev`'s shadow database close before it is dropped.
    config.idleTimeoutMillis = 1000;
  }
  return config;
}

type QueryResultLike = { fields?: { dataTypeID: number }[] };

function nameColumnsAsText<T>(result: T): T {
  for (const r of (Array.isArray(result) ? result : [result]) as QueryResultLike[]) {
    for (const f of r?.fields ?? []) if (f.dataTypeID === 19 || f.dataTypeID === 18) f.dataTypeID = 25;
  }
  return result;
}

class NameAsTextClient extends pg.Client {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query(...args: any[]): any {
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === "function") {
      args[last] = (err: unknown, res: unknown) => callback(err, err ? res : nameColumnsAsText(res));
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const out = (pg.Client.prototype.query as any).apply(this, args);
    return out && typeof out.then === "function" ? out.then(nameColumnsAsText) : out;
  }
}
