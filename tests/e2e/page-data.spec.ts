import { expect, test } from "./fixtures";
import { paidSession } from "./orders";

/** Records what the page sends through gtag (analytics is a no-op without GA; this stands in for the tag). */
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    const sent: unknown[] = [];
    Object.assign(window, { __sent: sent, gtag: (_command: string, name: string, params: unknown) => sent.push({ name, params }) });
  });
});

const pageViews = (page: import("@playwright/test").Page) =>
  page.evaluate(() =>
    ((window as unknown as { __sent: { name: string; params: { page_category: string } }[] }).__sent ?? [])
      .filter((e) => e.name === "page_category_view")
      .map((e) => e.params.page_category),
  );

test("the checkout and thank-you pages send the checkout and conversion page views (docs/product.md#analytics)", async ({
  page,
  request,
}) => {
  await page.goto("/checkout");
  await expect.poll(() => pageViews(page)).toEqual(["checkout"]);
  await page.goto(`/thank-you?session_id=${await paidSession(request)}`);
  await expect(page.getByTestId("order-details")).toBeVisible();
  await expect.poll(() => pageViews(page)).toEqual(["conversion"]);
});

test("/ carries the store as Organization and the guide as a Product with the price the page shows", async ({ page }) => {
  await page.goto("/");
  const data = await page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((el) => JSON.parse(el.textContent!)));
  expect(data.find((d) => d["@type"] === "Organization")).toMatchObject({
    "@context": "https://schema.org",
    name: "Natural Fertility Guides",
  });
  const product = data.find((d) => d["@type"] === "Product");
  expect(product).toMatchObject({
    name: "The Science of Natural Fertility & Gender Selection",
    offers: { "@type": "Offer", price: "97", priceCurrency: "USD", availability: "https://schema.org/InStock" },
  });
  await expect(page.getByTestId("landing-price")).toContainText("$97");
});

test("the intimacy-gap article shows the server's price for the visitor's region, in its Product data too", async ({ browser }) => {
  for (const [header, price, currency] of [
    [undefined, "$37.00", "USD"],
    ["GB", "£29.00", "GBP"],
    ["AU", "A$39.00", "AUD"],
  ] as const) {
    const context = await browser.newContext(header ? { extraHTTPHeaders: { "cf-ipcountry": header } } : {});
    const page = await context.newPage();
    await page.goto("/blog/intimacy-gap-guide");
    await expect(page.getByTestId("article-price")).toContainText(price);
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) => els.map((el) => JSON.parse(el.textContent!)));
    expect(data.find((d) => d["@type"] === "Product")?.offers).toMatchObject({ price: price.replace(/^\D+/, ""), priceCurrency: currency });
    await expect(page.getByRole("link", { name: "Get Your Guide Now" })).toHaveAttribute("href", /^\/checkout/);
    await context.close();
  }
});
