// Applies pending migrations and loads the seed, before the app starts (never beside it:
// an embedded PGlite folder has one owner). Used by `npm run dev`, `npm start`, `npm run db:seed`.
import nextEnv from "@next/env";

nextEnv.loadEnvConfig(process.cwd());

const { env } = await import("../src/env.js");
const { openDatabase, targetFromEnv } = await import("../src/server/db/open");
const { applyMigrations } = await import("../src/server/db/migrate");
const { seed } = await import("./seed");
const { demoAdmin, ensureDemoAdmin } = await import("./demo-admin");
// `npm run dev` passes --dev: the demo admin exists in development only, never on `npm start`.
const withDemoAdmin = process.argv.includes("--dev") && env.NODE_ENV !== "production";

const target = targetFromEnv(env);
const where = target.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite in ${env.PGLITE_DIR}`;
const started = Date.now();
try {
  const database = await openDatabase(target);
  try {
    const applied = process.argv.includes("--seed-only") ? [] : await applyMigrations(database);
    await seed(database.db);
    if (withDemoAdmin) {
      await ensureDemoAdmin(database.db);
      console.log(`db: demo admin ${demoAdmin.email} / ${demoAdmin.password} (development only)`);
    }
    console.log(
      `db: ${where} ready in ${Date.now() - started} ms` + (applied.length ? `; applied ${applied.join(", ")}` : "; no pending migrations"),
    );
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`db: could not prepare ${where}: ${(error as Error).message}`);
  process.exit(1);
}
