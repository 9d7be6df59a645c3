import { adminSections } from "../../src/components/admin/admin-nav";
import { expect, type Page, test } from "./fixtures";
import { buyer } from "./orders";

// Keyboard and small screens (docs/product.md#keyboard-and-small-screens), at 390 and 1280 px:
// the skip link, the admin's compact header and its menu, the order page's heading clear of the
// sticky header, the search first on /admin, focus after the exit popup, the popup left alone
// once the checkout form is started, and Escape closing the chat. Screenshots in test-results/.

const widths = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 900 } },
] as const;

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/keyboard-${name}.png` });

async function leaveThroughTop(page: Page) {
  await page.evaluate(() =>
    document.documentElement.dispatchEvent(new MouseEvent("mouseout", { bubbles: true, clientX: 400, clientY: 0, relatedTarget: null })),
  );
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

/** The skip link is the first Tab stop, shows when focused, and moves focus to the main landmark: the next Tab lands inside it. */
async function expectSkipLink(page: Page, name: string) {
  await page.keyboard.press("Tab");
  const link = page.getByRole("link", { name: "Skip to content" });
  await expect(link).toBeFocused();
  const box = (await link.boundingBox())!;
  expect(box.width, "visible when focused, not a 1 px screen-reader box").toBeGreaterThan(60);
  expect(box.y).toBeGreaterThanOrEqual(0);
  await shot(page, `${name}-skip-link`);
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main#main")))).toBe(true);
}

for (const { name, viewport } of widths) {
  test.describe(`${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test("storefront and admin: Skip to content is the first Tab stop and jumps to the main landmark", async ({ page, signedInAs }) => {
      await page.goto("/");
      await expectSkipLink(page, `${name}-storefront`);
      await signedInAs("admin");
      await page.goto("/admin");
      await expectSkipLink(page, `${name}-admin`);
    });

    test("admin header: compact with a Menu on a phone, every section in view on a desktop", async ({ page, signedInAs }) => {
      await signedInAs("admin");
      await page.goto("/admin");
      const header = page.getByTestId("admin-header");
      const menuButton = page.getByTestId("admin-menu-button");
      await shot(page, `${name}-admin-header`);
      if (viewport.width < 1024) {
        expect((await header.boundingBox())!.height, "one row").toBeLessThanOrEqual(64);
        await expect(header.getByRole("navigation", { name: "Admin" })).toBeHidden();
        await menuButton.click();
        const menu = page.getByRole("dialog", { name: "Menu" });
        for (const section of adminSections) await expect(menu.getByRole("link", { name: section.label, exact: true })).toBeInViewport();
        await expect(menu.getByRole("link", { name: "Orders", exact: true })).toHaveAttribute("aria-current", "page");
        await expect(menu.getByRole("link", { name: "Back to site" })).toBeVisible();
        await expect(menu.getByRole("button", { name: "Sign out" })).toBeVisible();
        await shot(page, `${name}-admin-menu-open`);
        await page.keyboard.press("Escape");
        await expect(menu).toBeHidden();
        await expect(menuButton).toBeFocused();
        const last = adminSections[adminSections.length - 1]!;
        await menuButton.click();
        await menu.getByRole("link", { name: last.label, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${last.href}$`));
        await expect(menu).toBeHidden();
      } else {
        await expect(menuButton).toBeHidden();
        const nav = header.getByRole("navigation", { name: "Admin" });
        for (const section of adminSections) {
          const link = nav.getByRole("link", { name: section.label, exact: true });
          await expect(link).toBeVisible();
          const box = (await link.boundingBox())!;
          expect(box.x + box.width, `${section.label} is not cut off`).toBeLessThanOrEqual(viewport.width);
        }
        await expect(header.getByRole("button", { name: "Sign out" })).toBeVisible();
      }
    });

    test("/admin puts the search first; an order opened from far down shows its heading below the sticky header", async ({
      page,
      signedInAs,
    }) => {
      const email = `keyboard-${name}-${Date.now()}@buyers.shop`;
      await completedOrder(page, email);
      await signedInAs("admin");
      await page.goto("/admin");
      const search = page.getByTestId("order-filters");
      const figures = page.getByRole("region", { name: "Revenue" });
      await expect(figures.getByTestId("completed-count")).not.toHaveText("…");
      expect((await search.boundingBox())!.y).toBeLessThan((await figures.boundingBox())!.y);
      await expect(search.getByRole("searchbox")).toBeInViewport();
      await shot(page, `${name}-admin`);

      // Far down the page: the order in the list, under the figures and the chart.
      const order = page.getByTestId(viewport.width < 768 ? "order-card" : "order-row").filter({ hasText: email });
      const link = order.getByTestId("order-link").first();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await link.click();
      await expect(page).toHaveURL(/\/admin\/orders\//);
      const heading = page.getByRole("heading", { level: 1, name: "Order" });
      await expect(heading).toBeInViewport();
      await page.waitForTimeout(300); // the router's scroll
      const headerBottom = (await page.getByTestId("admin-header").boundingBox())!;
      expect((await heading.boundingBox())!.y, "the heading starts below the header").toBeGreaterThanOrEqual(
        headerBottom.y + headerBottom.height - 1,
      );
      await shot(page, `${name}-order`);

      // A search shows its results right under the form, above the figures.
      await page.goto(`/admin?email=${encodeURIComponent(email)}`);
      await expect(order).toBeVisible();
      expect((await order.boundingBox())!.y).toBeLessThan((await figures.boundingBox())!.y);
    });

    test("exit popup: closing returns focus to where it was; once the checkout form is started it stays closed", async ({ page }) => {
      await page.clock.install();
      await page.goto("/checkout");
      await page.waitForLoadState("networkidle");
      const popup = page.getByTestId("exit-intent-popup");
      const field = page.getByLabel("First name");
      await field.focus();
      await page.clock.fastForward(2_500);
      await leaveThroughTop(page);
      await expect(popup).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(popup).toHaveCount(0);
      await expect(field).toBeFocused();

      await page.getByLabel("City").focus();
      await page.clock.fastForward(2_500);
      await leaveThroughTop(page);
      await expect(popup).toBeVisible();
      await popup.getByRole("button", { name: "Close" }).click();
      await expect(popup).toHaveCount(0);
      await expect(page.getByLabel("City")).toBeFocused();

      // A fresh window (a new page visit with an empty count): typing into the form keeps the popup away.
      await page.evaluate(() => localStorage.removeItem("exitIntentData"));
      await page.goto("/checkout");
      await page.waitForLoadState("networkidle");
      await page.getByLabel("Email").first().pressSequentially("ana@", { delay: 20 });
      await page.clock.fastForward(2_500);
      await leaveThroughTop(page);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(500);
      await expect(popup).toHaveCount(0);
    });

    test("the chat closes with Escape and gives focus back to its button", async ({ page }) => {
      await page.goto("/");
      const button = page.getByTestId("chat-button");
      await button.click();
      const panel = page.getByTestId("chat-panel");
      await expect(panel).toBeVisible();
      await expect(panel.getByLabel("Type your message")).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(page.getByTestId("chat-button")).toBeFocused();
    });
  });
}
