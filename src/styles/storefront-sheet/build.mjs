// Compiles the storefront's stylesheets for a production build, outside Next's CSS pipeline, so
// that each storefront document has its sheet written once and not again in its RSC payload
// (docs/decisions/022-the-storefront-sheet-in-the-html-only.md), and only the utilities its page
// can draw (docs/decisions/023-a-sheet-for-each-storefront-page.md). A page's sheet is
// src/styles/base.css (the reset, the colours, what the root layout draws) compiled once with the
// utilities found in the modules the page imports, statically or with import(). next.config.mjs
// runs it when `next build` loads the config; `next dev` keeps Next's pipeline and its hot reload.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { compile, optimize } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";
import { build } from "esbuild";

/** Where the sheets are linked from, for a client-side navigation that arrives without one. */
const publicFolder = "sheets";
/** The files of src/app that draw <StorefrontSheet page="…" />: each storefront page and status page. */
const drawingFile = /^(page|not-found|forbidden)\.tsx$/;

/**
 * Each storefront page of src/app by its key (its folder below src/app, or the file's name for a
 * status page: "blog/[slug]", "not-found"), with its file and the layouts it is drawn in, the
 * root's first. The admin's pages have their own sheet.
 * @param {string} root the repository's folder
 * @returns {Map<string, string[]>}
 */
export function storefrontPages(root) {
  const app = path.join(root, "src/app");
  const pages = new Map();
  for (const entry of fs.readdirSync(app, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !drawingFile.test(entry.name)) continue;
    // `path` is the older name of `parentPath` (Node 20 before 20.12).
    const parent = entry.parentPath ?? entry.path;
    const file = path.join(parent, entry.name);
    const folder = path.relative(app, parent).split(path.sep).join("/");
    if (folder === "admin" || folder.startsWith("admin/") || folder.startsWith("api/")) continue;
    if (!fs.readFileSync(file, "utf8").includes("<StorefrontSheet")) continue;
    const folders = folder ? folder.split("/").map((_, i, parts) => path.join(app, ...parts.slice(0, i + 1))) : [];
    const layouts = [app, ...folders]
      .flatMap((dir) => ["layout.tsx", "template.tsx"].map((name) => path.join(dir, name)))
      .filter((layout) => fs.existsSync(layout));
    pages.set(entry.name === "page.tsx" ? folder : entry.name.replace(/\.tsx$/, ""), [...layouts, file]);
  }
  // In a stable order, whatever order the file system lists them in.
  return new Map([...pages].sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The source files of src/ each page and its layouts import, at any depth, with import() followed
 * (the widgets a page fetches on demand draw on its sheet too). esbuild's own resolver reads the
 * imports; the packages and the generated code stay outside, as they draw no class of ours.
 * @param {string} root
 * @param {Map<string, string[]>} pages
 * @returns {Promise<Map<string, string[]>>}
 */
export async function pageModules(root, pages) {
  const keys = [...pages.keys()];
  const result = await build({
    absWorkingDir: root,
    entryPoints: keys.map((_, i) => ({ in: `storefront-page:${i}`, out: `page-${i}` })),
    bundle: true,
    write: false,
    metafile: true,
    outdir: "out",
    format: "esm",
    platform: "neutral",
    packages: "external",
    logLevel: "silent",
    jsx: "automatic",
    loader: { ".css": "empty", ".svg": "empty", ".png": "empty", ".jpg": "empty", ".webp": "empty", ".md": "text" },
    plugins: [
      {
        name: "outside-the-sources",
        setup(on) {
          on.onResolve({ filter: /^#|\/generated\// }, (args) => ({ path: args.path, external: true }));
          // One entry for each page: its layouts and itself.
          on.onResolve({ filter: /^storefront-page:/ }, (args) => ({ path: args.path, namespace: "storefront-page" }));
          on.onLoad({ filter: /.*/, namespace: "storefront-page" }, (args) => ({
            contents: pages
              .get(keys[Number(args.path.split(":")[1])])
              .map((file) => `import ${JSON.stringify(file)};`)
              .join("\n"),
            resolveDir: root,
            loader: "js",
          }));
        },
      },
    ],
  });
  // Each entry's imports at any depth, whether or not the bundle keeps their code.
  const { inputs } = result.metafile;
  const src = path.join(root, "src") + path.sep;
  const modules = new Map();
  keys.forEach((key, i) => {
    const seen = new Set([`storefront-page:storefront-page:${i}`]);
    for (const input of seen) for (const { path: next, external } of inputs[input]?.imports ?? []) if (!external) seen.add(next);
    const files = [...seen]
      .map((input) => path.resolve(root, input))
      .filter((file) => file.startsWith(src) && /\.[cm]?[jt]sx?$/.test(file));
    modules.set(key, files.sort());
  });
  return modules;
}

/**
 * The candidates for utilities Tailwind finds in these files (its own scanner, as a build's).
 * @param {string[]} files
 * @returns {string[]}
 */
export function candidatesIn(files) {
  return new Scanner({}).scanFiles(
    files.map((file) => ({ content: fs.readFileSync(file, "utf8"), extension: path.extname(file).slice(1) })),
  );
}

/**
 * Each storefront page's sheet by the page's key: base.css compiled with its own utilities (those of
 * its `@source` files) and those the page's modules use. One compile, so the theme's variables,
 * Tailwind's property registrations and the utilities are written once, in Tailwind's own order
 * (globals.css, which `next dev` draws beside base.css, has the same theme and utilities).
 * @param {string} root the repository's folder
 * @param {{ optimize?: boolean }} [options] optimized and minified by Lightning CSS unless told (the
 *   tests read them as Tailwind's compiler prints them)
 * @returns {Promise<Map<string, string>>}
 */
export async function storefrontSheets(root, { optimize: optimizing = true } = {}) {
  const styles = path.join(root, "src/styles");
  const baseFile = path.join(styles, "base.css");
  const base = fs.readFileSync(baseFile, "utf8");
  // Tailwind's compiler scans nothing itself: base.css's own files by its `@source` rules, each page's here.
  const compileBase = () => compile(base, { base: styles, from: baseFile, onDependency: () => {} });
  const baseCandidates = new Scanner({ sources: (await compileBase()).sources }).scan();
  const sheets = new Map();
  for (const [key, sources] of await pageModules(root, storefrontPages(root))) {
    // A compiler builds on what it built before, so each page has its own.
    const css = (await compileBase()).build([...baseCandidates, ...candidatesIn(sources)]);
    sheets.set(key, optimizing ? optimize(css, { minify: true }).code : css);
  }
  return sheets;
}

/**
 * Writes `src/generated/storefront-sheet.js` (each page's sheet's text) and
 * `src/generated/storefront-sheet-href.js` (each one's URL), both read on the server only (a page's
 * own URL reaches the browser as a prop of its <PageSheet />), and the sheets themselves
 * under `public/sheets/`, each named by its hash. Idempotent: the same sources write the same bytes.
 * @param {string} root the repository's folder
 */
export async function writeStorefrontSheet(root) {
  /** @type {Record<string, string>} */
  const texts = {};
  /** @type {Record<string, string>} */
  const hrefs = {};
  const files = new Map();
  for (const [key, css] of await storefrontSheets(root)) {
    const name = `storefront-${createHash("sha256").update(css).digest("hex").slice(0, 16)}.css`;
    files.set(name, css);
    texts[key] = css;
    hrefs[key] = `/${publicFolder}/${name}`;
  }
  const folder = path.join(root, "public", publicFolder);
  fs.mkdirSync(folder, { recursive: true });
  // Earlier builds' sheets go; a file another process is still writing (`….tmp`) stays.
  for (const old of fs.readdirSync(folder))
    if (/^storefront-[0-9a-f]+\.css$/.test(old) && !files.has(old)) fs.rmSync(path.join(folder, old), { force: true });
  for (const [name, css] of files) writeAtomically(path.join(folder, name), css);
  const generated = path.join(root, "src/generated");
  fs.mkdirSync(generated, { recursive: true });
  const header = "// Written by src/styles/storefront-sheet/build.mjs at `next build`; not edited by hand.\n";
  writeAtomically(
    path.join(generated, "storefront-sheet-href.js"),
    `${header}export const storefrontSheetHrefs = ${JSON.stringify(hrefs, null, 1)};\n`,
  );
  writeAtomically(path.join(generated, "storefront-sheet.js"), `${header}export const storefrontSheets = ${JSON.stringify(texts)};\n`);
  return { pages: Object.keys(texts).length, files: files.size };
}

/** Next may load its config in more than one process at once: each writes a whole file or none. */
function writeAtomically(file, text) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}
