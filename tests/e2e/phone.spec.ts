import { expect, type Page, test } from "./fixtures";
import { hydrated } from "./landing-helpers";
import { openSession, paidSession } from "./orders";

const phone = { width: 390, height: 844 };
test.use({ viewport: phone });

/** How far the page reaches past the viewport's right edge (0 when it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test("at 390 px the thank-you, download and test-payment pages fit the phone and wrap long labels", async ({ page, request }) => {
  const paid = await paidSession(request, "intimacy");
  await page.goto(`/thank-you?session_id=${paid}`);
  await expect(page.getByTestId("order-details")).toBeVisible();
  const download = page.getByRole("link", { name: /Download .* \(PDF\)/ }).first();
  await expect(download).toBeVisible();
  expect(await overflow(page)).toBe(0);
  expect((await download.boundingBox())!.width).toBeLessThanOrEqual(phone.width);

  await page.goto(`/download?session_id=${paid}&product=intimacy`);
  await expect(page.getByRole("link", { name: /Download .* \(PDF\)/ }).first()).toBeVisible();
  expect(await overflow(page)).toBe(0);
  // The footer spans the page, not a third of it.
  expect((await page.locator("footer").boundingBox())!.width).toBe(phone.width);

  await page.goto(`/checkout/test-payment?session_id=${await openSession(request, "intimacy")}`);
  const row = page.locator("dl > div").first();
  const [label, value] = [row.locator("dt"), row.locator("dd")];
  await expect(label).toHaveText("Product");
  const [l, v] = [(await label.boundingBox())!, (await value.boundingBox())!];
  expect(l.x + l.width).toBeLessThan(v.x); // the label does not run into its value
  expect(await overflow(page)).toBe(0);

  // The order summary's amounts stay on one line beside a long product name.
  await page.goto("/checkout?discount=SAVE50");
  const amounts = page.getByTestId("order-summary").locator("dd");
  await expect(amounts).toHaveCount(5);
  const lines = await amounts.evaluateAll((dds) =>
    dds.map((dd) => Math.round(dd.getBoundingClientRect().height / parseFloat(getComputedStyle(dd).lineHeight))),
  );
  expect(lines).toEqual([1, 1, 1, 1, 1]);
});

test("at 390 px the review stats stay inside their cards", async ({ page }) => {
  await page.goto("/");
  const values = page.getByTestId("trust-stats").locator("dd");
  await expect(values).toHaveCount(3);
  await expect(values.nth(1)).toHaveText("10,000+");
  for (const fits of await values.evaluateAll((dds) =>
    dds.map((dd) => {
      const card = dd.parentElement!.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(dd);
      const text = range.getBoundingClientRect();
      return text.left >= card.left && text.right <= card.right;
    }),
  )) {
    expect(fits).toBe(true);
  }
});

test("the urgency banner sits above the sticky navigation; neither covers the other", async ({ context }) => {
  for (const viewport of [phone, { width: 1280, height: 800 }]) {
    const page = await context.newPage();
    await page.setViewportSize(viewport);
    await page.clock.install();
    await page.goto("/");
    await hydrated(page);
    await page.clock.fastForward(31_000);
    const banner = page.getByTestId("urgency-banner");
    await expect(banner).toBeVisible();
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const nav = page.locator("header").first();
    const [b, n] = [(await banner.boundingBox())!, (await nav.boundingBox())!];
    expect(n.y, `${viewport.width}px: the nav starts below the banner`).toBeGreaterThanOrEqual(b.y + b.height - 1);
    // What a tap at the nav's call to action reaches is the call to action itself.
    const cta = nav.getByRole("link", { name: viewport.width < 640 ? "Get the Guide" : "Get Instant Access to the Complete Guide" });
    const box = (await cta.boundingBox())!;
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest("a")?.getAttribute("href"), {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    });
    expect(hit).toBe("/checkout");
    await banner.getByRole("button", { name: "Dismiss offer banner" }).click();
    await expect(banner).toBeHidden();
    await expect.poll(async () => (await nav.boundingBox())!.y).toBe(0); // back to the top once dismissed
  }
});

/** The section's top is just below the sticky nav: the jump landed on it, not where its estimate was. */
async function expectAtTop(page: Page, selector: string) {
  await expect.poll(async () => Math.round((await page.locator(selector).boundingBox())!.y)).toBeGreaterThanOrEqual(0);
  await expect.poll(async () => Math.round((await page.locator(selector).boundingBox())!.y)).toBeLessThan(120);
}

test("at 1280 px the nav's anchors land on their sections", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await hydrated(page);
  for (const name of ["Pricing", "Reviews", "Features"]) {
    await page.locator("header").getByRole("link", { name, exact: true }).click();
    await expectAtTop(page, `#${name.toLowerCase()}`);
  }
});

test("below 768 px a Menu opens the navigation: focus stays inside, Escape closes, the links work as anchors", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("header").getByRole("link", { name: "Pricing" })).toBeHidden();
  const menu = page.getByRole("button", { name: "Menu" });
  await menu.click();
  const dialog = page.getByRole("dialog", { name: "Menu" });
  await expect(dialog).toBeVisible();
  for (const name of ["Features", "Reviews", "Pricing", "Blog", "Compliance"]) {
    await expect(dialog.getByRole("link", { name, exact: true })).toBeVisible();
  }
  // Focus trap: tabbing through more stops than the dialog has never leaves it.
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(menu).toBeFocused();

  await menu.click();
  await dialog.getByRole("link", { name: "Pricing" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/#pricing$/);
  await expectAtTop(page, "#pricing");

  await menu.click();
  await dialog.getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
});
