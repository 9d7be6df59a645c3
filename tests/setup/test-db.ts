import fs from "node:fs";
import { afterAll, beforeAll, inject } from "vitest";
import { type Db, type OpenDatabase, openDatabase } from "@/server/db/open";
import { setDatabaseForTests } from "@/server/db";
import { handStepsToJobs } from "@/server/jobs";
import { workflowSteps } from "@/server/workflow-steps";
import { setFileStore } from "@/server/files";
import { localDiskStore } from "@/server/files/local";
import { adminQuery, databaseUrl, uniqueName } from "./databases";

/**
 * Gives this test file its own database, copied from the run's migrated + seeded template,
 * and makes it the app's database (getDb); the file store is the run's seeded temp folder, and
 * the app's job engine gets the workflows' steps, as the server's start hands them over.
 * Returns a getter for the Prisma client.
 */
export function useTestDatabase(): () => Db {
  let open: OpenDatabase | undefined;
  let dropName: string | undefined;
  beforeAll(async () => {
    const template = inject("dbTemplate");
    if (template.kind === "postgres") {
      dropName = uniqueName("fg_test");
      await adminQuery(`CREATE DATABASE "${dropName}" TEMPLATE "${template.database}"`);
      open = await openDatabase({ kind: "postgres", url: databaseUrl(dropName), poolSize: 20 });
    } else {
      const dump = new Blob([fs.readFileSync(template.dumpPath)]);
      open = await openDatabase({ kind: "pglite-memory", loadDataDir: dump });
    }
    setDatabaseForTests(open);
    handStepsToJobs(workflowSteps);
    setFileStore(localDiskStore(inject("uploadsDir")));
  });
  afterAll(async () => {
    await open?.close();
    if (dropName) await adminQuery(`DROP DATABASE IF EXISTS "${dropName}" WITH (FORCE)`);
  });
  return () => {
    if (!open) throw new Error("useTestDatabase: the database is opened in beforeAll");
    return open.db;
  };
}
