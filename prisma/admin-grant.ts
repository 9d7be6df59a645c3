// npm run admin:grant -- someone@example.com – gives an existing account the admin role from the
// command line (the user_roles row, docs/product.md#accounts), for instance the first admin of a new store. It opens
// the database itself: with the embedded PGlite, stop `npm run dev` first (one process per folder).
import nextEnv from "@next/env";

nextEnv.loadEnvConfig(process.cwd());

const { env } = await import("../src/env.js");
const { openDatabase, targetFromEnv } = await import("../src/server/db/open");
const { DatabaseLockedError } = await import("../src/server/db/lock");
const { getAuthProvider } = await import("../src/server/auth");
const { grantAdminRole } = await import("../src/server/services/admin/admins");
const { AppError } = await import("../src/server/errors");
const { grantRoleInput } = await import("../src/lib/validation/admin");

const parsed = grantRoleInput.safeParse({ email: process.argv[2] ?? "" });
if (!parsed.success) {
  console.error(`${parsed.error.issues[0]!.message}\nusage: npm run admin:grant -- someone@example.com`);
  process.exit(2);
}

let database;
try {
  database = await openDatabase(targetFromEnv(env));
} catch (error) {
  if (error instanceof DatabaseLockedError) {
    console.error(`admin:grant: the database is busy. ${error.message}`);
    process.exit(3);
  }
  throw error;
}
try {
  const { message } = await grantAdminRole(database.db, getAuthProvider(), parsed.data.email, null); // no signed-in actor: the audit trail shows "system";
  console.log(message);
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  console.error(error.message);
  process.exitCode = error.code === "CONFLICT" ? 0 : 1;
} finally {
  await database.close();
}
