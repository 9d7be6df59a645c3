import { expect, test } from "./fixtures";
import { specArticleSlugs as articleSlugs } from "../spec/article-slugs";

// Content routes (docs/product.md#pages) owned by the blog/SEO work, with the h1 each must show.
const routes: { path: string; h1: RegExp }[] = [
  { path: "/blog", h1: /Fertility & Gender Selection Blog/ },
  { path: "/terms", h1: /Terms of Service/ },
  { path: "/privacy", h1: /Privacy Policy/ },
  { path: "/compliance", h1: /Legal Compliance/ },
  { path: "/natural-fertility-methods-pdf", h1: /Natural Fertility Methods/ },
  { path: "/gender-swaying-2024", h1: /Gender Swaying/ },
  { path: "/gender-swaying-2025", h1: /Gender Swaying/ },
  { path: "/digital-fertility-guide", h1: /Digital Fertility Guide/ },
  { path: "/baby-gender-selection-home", h1: /Baby Gender Selection at Home/ },
];

test("every content route answers 200 with its heading", async ({ page }) => {
  for (const route of routes) {
    const response = await page.goto(route.path);
    expect(response?.status(), route.path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }), route.path).toHaveText(route.h1);
  }
});

test("every article answers 200 with its title, the CTA card, the FAQ and the disclaimer", async ({ page }) => {
  for (const slug of articleSlugs) {
    const response = await page.goto(`/blog/${slug}`);
    expect(response?.status(), slug).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }), slug).toBeVisible();
    await expect(page.getByTestId("cta-card"), slug).toBeVisible();
    await expect(page.getByTestId("blog-faq"), slug).toBeVisible();
    await expect(page.getByTestId("educational-disclaimer"), slug).toBeVisible();
  }
});

test("an unknown article slug is a 404", async ({ page, browserErrors }) => {
  browserErrors.allow(/no-such-article: Failed to load resource: .* 404/);
  const response = await page.goto("/blog/no-such-article");
  expect(response?.status()).toBe(404);
});

test("the blog index features one article, links the cards, and sends Subscribe to /#newsletter", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByText("Featured", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Subscribe" })).toHaveAttribute("href", "/#newsletter");
  await page.getByRole("link", { name: /Understanding the Intimacy Gap/ }).click();
  await expect(page).toHaveURL(/\/blog\/intimacy-gap-guide$/);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Blog");
});

test("old spellings redirect permanently to the canonical URL", async ({ page, request }) => {
  const direct = await request.get("/gender-swaying", { maxRedirects: 0 });
  expect(direct.status()).toBe(308);
  expect(direct.headers()["location"]).toBe("/gender-swaying-2025");

  await page.goto("/blog/natural-fertility-methods");
  await expect(page).toHaveURL(/\/blog\/natural-fertility-methods-2025$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the blog FAQ keeps at most one item open and toggles closed", async ({ page }) => {
  await page.goto("/blog/gender-selection-at-home");
  const faq = page.getByTestId("blog-faq");
  const triggers = faq.getByRole("button");
  await expect(triggers).toHaveCount(5);
  const expanded = faq.locator('button[aria-expanded="true"]');
  await expect(expanded).toHaveCount(0);

  await triggers.nth(0).click();
  await expect(triggers.nth(0)).toHaveAttribute("aria-expanded", "true");
  await expect(faq.getByText(/usually defined as not conceiving after 12 months/)).toBeVisible();

  await triggers.nth(2).click();
  await expect(triggers.nth(2)).toHaveAttribute("aria-expanded", "true");
  await expect(triggers.nth(0)).toHaveAttribute("aria-expanded", "false");
  await expect(expanded).toHaveCount(1);

  await triggers.nth(2).click();
  await expect(expanded).toHaveCount(0);
});

test("an article's JSON-LD parses and includes an Article", async ({ page }) => {
  await page.goto("/blog/boost-fertility-naturally-strategies");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.map((text) => JSON.parse(text) as { "@type": string; headline?: string });
  const article = data.find((d) => d["@type"] === "Article");
  expect(article?.headline).toBe("How to Boost Fertility Naturally: 10 Doctor-Recommended Strategies");
  expect(data.map((d) => d["@type"])).toEqual(expect.arrayContaining(["BreadcrumbList", "FAQPage"]));
});

test("product pages show structured-data prices (docs/product.md#seo) and link to checkout", async ({ page }) => {
  const offerPrice = async () => {
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const product = blocks
      .map((t) => JSON.parse(t) as { "@type": string; offers?: { price: string; priceCurrency: string } })
      .find((d) => d["@type"] === "Product");
    return product?.offers;
  };
  await page.goto("/digital-fertility-guide");
  expect(await offerPrice()).toMatchObject({ price: "29", priceCurrency: "USD" });
  await expect(page.getByTestId("price-box").first()).toContainText("$29"); // the visible price matches
  await expect(page.getByRole("link", { name: "Download Digital Guide Now" }).first()).toHaveAttribute(
    "href",
    "/checkout?product=fertility",
  );
  await page.goto("/baby-gender-selection-home");
  expect(await offerPrice()).toMatchObject({ price: "97", priceCurrency: "USD" });
});

test("a regional article shows its price and checks out for its country", async ({ page }) => {
  await page.goto("/blog/natural-fertility-methods-2025-uk");
  await expect(page.getByTestId("regional-offer")).toContainText("£59");
  await expect(page.getByTestId("regional-offer").getByRole("link")).toHaveAttribute("href", "/checkout?product=fertility&country=UK");
});

test("sitemap lists every article and robots keeps private paths out", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const slug of articleSlugs) expect(sitemap).toContain(`/blog/${slug}</loc>`);
  const robots = await (await request.get("/robots.txt")).text();
  for (const path of ["/admin", "/api", "/checkout/test-payment", "/download"]) {
    expect(robots).toContain(`Disallow: ${path}`);
  }
});

test("pages carry a canonical URL and an Open Graph image", async ({ page }) => {
  for (const [path, canonical] of [
    ["/terms", "/terms"],
    ["/gender-swaying-2024", "/gender-swaying-2025"],
    ["/blog/intimacy-gap-guide", "/blog/intimacy-gap-guide"],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute("href", new RegExp(`${canonical}$`));
    const image = await page.locator('meta[property="og:image"]').first().getAttribute("content");
    expect(image, path).toMatch(/opengraph-image/);
    const response = await page.request.get(new URL(image!).pathname);
    expect(response.headers()["content-type"], path).toBe("image/png");
  }
});
