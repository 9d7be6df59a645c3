import type { BrowserContext } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";

// The public developers' pages (docs/developers.md): /developers (static, no reference code) and
// /developers/reference (Swagger UI from our own bundle). Every request the browser makes must stay
// on this machine: the reference must not fetch a script, a stylesheet or a font from a CDN.

const widths = [390, 1280] as const;

/** Every URL the context's pages request, to check none leaves 127.0.0.1. */
function recordRequests(context: BrowserContext) {
  const urls: string[] = [];
  context.on("request", (request) => urls.push(request.url()));
  return {
    urls,
    offsite: () => urls.filter((url) => !/^(data|blob):/.test(url) && new URL(url).hostname !== "127.0.0.1"),
  };
}

/** The page is no wider than the window: nothing makes a phone scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

for (const width of widths) {
  test(`/developers at ${width} px: the guide's sections with anchors, and nothing from another host`, async ({ page, context }) => {
    const requests = recordRequests(context);
    await page.setViewportSize({ width, height: 900 });
    const response = await page.goto("/developers");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Developers");

    for (const [id, heading] of [
      ["getting-a-key", "Getting a key"],
      ["authentication", "Authentication"],
      ["pagination", "Pagination"],
      ["errors", "Errors"],
      ["rate-limits", "Rate limits"],
      ["webhooks", "Webhooks"],
      ["verifying-signatures", "Verifying webhook signatures"],
      ["curl-examples", "Examples with curl"],
    ] as const) {
      await expect(page.locator(`h2#${id}`)).toContainText(heading);
      await expect(page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: heading })).toHaveAttribute(
        "href",
        `#${id}`,
      );
    }
    // The curl examples name this store and each promised operation.
    const origin = new URL(page.url()).origin;
    for (const call of [
      "/api/v1/orders?",
      '/api/v1/orders/cm3k9x2ab0001"',
      "/api/v1/orders/cm3k9x2ab0001/refund",
      "/api/v1/products",
      "/api/v1/discounts",
    ])
      await expect(page.locator("pre", { hasText: `${origin}${call}` }).first()).toBeVisible();
    await expect(page.locator("pre", { hasText: 'import { Webhook } from "standardwebhooks"' })).toBeVisible();
    await expect(page.getByRole("link", { name: "/admin/api-keys" })).toHaveAttribute("href", "/admin/api-keys");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Developers" })).toHaveAttribute("href", "/developers");

    // An anchor link lands on its heading.
    await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Rate limits" }).click();
    await expect(page).toHaveURL(/#rate-limits$/);
    await expect(page.locator("h2#rate-limits")).toBeInViewport();

    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `test-results/developers-${width}.png`, fullPage: true });
    // The guide itself loads no reference code: Swagger UI is not on this page.
    expect(await page.locator(".swagger-ui").count()).toBe(0);
    expect(requests.offsite()).toEqual([]);
  });
}

for (const width of widths) {
  test(`/developers/reference at ${width} px: the document's operations, from this site only`, async ({ page, context, request }) => {
    const documentResponse = await request.get("/api/v1/openapi.json");
    expect(documentResponse.status()).toBe(200);
    const document = (await documentResponse.json()) as { openapi: string; paths: Record<string, Record<string, { summary?: string }>> };
    expect(document.openapi).toMatch(/^3\.1\./);
    const ordersPath = Object.keys(document.paths).find((path) => /\/orders$/.test(path));
    expect(ordersPath, "the document has GET …/orders").toBeTruthy();
    const listOrders = document.paths[ordersPath!]!.get!;

    const requests = recordRequests(context);
    await page.setViewportSize({ width, height: 900 });
    const response = await page.goto("/developers/reference");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("API reference");

    // Swagger UI rendered the document: the operation with its method, path and summary.
    const operation = page
      .locator(".swagger-ui .opblock-get")
      .filter({ has: page.locator(`[data-path="${ordersPath}"]`) })
      .first();
    await expect(operation).toBeVisible({ timeout: 20_000 });
    await expect(operation.locator(".opblock-summary-method")).toHaveText("GET");
    if (listOrders.summary) await expect(operation).toContainText(listOrders.summary);
    await expect(page.locator(".swagger-ui .opblock-post").first()).toBeVisible();
    // Opening it shows its parameters: the reference is interactive, not a picture.
    await operation.locator(".opblock-summary-control").click();
    await expect(operation.locator(".parameters-container, .opblock-description-wrapper").first()).toBeVisible();

    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `test-results/developers-reference-${width}.png`, fullPage: width === 1280 });
    expect(requests.urls.some((url) => url.endsWith("/api/v1/openapi.json"))).toBe(true);
    expect(requests.offsite()).toEqual([]);
  });
}

test("the reference says so when the document cannot be read", async ({ page, browserErrors }) => {
  browserErrors.allow(/Failed to load resource: the server responded with a status of 503/);
  await page.route("**/api/v1/openapi.json", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: '{"code":"SERVICE_UNAVAILABLE","message":"…"}' }),
  );
  await page.goto("/developers/reference");
  // (Next's route announcer is an alert too: pick ours by its text.)
  await expect(page.getByRole("alert").filter({ hasText: "could not be loaded: the server answered 503" })).toBeVisible();
  expect(await page.locator(".swagger-ui").count()).toBe(0);
});

test("the sitemap lists the developers' pages", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/developers</loc>");
  expect(sitemap).toContain("/developers/reference</loc>");
});
