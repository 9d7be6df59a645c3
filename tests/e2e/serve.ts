// Serves the built app for Playwright on a fresh database of its own: a new PostgreSQL
// database on the local server (so journeys can check what was stored, e.g. the e-mail
// outbox, while the app runs), dropped afterwards. Migrates and seeds, then `next start`.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { adminQuery, databaseUrl, uniqueName } from "../setup/databases";
import { E2E_ADMIN_EMAILS, E2E_CLIENT_HEADER } from "./accounts";

const port = process.argv[2] ?? "3210";
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fg-e2e-"));
const database = uniqueName("fg_e2e");
await adminQuery(`CREATE DATABASE "${database}"`);
const env = {
  ...process.env,
  DATABASE_URL: databaseUrl(database),
  UPLOADS_DIR: path.join(dir, "uploads"),
  NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
  // A test store: the journeys pay on the local test-payment page (src/server/production-guard.ts).
  ALLOW_TEST_PAYMENTS: "1",
  // Signs session cookies: a production server refuses to start without it (src/server/production-guard.ts).
  BETTER_AUTH_SECRET: "e2e-only-better-auth-secret-0123456789abcdef",
  // The first admin: the `signedInAs("admin")` fixture signs this address up and in (tests/e2e/accounts.ts).
  ADMIN_EMAILS: E2E_ADMIN_EMAILS.join(","),
  // The address a proxy would report: the fixture's sign-ins send one each (their own rate-limit
  // allowance); the browser's requests send none and share one allowance, as without a proxy.
  // Not with TRUSTED_PROXY_HOPS (a bench's: both at once refuse to start), nor with
  // E2E_DIRECT_CLIENTS=1 (no proxy setting at all: each client counted by its connection's address).
  ...(process.env.E2E_DIRECT_CLIENTS === "1" || process.env.TRUSTED_PROXY_HOPS ? {} : { CLIENT_IP_HEADER: E2E_CLIENT_HEADER }),
  // The webhooks journey's receiver listens on 127.0.0.1 over http (docs/webhooks.md#ssrf).
  WEBHOOKS_ALLOW_PRIVATE_URLS: process.env.WEBHOOKS_ALLOW_PRIVATE_URLS ?? "1",
};
fs.writeFileSync(e2eStatePath(port), JSON.stringify({ databaseUrl: env.DATABASE_URL }));
execFileSync("npm", ["run", "--silent", "db:prepare"], { env, stdio: "inherit" });
const server = spawn("node_modules/.bin/next", ["start", "-p", port, "-H", "127.0.0.1"], { env, stdio: "inherit" });
const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", async (code) => {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(e2eStatePath(port), { force: true });
  await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => {});
  process.exit(code ?? 0);
});

function e2eStatePath(p: string) {
  return path.join(os.tmpdir(), `fg-e2e-${p}.json`);
}
