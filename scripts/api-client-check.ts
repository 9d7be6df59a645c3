// npm run api:client:check – type-checks examples/trpc-client (a program using the tRPC API's
// types from app-router.d.ts) the way an integrator outside this repository would: the example is
// copied to a temporary folder whose node_modules holds only @trpc/client, @trpc/server and
// superjson, so any import of the store's own modules (or of Prisma, zod, Next.js…) fails.
// Run `npm run api:client` first. Exit code 1 when the compiler reports an error, including an
// unused `@ts-expect-error` (a wrong call the declaration no longer refuses).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const example = path.join(root, "examples/trpc-client");
if (!fs.existsSync(path.join(example, "app-router.d.ts"))) {
  console.error("api:client:check: no examples/trpc-client/app-router.d.ts; run `npm run api:client` first");
  process.exit(1);
}
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "trpc-client-"));
try {
  for (const file of fs.readdirSync(example)) fs.copyFileSync(path.join(example, file), path.join(dir, file));
  for (const pkg of ["@trpc/client", "@trpc/server", "superjson"]) {
    const target = path.join(dir, "node_modules", pkg);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.symlinkSync(path.join(root, "node_modules", pkg), target, "dir");
  }
  const tsc = spawnSync(path.join(root, "node_modules/.bin/tsc"), ["-p", ".", "--pretty", "false"], { cwd: dir, encoding: "utf8" });
  // The libraries' own declarations ask for @types/node (http, ws); their errors are not ours. The
  // example and app-router.d.ts are checked in full (skipLibCheck is off).
  const errors = `${tsc.stdout}${tsc.stderr}`
    .split("\n")
    .filter((line) => /error TS\d+/.test(line) && !line.split("(")[0]!.includes("node_modules/"))
    .map((line) => `examples/trpc-client/${line}`);
  if (tsc.status !== 0 && tsc.status !== 2) throw new Error(`tsc stopped: ${tsc.stderr}`);
  if (errors.length > 0) {
    console.error(errors.join("\n"));
    console.error("api:client:check: the example does not type-check against app-router.d.ts on its own");
    process.exit(1);
  }
  console.log("api:client:check: examples/trpc-client type-checks with app-router.d.ts, @trpc/client, @trpc/server and superjson alone");
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
