// The storefront's stylesheet leaves out the admin's utilities (src/styles/globals.css's
// `@source not`; the admin's layout adds src/styles/admin.css). These tests fail when a class a
// storefront file uses is missing from the storefront's stylesheet, or when a storefront module
// imports a file of the admin's folders (whose classes are only in the admin's stylesheet).
import fs from "node:fs";
import path from "node:path";
import { __unstable__loadDesignSystem } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";
import tailwind from "@tailwindcss/postcss";
import postcss from "postcss";
import { describe, expect, it } from "vitest";

const root = process.cwd();
const styles = path.join(root, "src/styles");
/** The folders whose classes are only in the admin's stylesheet (globals.css's `@source not`). */
const adminDirs = ["src/app/admin", "src/components/admin"].map((dir) => path.join(root, dir));
const inAdmin = (file: string) => adminDirs.some((dir) => file === dir || file.startsWith(`${dir}/`));

/** Every .ts/.tsx/.js file of `src` (tests and generated code left out). */
function sourceFiles(dir = path.join(root, "src")): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(full);
    return /\.(tsx?|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** A stylesheet of src/styles as the app's build makes it (the same PostCSS plugin as postcss.config.mjs). */
async function build(name: string) {
  const file = path.join(styles, name);
  return (await postcss([tailwind()]).process(fs.readFileSync(file, "utf8"), { from: file })).css;
}

/** The classes Tailwind finds in these files (its own scanner, as the build's). */
function candidates(files: string[]) {
  const scanner = new Scanner({});
  return scanner.scanFiles(files.map((file) => ({ content: fs.readFileSync(file, "utf8"), extension: path.extname(file).slice(1) })));
}

/**
 * Each candidate that is a utility of the app's design system, with its rule's selector (the CSS
 * text up to its first brace, as Tailwind prints it: `.md\:flex`, `.hover\:bg-primary\/10`…).
 */
async function utilities(files: string[]) {
  const design = await __unstable__loadDesignSystem(fs.readFileSync(path.join(styles, "globals.css"), "utf8"), { base: styles });
  const found = candidates(files);
  const css = design.candidatesToCss(found);
  return found.flatMap((candidate, i) => (css[i] ? [{ candidate, selector: css[i]!.slice(0, css[i]!.indexOf("{")).trim() }] : []));
}

describe("the storefront's and the admin's stylesheets", () => {
  it("no module outside the admin's folders imports one of theirs", () => {
    const offenders = sourceFiles()
      .filter((file) => !inAdmin(file))
      .flatMap((file) => {
        const text = fs.readFileSync(file, "utf8");
        // Static imports, re-exports and import(): the specifier of each.
        const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)["']([^"']+)["']/g)].map((m) => m[1]!);
        return specifiers
          .map((spec) =>
            spec.startsWith("@/")
              ? path.join(root, "src", spec.slice(2))
              : spec.startsWith(".")
                ? path.resolve(path.dirname(file), spec)
                : null,
          )
          .filter((target): target is string => target !== null && inAdmin(target))
          .map((target) => `${path.relative(root, file)} → ${path.relative(root, target)}`);
      });
    expect(offenders).toEqual([]);
  });

  it("every utility a storefront file uses is in the storefront's stylesheet", async () => {
    const storefront = sourceFiles().filter((file) => !inAdmin(file));
    const used = await utilities(storefront);
    expect(used.length).toBeGreaterThan(300); // the scan found the storefront's classes
    const css = await build("globals.css");
    expect(used.filter(({ selector }) => !css.includes(selector)).map(({ candidate }) => candidate)).toEqual([]);
  });

  it("leaves out the admin's own utilities; the admin's stylesheet has every utility of the app", async () => {
    const storefrontCss = await build("globals.css");
    const adminCss = await build("admin.css");
    const adminOnly = (await utilities(sourceFiles().filter(inAdmin))).filter(({ selector }) => !storefrontCss.includes(selector));
    expect(adminOnly.length).toBeGreaterThan(20); // what the split saves the storefront
    // All of them, not only the admin's own: on an admin page the admin's stylesheet comes last, so
    // its order of the utilities decides (as the one stylesheet's did before the split).
    const all = await utilities(sourceFiles());
    expect(all.filter(({ selector }) => !adminCss.includes(selector)).map(({ candidate }) => candidate)).toEqual([]);
  });
});
