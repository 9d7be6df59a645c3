import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { adminSections, concretePath } from "./admin-nav";

const appAdmin = path.join(process.cwd(), "src/app/admin");
const pageFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? pageFiles(full) : entry.name === "page.tsx" ? [full] : [];
  });

describe("admin pages", () => {
  it("every section of the navigation has its page, made with adminPage from its own path", () => {
    for (const { href } of adminSections) {
      const file = path.join(appAdmin, href.slice("/admin".length), "page.tsx");
      expect([href, fs.existsSync(file)]).toEqual([href, true]);
      expect(fs.readFileSync(file, "utf8")).toContain(`adminPage("${href}"`);
    }
  });

  it("every page under /admin is made with adminPage (its guard, title and hydration)", () => {
    const files = pageFiles(appAdmin);
    expect(files.length).toBeGreaterThanOrEqual(adminSections.length);
    for (const file of files) expect([file, /\badminPage(<[^>]*>)?\(/.test(fs.readFileSync(file, "utf8"))]).toEqual([file, true]);
  });

  it("fills a detail page's pattern from the route's params for the way back after signing in", () => {
    expect(concretePath("/admin/jobs", {})).toBe("/admin/jobs");
    expect(concretePath("/admin/orders/[id]", { id: "cm1 x/y" })).toBe("/admin/orders/cm1%20x%2Fy");
    expect(concretePath("/admin/files/[...key]", { key: ["single", "a b.pdf"] })).toBe("/admin/files/single/a%20b.pdf");
  });
});
