import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "./fixtures";

// First-party counts (docs/insights.md): a visitor reads an article, opens a product page and buys;
// /admin/insights then shows that visit's funnel through to the purchase and credits the article.

const run = randomBytes(4).toString("hex");
// The headless browser announces itself as HeadlessChrome, which the beacon drops as a bot; this
// journey is a person's browser (its own user agent per run, so its visitor is this run's alone).
test.use({ userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 e2e/${run}` });

const article = "/blog/boost-fertility-naturally-strategies";
const source = `e2e-${run}`;

/** Opens a page and waits until its beacon has been accepted (it is sent when the browser is idle). */
async function visit(page: Page, path: string) {
  const accepted = page.waitForResponse((r) => r.url().endsWith("/api/beacon") && r.status() === 204);
  await page.goto(path);
  await accepted;
}

test("the funnel on /admin/insights shows a visit through to its purchase, by source and article", async ({ page, signedInAs, buyGuide }, testInfo) => {
  await visit(page, `${article}?utm_source=${source}&utm_medium=e2e`);
  await visit(page, "/digital-fertility-guide");
  const checkoutBeacon = page.waitForResponse((r) => r.url().endsWith("/api/beacon") && r.status() === 204);
  await page.goto("/checkout?product=fertility");
  await checkoutBeacon;
  await buyGuide({ onCurrentPage: true });

  await signedInAs("admin");
  await page.goto(`/admin/insights?source=${source}`);
  await expect(page.getByRole("heading", { name: "Insights", level: 1 })).toBeVisible();
  const steps = page.getByTestId("funnel-steps");
  await expect(steps).toContainText("Visits 1");
  await expect(steps).toContainText("Product views 1");
  await expect(steps).toContainText("Checkout started 1");
  await expect(steps).toContainText("E-mail entered 1");
  await expect(steps).toContainText("Paid 1");
  await expect(page.getByTestId("insights-conversion")).toHaveText("100.0 %");
  await expect(page.getByRole("img", { name: /Funnel: Visits 1/ })).toBeVisible();
  // The source and landing page tables, and the sale credited to the article read before it.
  await expect(page.getByRole("link", { name: source })).toBeVisible();
  await expect(page.getByRole("link", { name: article })).toBeVisible();
  const articleRow = page.getByRole("row").filter({ hasText: article }).last();
  await expect(articleRow).not.toContainText("—"); // revenue credited

  // Desktop and phone: the page fits the phone's width (the tables scroll inside their cards).
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath("insights-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("img", { name: /Funnel: Visits 1/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("insights-390.png"), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Filters live in the URL: a source with no visits shows an empty funnel.
  await page.goto(`/admin/insights?source=nobody-${run}`);
  await expect(page.getByTestId("funnel-steps")).toContainText("Visits 0");
  await expect(page.getByTestId("funnel-steps")).toContainText("Paid 0");
});
