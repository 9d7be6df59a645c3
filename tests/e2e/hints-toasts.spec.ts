import { expect, test } from "./fixtures";
import { hydrated, pauseClock } from "./landing-helpers";

test("trust-badge tooltips open after 700 ms, the next one at once within the 300 ms skip delay (docs/product.md#widgets)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.clock.install();
  await page.goto("/");
  await hydrated(page);
  const triggers = page.getByTestId("trust-badge-hint");
  const tooltip = page.getByRole("tooltip");
  await page.getByText("Buy with confidence").hover(); // into the badges' row: fetches the tooltip code
  await expect(triggers.first()).toHaveAttribute("data-state", "closed"); // Radix has taken over the badges

  await pauseClock(page);
  await triggers.first().hover();
  await page.clock.runFor(650);
  await expect(tooltip).toHaveCount(0);
  await page.clock.runFor(100);
  await expect(tooltip).toContainText("encrypted (HTTPS) connection");

  // Straight on to another badge (the pointer travels there): it opens without a new 700 ms wait.
  const next = (await triggers.nth(2).boundingBox())!;
  await page.mouse.move(next.x + next.width / 2, next.y + next.height / 2, { steps: 10 });
  await page.clock.runFor(50);
  await expect(tooltip).toContainText("we never see or store your card number");
});

test("the theme toggle's tooltip opens on keyboard focus and says what a click does", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/blog");
  const toggle = page.getByTestId("theme-toggle");
  await toggle.focus();
  await expect(toggle).toBeFocused(); // still focused after the tooltip code took over
  await expect(page.getByRole("tooltip")).toHaveText("Dark theme. Click for light.");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("tooltip")).toHaveCount(0);
});

test("toasts follow the site's theme, dark by default, light after the toggle", async ({ page }) => {
  await page.goto("/checkout");
  await page
    .getByRole("button", { name: /Complete Purchase/ })
    .first()
    .click();
  const toaster = page.locator("[data-sonner-toaster]");
  await expect(page.getByText("Please fill in all required fields").first()).toBeVisible();
  await expect(toaster).toHaveAttribute("data-sonner-theme", "dark");
  await page.getByTestId("theme-toggle").click();
  await expect(toaster).toHaveAttribute("data-sonner-theme", "light");
});
