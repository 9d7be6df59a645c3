// Three stylesheets: the small base.css (reset, colours, what the root layout and the status pages
// draw), the storefront's globals.css, leaving out the admin's utilities (its `@source not`), and
// the admin's admin.css. Every storefront page and status page draws one sheet, base.css with the
// storefront's utilities its modules use (src/components/storefront-sheet.tsx; `next dev` draws
// base.css and globals.css); the admin's layout imports base.css and admin.css.
// These tests fail when a class a file uses is missing from the sheet that styles it, when a page
// does not draw its sheet or the root layout imports one, or when a storefront module imports a
// file of the admin's folders (whose classes are only in the admin's stylesheet).
import fs from "node:fs";
import path from "node:path";
import { __unstable__loadDesignSystem } from "@tailwindcss/node";
import tailwind from "@tailwindcss/postcss";
import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { candidatesIn, pageModules, storefrontPages, storefrontSheets } from "./storefront-sheet/build.mjs";

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

/**
 * Each candidate that is a utility of the app's design system, with its rule's selector (the CSS
 * text up to its first brace, as Tailwind prints it: `.md\:flex`, `.hover\:bg-primary\/10`…).
 */
async function utilities(files: string[]) {
  const design = await __unstable__loadDesignSystem(fs.readFileSync(path.join(styles, "globals.css"), "utf8"), { base: styles });
  const found = candidatesIn(files);
  const css = design.candidatesToCss(found);
  return found.flatMap((candidate, i) => (css[i] ? [{ candidate, selector: css[i]!.slice(0, css[i]!.indexOf("{")).trim() }] : []));
}

/** The `@/…` and relative modules a file imports, as paths of existing .ts/.tsx files. */
function localImports(file: string) {
  const text = fs.readFileSync(file, "utf8");
  return [...text.matchAll(/from\s+["']((?:@\/|\.)[^"']+)["']/g)]
    .map((m) => (m[1]!.startsWith("@/") ? path.join(root, "src", m[1]!.slice(2)) : path.resolve(path.dirname(file), m[1]!)))
    .flatMap((base) => [`${base}.tsx`, `${base}.ts`].filter((candidate) => fs.existsSync(candidate)));
}

describe("the storefront's and the admin's stylesheets", () => {
  it("every storefront page and status page draws the storefront's stylesheet and imports none; the root layout none", () => {
    const pages = sourceFiles(path.join(root, "src/app")).filter(
      (file) =>
        ["page.tsx", "not-found.tsx", "forbidden.tsx"].includes(path.basename(file)) &&
        !inAdmin(file) &&
        !file.startsWith(path.join(root, "src/app/api/")),
    );
    expect(pages.length).toBeGreaterThan(15);
    const sheetImports = (file: string) =>
      [...fs.readFileSync(file, "utf8").matchAll(/^import\s+["']([^"']+\.css)["'];/gm)].map((m) => m[1]);
    // An imported sheet would be written into the page's RSC payload as well (src/components/storefront-sheet.tsx).
    expect(pages.filter((page) => sheetImports(page).length > 0).map((page) => path.relative(root, page))).toEqual([]);
    // Each return of a page that draws anything draws the sheet with the page's own key: its folder
    // below src/app, or the status page's name (a page that only redirects draws nothing).
    const undrawn = pages.filter((page) => {
      const text = fs.readFileSync(page, "utf8");
      const drawing = text.match(/^\s*return \(?\s*</gm)?.length ?? 0;
      const folder = path.relative(path.join(root, "src/app"), path.dirname(page));
      const key = path.basename(page) === "page.tsx" ? folder : path.basename(page, ".tsx");
      return drawing > 0 && text.split(`<StorefrontSheet page="${key}" />`).length - 1 !== drawing;
    });
    expect(undrawn.map((page) => path.relative(root, page))).toEqual([]);
    // A root layout's sheet would be in every document three times (base.css says why).
    expect(sheetImports(path.join(root, "src/app/layout.tsx"))).toEqual([]);
    // The admin's pages have the same base, first.
    expect(sheetImports(path.join(root, "src/app/admin/layout.tsx"))).toEqual(["@/styles/base.css", "@/styles/admin.css"]);
  });

  it("base.css has every utility of what the root layout and the status pages draw", async () => {
    // The root layout, the not-found and no-access pages, and the components they draw.
    const rootFiles = ["layout.tsx", "not-found.tsx", "forbidden.tsx"].map((name) => path.join(root, "src/app", name));
    const drawn = [...new Set([...rootFiles, ...rootFiles.flatMap(localImports).filter((file) => file.includes("/components/"))])];
    const used = await utilities(drawn);
    expect(used.length).toBeGreaterThan(20);
    const css = await build("base.css");
    expect(used.filter(({ selector }) => !css.includes(selector)).map(({ candidate }) => candidate)).toEqual([]);
  });

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
    // All of them, not only the admin's own, in a cascade layer of its own after the storefront's:
    // on an admin page its order of the utilities decides, wherever the storefront's sheet sits
    // (admin.css says why).
    expect(adminCss).toMatch(/@layer admin\s*\{/);
    expect(adminCss).not.toMatch(/@layer utilities\s*\{/);
    const all = await utilities(sourceFiles());
    expect(all.filter(({ selector }) => !adminCss.includes(selector)).map(({ candidate }) => candidate)).toEqual([]);
  });
});

describe("each storefront page's own sheet", () => {
  it("follows each page's layouts and imports, import() too, and never the admin's", async () => {
    const pages = storefrontPages(root);
    const at = (file: string) => path.join(root, "src", file);
    expect(pages.get("checkout/[region]/[product]")).toEqual([
      at("app/layout.tsx"),
      at("app/checkout/layout.tsx"),
      at("app/checkout/[region]/[product]/page.tsx"),
    ]);
    expect(pages.get("not-found")).toEqual([at("app/layout.tsx"), at("app/not-found.tsx")]);
    expect([...pages.keys()].filter((key) => key.startsWith("admin") || key.startsWith("api"))).toEqual([]);
    const modules = await pageModules(root, pages);
    const landing = modules.get("home/[region]")!;
    // The chat's panel and the exit offer are fetched with import() once the buyer reaches for them.
    expect(landing).toContain(at("components/widgets/chat-panel.tsx"));
    expect(landing).toContain(at("components/widgets/exit-intent-popup.tsx"));
    expect(modules.get("checkout/[region]/[product]")).toContain(at("app/checkout/layout.tsx"));
    expect([...modules.values()].flat().filter(inAdmin)).toEqual([]);
  });

  it("is base.css with every utility its page's modules use, and less than the whole storefront's", async () => {
    const [sheets, modules] = await Promise.all([storefrontSheets(root, { optimize: false }), pageModules(root, storefrontPages(root))]);
    const whole = await build("globals.css");
    expect(sheets.size).toBeGreaterThan(20);
    for (const [key, sheet] of sheets) {
      // base.css compiled with the page's utilities: its colours and reset, and the theme and the
      // utilities once each (two sheets one after the other would repeat them).
      expect(sheet, key).toContain("--muted-foreground: #5d5870");
      expect(sheet, key).toContain("box-sizing: border-box");
      expect(sheet.match(/@layer theme\s*\{/g), key).toHaveLength(1);
      expect(sheet.match(/@layer utilities\s*\{/g), key).toHaveLength(1);
      const used = await utilities(modules.get(key)!);
      expect(used.length, key).toBeGreaterThan(10);
      expect(
        used.filter(({ selector }) => !sheet.includes(selector)).map(({ candidate }) => candidate),
        key,
      ).toEqual([]);
    }
    // A product page draws no checkout form, the landing no article: each sheet leaves out utilities.
    for (const key of ["home/[region]", "blog/[slug]", "digital-fertility-guide", "checkout/[region]/[product]"])
      expect(sheets.get(key)!.length, key).toBeLessThan(whole.length);
  });
});
