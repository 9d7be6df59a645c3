import "server-only";
import fs from "node:fs";
import { PrismaClient } from "@/generated/prisma/client";
import { lockDataDir } from "./lock";
import { type Listener, listenPostgres } from "./pg-listener";
import { registerDirectSql } from "./direct-sql";
import { pgPoolAdapter } from "./pg-adapter";
import { pgliteAdapterFactory, pgliteExtensions, unrefPGliteTimers } from "./pglite-adapter";

export type Db = PrismaClient;

/** An open database and how to close it. `exec` runs a multi-statement SQL script. */
export type OpenDatabase = {
  db: Db;
  exec: (sql: string) => Promise<void>;
  close: () => Promise<void>;
  /**
   * LISTEN on a channel: PostgreSQL through a dedicated connection (NOTIFY from any process),
   * PGlite through its in-process notifications (its one process is the only writer).
   */
  listen?: (channel: string, listener: Listener) => Promise<() => Promise<void>>;
  /** PGlite only: the data directory as a tarball (tests snapshot a migrated template). */
  dump?: () => Promise<Blob>;
};

export type DatabaseTarget =
  { kind: "postgres"; url: string; poolSize?: number } | { kind: "pglite"; dir: string } | { kind: "pglite-memory"; loadDataDir?: Blob };

/** DATABASE_URL set → PostgreSQL; otherwise the embedded PGlite folder. */
export function targetFromEnv(env: { DATABASE_URL?: string; PGLITE_DIR: string }): DatabaseTarget {
  return env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dir: env.PGLITE_DIR };
}

/** Opens a Prisma client on PostgreSQL or PGlite. PGlite folders are locked to this process. */
export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  if (target.kind === "postgres") {
    const { pool, adapter } = pgPoolAdapter(target.url, { max: target.poolSize });
    const db = new PrismaClient({ adapter });
    registerDirectSql(db, async (text, values) => (await pool.query(text, values as unknown[])).rows);
    return {
      db,
      exec: async (sql) => {
        await db.$executeRawUnsafe(sql);
      },
      close: async () => {
        await db.$disconnect();
        await pool.end();
      },
      listen: (channel, listener) => listenPostgres(target.url, channel, listener),
    };
  }
  unrefPGliteTimers();
  const { PGlite } = await import("@electric-sql/pglite");
  const extensions = await pgliteExtensions();
  let release = () => {};
  let pglite;
  if (target.kind === "pglite") {
    release = lockDataDir(target.dir);
    fs.mkdirSync(target.dir, { recursive: true });
    try {
      pglite = await PGlite.create(target.dir, { extensions });
    } catch (error) {
      release();
      throw error;
    }
  } else {
    pglite = await PGlite.create({ loadDataDir: target.loadDataDir, extensions });
  }
  const db = new PrismaClient({ adapter: pgliteAdapterFactory(pglite) });
  return {
    db,
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    close: async () => {
      await db.$disconnect();
      await pglite.close();
      release();
    },
    listen: async (channel, listener) => {
      const unlisten = await pglite.listen(channel, listener.onNotify);
      return () => unlisten();
    },
    dump: () => pglite.dumpDataDir("none"),
  };
}
