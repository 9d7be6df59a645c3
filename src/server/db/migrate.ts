import "server-only";
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { OpenDatabase } from "./open";

const MIGRATIONS_DIR = path.join(process.cwd(), "prisma", "migrations");

// The same bookkeeping table as `prisma migrate deploy`, so the CLI and this runner agree.
const BOOKKEEPING = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
);`;

const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;

/** The migration folders of prisma/migrations, oldest first, with their SQL and checksum. */
export function readMigrations(dir = MIGRATIONS_DIR) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

/**
 * Applies every pending migration, each in one implicit transaction together with its
 * bookkeeping row. Refuses to go on if an applied migration was edited afterwards.
 * Returns the names applied.
 */
export async function applyMigrations(database: OpenDatabase, dir = MIGRATIONS_DIR) {
  await database.exec(BOOKKEEPING);
  const rows = await database.db.$queryRawUnsafe<{ migration_name: string; checksum: string }[]>(
    `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
  );
  const applied = new Map(rows.map((r) => [r.migration_name, r.checksum]));
  const done: string[] = [];
  for (const migration of readMigrations(dir)) {
    const checksum = applied.get(migration.name);
    if (checksum) {
      if (checksum !== migration.checksum) {
        throw new Error(`Migration ${migration.name} was changed after it was applied; add a new migration instead.`);
      }
      continue;
    }
    await database.exec(
      `${migration.sql}\n;INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count)` +
        ` VALUES (${quote(randomUUID())}, ${quote(migration.checksum)}, now(), ${quote(migration.name)}, 1);`,
    );
    done.push(migration.name);
  }
  return done;
}
