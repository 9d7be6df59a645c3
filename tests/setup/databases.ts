// Test databases: one migrated + seeded template per run, a fresh copy per test file.
// PGlite (default): the template is a data-dir dump loaded into an in-memory instance.
// PostgreSQL (TEST_DB=postgres): the template is a database, copied with CREATE DATABASE … TEMPLATE.
import { randomBytes } from "node:crypto";
import pg from "pg";

export const usePostgres = process.env.TEST_DB === "postgres";

/** Admin connection to the local PostgreSQL server (trust auth on these machines). */
export const pgAdminUrl = process.env.PG_ADMIN_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

export function databaseUrl(name: string) {
  const url = new URL(pgAdminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export const uniqueName = (prefix: string) => `${prefix}_${process.pid}_${randomBytes(4).toString("hex")}`;

/** Runs one statement on the admin connection. */
export async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: pgAdminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
