import { expect, type Page, test } from "./fixtures";
import { openSession, paidSession } from "./orders";

// "Done means" of issue 15: at 390 px, every public route fits the phone (no horizontal overflow)
// and throws no page or console error (the fixture fails the journey on one).
test.use({ viewport: { width: 390, height: 844 } });
test.setTimeout(180_000);

/** Scrolls to the bottom in screen-sized steps, so lazily loaded islands (forms, chat) render too. */
async function scrollThrough(page: Page) {
  for (let y = 0; ; y += 700) {
    const height = await page.evaluate((top) => {
      window.scrollTo(0, top);
      return document.documentElement.scrollHeight;
    }, y);
    if (y > height) break;
    await page.waitForTimeout(50);
  }
}

/** Elements reaching past the right edge of the phone, named for the failure message. */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width && document.body.scrollWidth <= width) return [];
    return [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`);
  });

test("every public route at 390 px: no horizontal overflow, no page or console error", async ({ page, request, browserErrors }) => {
  browserErrors.allow(/this-page-does-not-exist: Failed to load resource: .* 404/);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const fromSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(fromSitemap.length).toBeGreaterThan(20);
  const paid = await paidSession(request, "intimacy");
  const others = [
    "/checkout",
    "/checkout?discount=SAVE50",
    `/checkout/test-payment?session_id=${await openSession(request)}`,
    `/thank-you?session_id=${paid}`,
    "/thank-you",
    `/download?session_id=${paid}&product=intimacy`,
    "/download",
    "/gender-swaying-2024",
    "/auth",
    "/account",
    "/this-page-does-not-exist",
  ];
  const problems: string[] = [];
  for (const path of [...fromSitemap, ...others]) {
    await page.goto(path);
    await expect(page.locator("h1").first()).toBeVisible();
    await scrollThrough(page);
    const wide = await overflowing(page);
    if (wide.length) problems.push(`${path}: ${wide.join(", ")}`);
  }
  expect(problems).toEqual([]);
});
