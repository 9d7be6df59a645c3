import { createRequire } from "node:module";
import { expect, test } from "./fixtures";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

// The landing page, the blog index, one article and the checkout shell (issue 4's quality bar).
// And the sign-in page (issue 11).
const pages = ["/", "/blog", "/blog/natural-fertility-boost-methods", "/checkout", "/auth"];

for (const path of pages) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status(), `${path} should answer 200`).toBe(200);
    await page.waitForLoadState("load");
    await page.addScriptTag({ path: axePath });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: Violation[] }> } }).axe;
      const result = await axe.run(document);
      return result.violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map((n) => ({ target: n.target })),
      }));
    });
    const blocking = violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
    expect(blocking).toEqual([]);
  });
}
