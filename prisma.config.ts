// Prisma CLI configuration (generate, authoring migrations). The app does not use the CLI at
// run time: prisma/prepare.ts applies prisma/migrations itself (docs/database.md).
//
// Without DATABASE_URL the CLI works on a throw-away in-memory PGlite, never on the dev
// folder under .data/, so `prisma migrate dev --create-only` can never corrupt it (one process
// per PGlite folder: docs/database.md).
import { PGlite } from "@electric-sql/pglite";
import { defineConfig } from "prisma/config";
import { pgAdapterFactory } from "./src/server/db/pg-adapter";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { pgliteAdapterFactory, unrefPGliteTimers } from "./src/server/db/pglite-adapter";

const url = process.env.DATABASE_URL;
if (!url) process.env.DATABASE_URL = "postgresql://pglite@localhost/pglite";

function inMemoryAdapter() {
  unrefPGliteTimers();
  return pgliteAdapterFactory(new PGlite({ extensions: { pg_trgm } }));
}

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  adapter: async () => (url ? pgAdapterFactory(url, { forCli: true }) : inMemoryAdapter()),
});
