// Run by `postinstall`: one change to Next's production page renderer, so every page's document
// stops carrying the root stylesheet a third time (docs/performance.md#the-global-error-boundarys-copy-of-the-stylesheet).
//
// With `experimental.inlineCss`, Next puts the stylesheet in the `<style>` of the head, in the root
// layout's RSC row (React needs it to hydrate that `<style>`) and once more in the RSC row of the
// global-error boundary (`"G"`), which Next renders only when the root layout itself fails. It
// fetches that boundary's styles with an empty set of already-injected CSS, so the copy is always
// there (9 KB of the 56 KB gzip of `/`). Our global-error is Next's built-in one, which styles
// itself inline (next/dist/client/components/builtin/global-error.js) and needs none of our CSS;
// `scripts/patch-next.test.ts` fails if `src/app/global-error.tsx` appears, or if the installed
// Next no longer has the code this replaces.
//
// Written by hand rather than with patch-package: the code sits on one 57 KB minified line, so
// patch-package's patch would be two copies of that line, which nobody can review. This names the
// exact change, applies it to each production runtime of the page renderer, and is idempotent.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The production runtimes of the app page renderer (Turbopack's is the one `next build` uses). */
export const runtimes = [
  "app-page-turbo.runtime.prod.js",
  "app-page-turbo-experimental.runtime.prod.js",
  "app-page.runtime.prod.js",
  "app-page-experimental.runtime.prod.js",
];

// getGlobalErrorStyles' return value: `{GlobalError: component, styles: <the stylesheet elements>}`.
const unpatched = /(injectedCSS:new Set,injectedJS:new Set\}\);return\{GlobalError:\w+,styles:)(\w+)\}\}/g;
const patched = /injectedCSS:new Set,injectedJS:new Set\}\);return\{GlobalError:\w+,styles:null\}\}/;

/** The runtime's source with the global-error boundary's styles set to none, and what was found. */
export function withoutGlobalErrorStyles(source) {
  if (patched.test(source)) return { source, state: "already" };
  const found = source.match(unpatched)?.length ?? 0;
  if (found !== 1) return { source, state: "not-found" };
  return { source: source.replace(unpatched, "$1null}}"), state: "patched" };
}

/** The folder of Next's compiled server runtimes, as installed beside this project. */
export function runtimeFolder() {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve("next/package.json")), "dist/compiled/next-server");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const folder = runtimeFolder();
  for (const name of runtimes) {
    const file = path.join(folder, name);
    if (!fs.existsSync(file)) continue;
    const result = withoutGlobalErrorStyles(fs.readFileSync(file, "utf8"));
    if (result.state === "patched") fs.writeFileSync(file, result.source);
    // An upgraded Next that changed this code: pages get heavier, nothing breaks; the test says so.
    if (result.state === "not-found") console.warn(`patch-next: ${name}: getGlobalErrorStyles not found; the page documents keep a third copy of the stylesheet`);
  }
}
