// npm run api:lint – lints the OpenAPI document of /api/v1 with two independent tools: Spectral
// (ruleset `spectral:oas`) and Redocly (`recommended`), each with no error and no warning
// allowed (docs/api.md#rest-api-v1). The document is the one the server serves, built
// in-process from appRouter with the site's URL (the same function the route calls), written to
// a temporary file first. Both tools run offline.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openApiDocument } from "@/server/api/openapi";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "api-lint-"));
const file = path.join(dir, "openapi.json");
const rules = path.join(dir, ".spectral.json");
fs.writeFileSync(file, JSON.stringify(openApiDocument(process.env.NEXT_PUBLIC_SITE_URL ?? "https://shop.example"), null, 2));
fs.writeFileSync(rules, JSON.stringify({ extends: [["spectral:oas", "recommended"]] }));

const env = { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" };
const bin = (name: string) => path.join("node_modules", ".bin", name);

// Spectral: every finding, down to hints, fails it.
console.log("Spectral (spectral:oas)");
const spectral =
  spawnSync(bin("spectral"), ["lint", file, "--ruleset", rules, "--fail-severity", "hint"], { stdio: "inherit", env }).status === 0;

// Redocly exits 0 on warnings: count them from its JSON report.
console.log("\nRedocly (recommended)");
const report = spawnSync(bin("redocly"), ["lint", file, "--extends", "recommended", "--format", "json"], { encoding: "utf8", env });
type Problem = { ruleId: string; severity: string; message: string; location?: { pointer?: string }[] };
let problems: Problem[] | null = null;
try {
  problems = (JSON.parse(report.stdout.slice(report.stdout.indexOf("{"))) as { problems: Problem[] }).problems;
} catch {
  console.error(report.stdout, report.stderr);
}
for (const p of problems ?? []) console.log(`  ${p.severity}  ${p.ruleId}  ${p.message}  ${p.location?.[0]?.pointer ?? ""}`);
const redocly = problems !== null && problems.length === 0;
console.log(problems === null ? "  Redocly did not run." : `  ${problems.length} problems`);
fs.rmSync(dir, { recursive: true, force: true });
if (!spectral || !redocly) {
  console.error(
    `\napi:lint failed: ${[!spectral && "Spectral", !redocly && "Redocly"].filter(Boolean).join(" and ")} found problems in the document.`,
  );
  process.exit(1);
}
console.log("\napi:lint: 0 errors and 0 warnings from Spectral and Redocly.");
