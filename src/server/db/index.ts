import "server-only";
import { env } from "@/env";
import { type Db, type OpenDatabase, openDatabase, targetFromEnv } from "./open";

const g = globalThis as { __storeDb?: Promise<OpenDatabase> };

/**
 * The Prisma client, opened lazily on first use and cached for the life of the process
 * (so `next build` workers never open it, and dev reloads reuse it; docs/database.md).
 */
export async function getDb(): Promise<Db> {
  g.__storeDb ??= openDatabase(targetFromEnv(env)).then((database) => {
    const close = () => void database.close().finally(() => process.exit(0));
    process.once("SIGTERM", close);
    process.once("SIGINT", close);
    return database;
  });
  try {
    return (await g.__storeDb).db;
  } catch (error) {
    g.__storeDb = undefined; // let the next request try again, with the same clear error
    throw error;
  }
}

/** The open database itself (its `listen`), opened like getDb. */
export async function getOpenDatabase(): Promise<OpenDatabase> {
  await getDb();
  return g.__storeDb!;
}

/** Tests hand in their own database (one per test file). */
export function setDatabaseForTests(database: OpenDatabase) {
  g.__storeDb = Promise.resolve(database);
}
