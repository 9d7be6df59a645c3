import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

/** Runs a query on the database the e2e server uses (see tests/e2e/serve.ts). */
export async function e2eQuery<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) {
  const port = process.env.E2E_PORT ?? "3210";
  const { databaseUrl } = JSON.parse(fs.readFileSync(path.join(os.tmpdir(), `fg-e2e-${port}.json`), "utf8"));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
