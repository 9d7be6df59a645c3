import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const root = path.dirname(new URL(import.meta.url).pathname);

/** Modules that run outside Next and tsx's react-server condition; each says why in its header. */
const unfenced = new Set(["db/pg-adapter.ts", "db/pglite-adapter.ts", "pdf/make-checklist-pdf.ts"]);

function modules(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return modules(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path.relative(root, file)] : [];
  });
}

it('every module under src/server starts with import "server-only", so none can reach a browser bundle', () => {
  const missing = modules(root).filter(
    (file) => !unfenced.has(file) && !fs.readFileSync(path.join(root, file), "utf8").startsWith('import "server-only";'),
  );
  expect(missing).toEqual([]);
});
