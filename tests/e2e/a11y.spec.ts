import { createRequire } from "node:module";
import type { BrowserContext, Page } from "@playwright/test";
import { adminSections } from "../../src/components/admin/admin-nav";
import { expect, test } from "./fixtures";
import { buyer, openSession, paidSession } from "./orders";

// axe-core (WCAG 2.2 A and AA) on every storefront route and every admin page, in both themes,
// and in the open states: checkout errors, the exit popup and its error toast, the chat, the
// menus, the refund dialog with its error, the chart's tooltip. Any serious or critical finding
// fails. One page per route: one article stands for the blog's articles.

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const tags = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"];
const themes = ["dark", "light"] as const;
type Theme = (typeof themes)[number];

test.use({ bypassCSP: true });
test.setTimeout(300_000);

/** The serious and critical findings on the page as it is now, one line each. */
async function findings(page: Page, label: string): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: axePath });
  const lines = await page.evaluate(async (runOnly) => {
    type Result = { violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<Result> } }).axe;
    const { violations } = await axe.run(document, { runOnly: { type: "tag", values: runOnly } });
    return violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  }, tags);
  return lines.map((line) => `${label}: ${line}`);
}

/** Opens every page of the context in `theme` (the stored choice the theme toggle writes). */
async function useTheme(context: BrowserContext, theme: Theme) {
  await context.addInitScript((value) => localStorage.setItem("fertility-ui-theme", value), theme);
}

async function expectTheme(page: Page, theme: Theme) {
  await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
}

/** A completed order of the fertility guide for `email` (paid on the test-payment route, then delivered). */
async function completedOrder(page: Page, email: string) {
  const res = await page.request.post("/api/trpc/checkout.createSession", { data: { json: { ...buyer(email), product: "fertility" } } });
  expect(res.ok()).toBe(true);
  const sessionId = (await res.json()).result.data.json.sessionId as string;
  const paid = await page.request.post("/api/test-payment", { form: { session_id: sessionId, action: "pay" }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  await page.goto(`/download?session_id=${sessionId}`);
}

async function leaveThroughTop(page: Page) {
  await page.evaluate(() =>
    document.documentElement.dispatchEvent(new MouseEvent("mouseout", { bubbles: true, clientX: 400, clientY: 0, relatedTarget: null })),
  );
}

for (const theme of themes) {
  test(`every storefront route, ${theme} theme: no serious or critical axe finding`, async ({ page, context, request, browserErrors }) => {
    browserErrors.allow(/this-page-does-not-exist: Failed to load resource: .* 404/);
    await useTheme(context, theme);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const articles = listed.filter((path) => path.startsWith("/blog/"));
    expect(articles.length).toBeGreaterThan(0);
    const paid = await paidSession(request, "intimacy");
    const routes = [
      ...listed.filter((path) => !path.startsWith("/blog/")),
      articles[0]!,
      "/blog/intimacy-gap-guide",
      "/checkout",
      `/checkout/test-payment?session_id=${await openSession(request)}`,
      `/thank-you?session_id=${paid}`,
      `/download?session_id=${paid}&product=intimacy`,
      "/library",
      "/auth",
      "/auth/reset",
      "/account",
      "/this-page-does-not-exist",
    ];
    const problems: string[] = [];
    for (const path of new Set(routes)) {
      await page.goto(path);
      await expect(page.locator("main").first()).toBeVisible();
      if (path === "/developers/reference") await expect(page.locator(".swagger-ui .opblock").first()).toBeVisible();
      if ((await page.locator("main#main").count()) !== 1) problems.push(`${path}: no <main id="main"> for the skip link`);
      problems.push(...(await findings(page, path)));
    }
    await expectTheme(page, theme);
    expect(problems).toEqual([]);
  });

  test(`storefront open states, ${theme} theme: checkout errors, exit popup and its error toast, chat, menu`, async ({ page, context }) => {
    await useTheme(context, theme);
    const problems: string[] = [];

    await page.goto("/checkout");
    await page
      .getByRole("button", { name: /Complete Purchase/ })
      .first()
      .click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    problems.push(...(await findings(page, "checkout errors")));

    await page.clock.install();
    await page.goto("/checkout");
    await page.waitForLoadState("networkidle");
    await page.clock.fastForward(2_500);
    await leaveThroughTop(page);
    const popup = page.getByTestId("exit-intent-popup");
    await expect(popup).toBeVisible();
    problems.push(...(await findings(page, "exit popup")));
    await popup.getByLabel("Email address").fill("not-an-address");
    await popup.getByRole("button", { name: "Send Me the Free Checklist" }).click();
    await expect(page.locator('[data-sonner-toast][data-type="error"]')).toBeVisible();
    await page.waitForTimeout(600); // the toast's entrance transition
    problems.push(...(await findings(page, "error toast")));

    await page.goto("/");
    await page.getByTestId("chat-button").click();
    await expect(page.getByTestId("chat-panel")).toBeVisible();
    problems.push(...(await findings(page, "chat")));

    // The API reference with an operation open, then its "Authorize" dialog.
    await page.goto("/developers/reference");
    await page.locator(".swagger-ui .opblock-summary-control").first().click();
    await expect(page.locator(".swagger-ui .opblock-body").first()).toBeVisible();
    problems.push(...(await findings(page, "reference operation")));
    await page.locator(".swagger-ui .btn.authorize").first().click();
    await expect(page.locator(".swagger-ui .modal-ux")).toBeVisible();
    problems.push(...(await findings(page, "reference authorize dialog")));

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByTestId("mobile-menu-button").click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    problems.push(...(await findings(page, "storefront menu")));

    await expectTheme(page, theme);
    expect(problems).toEqual([]);
  });

  test(`every admin page and its open states, ${theme} theme: no serious or critical axe finding`, async ({
    page,
    context,
    signedInAs,
  }) => {
    await useTheme(context, theme);
    const email = `a11y-${theme}-${Date.now()}@buyers.shop`;
    await completedOrder(page, email);
    await signedInAs("admin");
    await page.setViewportSize({ width: 1280, height: 900 });
    const problems: string[] = [];

    // Every section of the navigation (a section added later is covered by itself), and the pages under them.
    await page.goto(`/admin?email=${encodeURIComponent(email)}`);
    const orderHref = await page.getByTestId("order-link").first().getAttribute("href");
    const pages = [
      ...adminSections.map((s) => s.href),
      orderHref!,
      `/admin/customers?email=${encodeURIComponent(email)}`,
      "/admin/products/fertility/editions",
    ];
    for (const path of pages) {
      await page.goto(path);
      await expect(page.locator("h1").first()).toBeVisible();
      await page.waitForLoadState("load");
      await expect(page.getByText(/^Loading/)).toHaveCount(0); // the lists' loading lines
      problems.push(...(await findings(page, path)));
    }

    // The chart's tooltip over today's bar.
    await page.goto("/admin");
    const bar = page.locator(".recharts-bar-rectangle").last();
    await expect(bar).toBeVisible();
    await bar.hover();
    await expect(page.locator(".recharts-tooltip-wrapper")).toContainText("orders");
    problems.push(...(await findings(page, "chart tooltip")));

    // An error line in the page (a reversed date range in the URL).
    await page.goto("/admin?from=2026-05-02&to=2026-05-01");
    await expect(page.getByRole("alert").filter({ hasText: "The start date is after the end date" })).toBeVisible();
    problems.push(...(await findings(page, "orders filter error")));

    // The refund dialog, then its error line (more than was paid).
    await page.goto(`/admin?email=${encodeURIComponent(email)}`);
    await page.getByTestId("order-row").filter({ hasText: email }).getByRole("button", { name: "Refund…" }).click();
    const dialog = page.getByTestId("refund-dialog");
    await expect(dialog).toBeVisible();
    problems.push(...(await findings(page, "refund dialog")));
    await dialog.getByLabel("Part of it").check();
    await dialog.getByLabel(/Amount to refund/).fill("999");
    await dialog.getByRole("button", { name: "Review refund" }).click();
    await expect(dialog.getByRole("alert")).toBeVisible();
    problems.push(...(await findings(page, "refund dialog error")));
    await page.keyboard.press("Escape");

    // The phone's menu.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin");
    await page.getByTestId("admin-menu-button").click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    problems.push(...(await findings(page, "admin menu")));

    await expectTheme(page, theme);
    expect(problems).toEqual([]);
  });
}
