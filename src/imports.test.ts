import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The import graph of src/ and emails/ (tests and the generated Prisma client left out), read
 * with TypeScript's own parser: every static `import … from` and `export … from`, type-only ones
 * included, and every dynamic `import("…")` with a literal path — a lazy import is still an edge.
 * The layers, lowest first — a module imports its own layer or lower ones:
 *
 *   lib, env  <  content, emails  <  server  <  components, trpc  <  app (and proxy, instrumentation)
 *
 * docs/architecture.md explains the layering.
 */
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

const layerOf = (file: string): number => {
  const [top, second] = file.split("/");
  if (top === "emails") return 1;
  if (top !== "src") return 99;
  if (second === "lib" || second === "env.js" || second === "generated") return 0;
  if (second === "content") return 1;
  if (second === "server") return 2;
  if (second === "components" || second === "trpc") return 3;
  return 4; // app, proxy.ts, instrumentation*.ts
};

/** The one import that runs back up, on purpose: lib's SEO builders and settings read the site's facts (its name, its guarantee) from content/site.ts, their one home. */
const allowedUpward = (from: string, to: string) =>
  from.startsWith("src/lib/") && (to === "src/content/site.ts" || to === "src/content/types.ts");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return file === "src/generated" ? [] : sourceFiles(file);
    return /\.(ts|tsx|js)$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [file] : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/")
    ? `src/${specifier.slice(2)}`
    : specifier.startsWith("~emails/")
      ? `emails/${specifier.slice(8)}`
      : specifier.startsWith(".")
        ? path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier))
        : null;
  if (base === null) return null; // a package
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.js`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (fs.existsSync(path.join(root, candidate)) && fs.statSync(path.join(root, candidate)).isFile()) return candidate;
  }
  return base.startsWith("src/generated") ? null : base;
}

/** An import the compiler erases: `import type`, `export type`, or named imports that are all types. */
function erased(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) return node.isTypeOnly;
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return !clause.name && !!named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
}

/**
 * What `file` imports: modules of src/ and emails/ by path; with `runtime`, only the imports that
 * survive compilation, and packages too, as `package:<name>`.
 */
function importsOf(file: string, { runtime = false } = {}): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(path.join(root, file), "utf8"), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!runtime || !erased(node)) specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers.flatMap((specifier) => {
    const target = resolve(file, specifier);
    if (!target && runtime && !specifier.startsWith(".")) return [`package:${specifier}`];
    return target ? [target] : [];
  });
}

const files = [...sourceFiles("src"), ...sourceFiles("emails")];
const graph = new Map(files.map((file) => [file, importsOf(file)]));

/** Every import circle, each once (Tarjan's strongly connected components with more than one module, or a module importing itself). */
function circles(): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do component.push((member = stack.pop()!));
      while (member !== node);
      if (component.length > 1 || graph.get(node)!.includes(node)) found.push(component.sort());
    }
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return found;
}

/**
 * Each module a browser loads from a `"use client"` module (the imports that survive compilation,
 * lazy ones too) that is `bad`, with the chain that reaches it.
 */
function browserReaches(from: (file: string) => boolean, bad: (target: string) => boolean): string[] {
  const runtimeGraph = new Map(files.map((file) => [file, importsOf(file, { runtime: true })]));
  const clients = files.filter((file) => from(file) && /^\s*["']use client["']/.test(fs.readFileSync(path.join(root, file), "utf8")));
  const found = new Set<string>();
  for (const client of clients) {
    const cameFrom = new Map<string, string | null>([[client, null]]);
    const queue = [client];
    while (queue.length) {
      const file = queue.shift()!;
      for (const next of runtimeGraph.get(file) ?? []) {
        if (cameFrom.has(next)) continue;
        cameFrom.set(next, file);
        if (bad(next)) {
          const chain = [next];
          for (let at: string | null | undefined = file; at; at = cameFrom.get(at)) chain.unshift(at);
          found.add(chain.join(" → "));
        } else if (runtimeGraph.has(next)) queue.push(next);
      }
    }
  }
  return [...found].sort();
}

describe("the import graph", () => {
  it("reads the whole tree (a sanity check of the reader itself)", () => {
    expect(files.length).toBeGreaterThan(200);
    expect(graph.get("src/app/api/uploads/route.ts")).toContain("src/server/http/route.ts");
  });

  it("has no import circle", () => {
    expect(circles()).toEqual([]);
  });

  it("has no import running back up a layer, but the one on purpose", () => {
    const upward = files.flatMap((from) =>
      graph
        .get(from)!
        .filter((to) => layerOf(to) > layerOf(from) && !allowedUpward(from, to))
        .map((to) => `${from} → ${to}`),
    );
    expect(upward).toEqual([]);
  });

  it("components render what they are given: none imports server code but its types", () => {
    const reaching = files
      .filter((file) => file.startsWith("src/components/"))
      .flatMap((file) => {
        const source = ts.createSourceFile(file, fs.readFileSync(path.join(root, file), "utf8"), ts.ScriptTarget.Latest, false);
        return source.statements
          .filter(
            (s) =>
              ts.isImportDeclaration(s) &&
              !s.importClause?.isTypeOnly &&
              ts.isStringLiteral(s.moduleSpecifier) &&
              s.moduleSpecifier.text.startsWith("@/server/"),
          )
          .map((s) => `${file} → ${((s as ts.ImportDeclaration).moduleSpecifier as ts.StringLiteral).text}`);
      });
    expect(reaching).toEqual([]);
  });

  it("no browser code reads the settings: src/env.js (every setting's name, and zod to check them) stays on the server", () => {
    expect(
      browserReaches(
        () => true,
        (target) => target === "src/env.js",
      ),
    ).toEqual([]);
  });

  it("the storefront's browser code carries no zod (docs/decisions/004-no-zod-in-the-browser.md); the admin's, sign-in's and the API reference's may", () => {
    const storefront = (file: string) => !/^src\/components\/(admin|auth|developers)\//.test(file) && !file.startsWith("src/app/admin/");
    expect(browserReaches(storefront, (target) => /^package:(zod|@t3-oss)(\/|$)/.test(target) || target === "src/env.js")).toEqual([]);
  });

  it("counts dynamic imports too (a lazy import is how a circle hid before)", () => {
    expect(graph.get("src/instrumentation.ts")).toContain("src/instrumentation-node.ts");
  });

  it("a port imports no service, statically or lazily: it is handed what it runs (the jobs get src/server/workflow-steps.ts)", () => {
    const ports = ["auth", "payments", "mail", "files", "jobs"].map((port) => `src/server/${port}/`);
    const reaching = files
      .filter((file) => ports.some((port) => file.startsWith(port)))
      .flatMap((from) =>
        graph
          .get(from)!
          .filter((to) => to.startsWith("src/server/services/") || to === "src/server/workflow-steps.ts")
          .map((to) => `${from} → ${to}`),
      );
    expect(reaching).toEqual([]);
  });

  it("the job engines import none of the workflows' steps: only src/instrumentation-node.ts and the Inngest route hand them over", () => {
    const handing = files.filter((file) => graph.get(file)!.includes("src/server/workflow-steps.ts"));
    expect(handing.sort()).toEqual(["src/app/api/inngest/route.ts", "src/instrumentation-node.ts"]);
  });
});
