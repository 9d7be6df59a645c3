// Compiles the storefront's stylesheet for a production build, outside Next's CSS pipeline, so that
// it is written once into each storefront document and not again into its RSC payload
// (docs/decisions/022-the-storefront-sheet-in-the-html-only.md): src/styles/base.css (the reset,
// the colours, what the root layout draws) and src/styles/globals.css (the storefront's utilities),
// in that order, as two sheets in a row would cascade. next.config.mjs
// runs it when `next build` loads the config; `next dev` keeps Next's pipeline and its hot reload.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import tailwind from "@tailwindcss/postcss";
import postcss from "postcss";

/** Where the sheet is linked from, for a client-side navigation that arrives without it. */
const publicFolder = "sheets";
/** The sources of the sheet, in cascade order (src/styles/storefront-sheet/in-dev.js imports the same). */
const sources = ["base.css", "globals.css"];

/**
 * Writes `src/generated/storefront-sheet.js` (the sheet's text, for the server) and
 * `src/generated/storefront-sheet-href.js` (its URL, for both), and the sheet itself under
 * `public/sheets/` named by its hash. Idempotent: the same sources write the same bytes.
 * @param {string} root the repository's folder
 */
export async function writeStorefrontSheet(root) {
  const styles = path.join(root, "src/styles");
  const compile = postcss([tailwind({ base: styles, optimize: { minify: true } })]);
  const sheets = await Promise.all(
    sources.map((name) => compile.process(fs.readFileSync(path.join(styles, name), "utf8"), { from: path.join(styles, name) })),
  );
  const css = sheets.map((sheet) => sheet.css).join("\n");
  const name = `storefront-${createHash("sha256").update(css).digest("hex").slice(0, 16)}.css`;
  const href = `/${publicFolder}/${name}`;
  const folder = path.join(root, "public", publicFolder);
  fs.mkdirSync(folder, { recursive: true });
  // Earlier builds' sheets go; a file another process is still writing (`….tmp`) stays.
  for (const old of fs.readdirSync(folder))
    if (/^storefront-[0-9a-f]+\.css$/.test(old) && old !== name) fs.rmSync(path.join(folder, old), { force: true });
  writeAtomically(path.join(folder, name), css);
  const generated = path.join(root, "src/generated");
  fs.mkdirSync(generated, { recursive: true });
  const header = "// Written by src/styles/storefront-sheet/build.mjs at `next build`; not edited by hand.\n";
  writeAtomically(
    path.join(generated, "storefront-sheet-href.js"),
    `${header}export const storefrontSheetHref = ${JSON.stringify(href)};\n`,
  );
  writeAtomically(path.join(generated, "storefront-sheet.js"), `${header}export const storefrontSheet = ${JSON.stringify(css)};\n`);
  return { href, bytes: css.length };
}

/** Next may load its config in more than one process at once: each writes a whole file or none. */
function writeAtomically(file, text) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}
