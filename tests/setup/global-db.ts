import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { seed } from "../../prisma/seed";
import { applyMigrations } from "../../src/server/db/migrate";
import { openDatabase } from "../../src/server/db/open";
import { localDiskStore } from "../../src/server/files/local";
import { adminQuery, databaseUrl, uniqueName, usePostgres } from "./databases";

declare module "vitest" {
  export interface ProvidedContext {
    dbTemplate: { kind: "postgres"; database: string } | { kind: "pglite"; dumpPath: string };
    /** The seeded guide PDFs (never the dev folder's .data/uploads). */
    uploadsDir: string;
  }
}

/** Builds the template database (and its seeded files) once per run; removes them afterwards. */
export default async function setup(project: TestProject) {
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "fg-uploads-"));
  const files = localDiskStore(uploadsDir);
  project.provide("uploadsDir", uploadsDir);
  const removeUploads = () => fs.rmSync(uploadsDir, { recursive: true, force: true });
  if (usePostgres) {
    const database = uniqueName("fg_template");
    await adminQuery(`CREATE DATABASE "${database}"`);
    const open = await openDatabase({ kind: "postgres", url: databaseUrl(database), poolSize: 1 });
    await applyMigrations(open);
    await seed(open.db, { files });
    await open.close();
    project.provide("dbTemplate", { kind: "postgres", database });
    return async () => {
      await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      removeUploads();
    };
  }
  const open = await openDatabase({ kind: "pglite-memory" });
  await applyMigrations(open);
  await seed(open.db, { files });
  const dump = await open.dump!();
  await open.close();
  const dumpPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "fg-test-")), "template.tar");
  fs.writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide("dbTemplate", { kind: "pglite", dumpPath });
  return () => {
    fs.rmSync(path.dirname(dumpPath), { recursive: true, force: true });
    removeUploads();
  };
}
