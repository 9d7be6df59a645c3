// Serves the built app for Playwright on a fresh embedded database (its own folder, so the
// dev database is never touched). Migrates and seeds first, then runs `next start`.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const port = process.argv[2] ?? "3210";
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fg-e2e-"));
const env = {
  ...process.env,
  DATABASE_URL: "",
  PGLITE_DIR: path.join(dir, "pglite"),
  UPLOADS_DIR: path.join(dir, "uploads"),
  NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
  E2E_DATA_DIR: dir,
};
fs.writeFileSync(path.join(os.tmpdir(), `fg-e2e-${port}.dir`), dir);
execFileSync("npx", ["tsx", "scripts/db-prepare.ts"], { env, stdio: "inherit" });
const server = spawn("node_modules/.bin/next", ["start", "-p", port, "-H", "127.0.0.1"], { env, stdio: "inherit" });
const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => {
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
