// npm run docs:api – rewrites docs/api.md's generated tables from the code that serves the API:
//   rest-operations  the REST surface /api/v1: restOperations() (src/server/api/openapi.ts), read
//                    from the routers' `meta.openapi` and the scope scopedProcedure sets;
//   api-key-scopes   what each API key scope reaches: keyProcedures() (the same meta) and the route
//                    handlers that take a key (`withRoute("GET /x", { scope: "…" }, …)` in src/app).
// Each table sits between `<!-- <name>:start -->` and `<!-- <name>:end -->`; the text outside the
// markers is left as it is. tests/docs/api-tables.test.ts fails when the committed tables are not
// what this writes now, so the doc cannot drift from the routers.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { apiScopeLabels, apiScopes } from "@/lib/validation/api-keys";
import { keyProcedures, REST_BASE, restOperations } from "@/server/api/openapi";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const API_DOC = path.join(root, "docs/api.md");

const note = "<!-- Written by `npm run docs:api` (scripts/docs-api.ts): change the routers, then run it; do not edit by hand. -->";

/** Every route handler under src/app that admits an API key: its `withRoute` name and scope. */
export function scopedRoutes(dir = path.join(root, "src/app")): { where: string; scope: string }[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return scopedRoutes(file);
      if (!/^route\.tsx?$/.test(entry.name)) return [];
      const source = fs.readFileSync(file, "utf8");
      return [...source.matchAll(/withRoute\(\s*"([^"]+)",\s*\{[^}]*?\bscope:\s*"([^"]+)"/g)].map((m) => ({ where: m[1]!, scope: m[2]! }));
    })
    .sort((a, b) => (a.where < b.where ? -1 : a.where > b.where ? 1 : 0));
}

const code = (text: string) => `\`${text}\``;
const table = (head: string[], rows: string[][]) =>
  [
    `| ${head.join(" | ")} |`,
    `|${head.map(() => "---").join("|")}|`,
    ...rows.map((row) => `| ${row.map((cell) => cell.replace(/\|/g, "\\|")).join(" | ")} |`),
  ].join("\n");

/** The generated tables, by marker name. */
export function apiDocTables(): Record<string, string> {
  const rest = table(
    ["method and path", "procedure", "what it does", "scope"],
    restOperations().map((op) => [
      code(`${op.method} ${REST_BASE}${op.path}`),
      code(op.procedure),
      op.summary,
      op.scope ? code(op.scope) : "—",
    ]),
  );
  const keyed = keyProcedures();
  const routes = scopedRoutes();
  const scopes = table(
    ["scope", "what it allows", "procedures and routes"],
    apiScopes.map((scope) => {
      const reached = [
        ...keyed.filter((p) => p.scope === scope).map((p) => code(p.procedure)),
        ...routes.filter((r) => r.scope === scope).map((r) => code(r.where)),
      ];
      return [code(scope), apiScopeLabels[scope], reached.join(", ") || "—"];
    }),
  );
  return { "rest-operations": rest, "api-key-scopes": scopes };
}

/** `text` (docs/api.md) with each marked table replaced by what the code gives now. */
export function renderApiDoc(text: string, tables = apiDocTables()): string {
  let out = text;
  for (const [name, body] of Object.entries(tables)) {
    const start = `<!-- ${name}:start -->`;
    const end = `<!-- ${name}:end -->`;
    const from = out.indexOf(start);
    const to = out.indexOf(end);
    if (from < 0 || to < from) throw new Error(`docs/api.md has no ${start} … ${end} block`);
    out = `${out.slice(0, from)}${start}\n${note}\n\n${body}\n\n${out.slice(to)}`;
  }
  return out;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const before = fs.readFileSync(API_DOC, "utf8");
  const after = renderApiDoc(before);
  if (after !== before) fs.writeFileSync(API_DOC, after);
  console.log(`${after === before ? "unchanged" : "wrote"} ${path.relative(process.cwd(), API_DOC)}`);
}
