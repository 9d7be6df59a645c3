import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { seed } from "../../prisma/seed";
import { applyMigrations } from "../../src/server/db/migrate";
import { openDatabase } from "../../src/server/db/open";
import { adminQuery, databaseUrl, uniqueName, usePostgres } from "./databases";

declare module "vitest" {
  export interface ProvidedContext {
    dbTemplate: { kind: "postgres"; database: string } | { kind: "pglite"; dumpPath: string };
  }
}

/** Builds the template database once per run; removes it afterwards. */
export default async function setup(project: TestProject) {
  if (usePostgres) {
    const database = uniqueName("fg_template");
    await adminQuery(`CREATE DATABASE "${database}"`);
    const open = await openDatabase({ kind: "postgres", url: databaseUrl(database), poolSize: 1 });
    await applyMigrations(open);
    await seed(open.db);
    await open.close();
    project.provide("dbTemplate", { kind: "postgres", database });
    return async () => {
      await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    };
  }
  const open = await openDatabase({ kind: "pglite-memory" });
  await applyMigrations(open);
  await seed(open.db);
  const dump = await open.dump!();
  await open.close();
  const dumpPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "fg-test-")), "template.tar");
  fs.writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide("dbTemplate", { kind: "pglite", dumpPath });
  return () => fs.rmSync(path.dirname(dumpPath), { recursive: true, force: true });
}
