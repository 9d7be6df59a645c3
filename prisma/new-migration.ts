// npm run db:migration -- <name>: writes prisma/migrations/<timestamp>_<name>/migration.sql with
// the SQL that takes the existing migrations to prisma/schema.prisma. The diff replays the
// migrations on a throw-away in-memory PGlite (prisma.config.ts), never on .data/.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const name = (process.argv[2] ?? "")
  .toLowerCase()
  .replace(/[^a-z0-9]+/g, "_")
  .replace(/^_|_$/g, "");
if (!name) {
  console.error("usage: npm run db:migration -- <name>");
  process.exit(2);
}
const sql = execFileSync(
  "npx",
  ["prisma", "migrate", "diff", "--from-migrations", "prisma/migrations", "--to-schema-datamodel", "prisma/schema.prisma", "--script"],
  { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
);
if (!/^(CREATE|ALTER|DROP|INSERT|UPDATE)/m.test(sql)) {
  console.log("prisma/schema.prisma and prisma/migrations already agree: nothing to write.");
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const dir = path.join("prisma", "migrations", `${stamp}_${name}`);
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, "migration.sql"), sql);
console.log(`wrote ${dir}/migration.sql — review it, then \`npm run db:prepare\` applies it`);
