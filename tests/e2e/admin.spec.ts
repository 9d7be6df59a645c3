import { expect, test } from "./fixtures";

// The admin dashboard (issue 12): live orders, settings shown on `/`, granting the role.

test("a purchase made in another browser appears in the admin's orders table without reload", async ({
  page,
  browser,
  signedInAs,
  buyGuide,
}) => {
  await signedInAs("admin");
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
  await expect(page.getByTestId("live-status")).toHaveAttribute("data-state", "live");
  await expect(page.getByRole("heading", { name: "Last 30 days" })).toBeVisible();

  const buyer = await browser.newContext();
  const buyerErrors: string[] = [];
  buyer.on("page", (p) => p.on("pageerror", (e) => buyerErrors.push(e.message)));
  const { email } = await buyGuide({ page: await buyer.newPage() });
  await buyer.close();
  expect(buyerErrors).toEqual([]);

  const row = page.getByTestId("order-row").filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row).toContainText("completed");
  await expect(row).toContainText("$47.00");
  await expect(row).toContainText(/[A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2}/);

  // The dashboard's HTML itself carries the figures and the orders (read on the server), not empty cards.
  const html = await (await page.request.get("/admin")).text();
  expect(html).toContain(email);
  expect(html).toMatch(/data-testid="completed-count"[^>]*>\d+</);

  // Reset its downloads: a toast, and the audit trail says who did it.
  await row.getByRole("button", { name: "Reset downloads" }).click();
  await expect(page.getByText(/Download count reset/)).toBeVisible();
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Audit" }).click();
  await expect(page.getByTestId("audit-row").first()).toContainText("reset the download count of order");
});

test("a changed hero description shows on / at the next request", async ({ page, signedInAs }) => {
  await signedInAs("admin");
  await page.goto("/");
  await expect(page.locator("#main")).toBeVisible();
  const text = `Fresh hero copy ${Date.now()}: evidence-based and kind.`;

  await page.goto("/admin/settings");
  const hero = page.getByLabel("Hero description");
  await expect(hero).not.toHaveValue("");
  const original = await hero.inputValue();
  await hero.fill(text);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved successfully!")).toBeVisible();

  let visits = 0;
  await expect
    .poll(
      async () => {
        visits++;
        const html = await (await page.request.get("/")).text();
        return html.includes(text);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  expect(visits).toBe(1); // the very next request

  // Put the seed copy back for the journeys that follow.
  await hero.fill(original);
  const restored = page.waitForResponse((r) => r.url().includes("settings.update") && r.ok());
  await page.getByRole("button", { name: "Save settings" }).click();
  await restored;
});

test("an admin grants the role to a second account, which can then open /admin; a non-admin is refused", async ({
  page,
  browser,
  signedInAs,
  browserErrors,
}) => {
  // The refused page answers 403, the unknown account's grant 404 (the browser logs both).
  browserErrors.allow(/status of 40[34]/);
  const other = await browser.newContext();
  const second = await signedInAs("member", { context: other });
  const otherPage = await other.newPage();
  expect((await otherPage.goto("/admin"))?.status()).toBe(403);

  await signedInAs("admin");
  await page.goto("/admin/settings");
  const card = page.getByRole("form", { name: "Grant admin role" });
  await card.getByRole("button", { name: "Grant admin role" }).click();
  await expect(page.getByText("Please enter an email address")).toBeVisible();
  await card.getByLabel("Email address").fill("nobody-here@buyers.shop");
  await card.getByRole("button", { name: "Grant admin role" }).click();
  await expect(page.getByText("User with this email address not found. They must create an account first.")).toBeVisible();
  await card.getByLabel("Email address").fill(second);
  await card.getByRole("button", { name: "Grant admin role" }).click();
  await expect(page.getByText(`Admin role granted to ${second}`)).toBeVisible();

  expect((await otherPage.goto("/admin"))?.status()).toBe(200);
  await expect(otherPage.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
  await other.close();
});

test("settings: the display prices are labelled as marketing copy, with what checkout charges per region beside them", async ({
  page,
  signedInAs,
}) => {
  await signedInAs("admin");
  await page.goto("/admin/settings");
  const single = page.getByLabel(/^Single guide display price, marketing copy only/);
  await expect(single).toBeVisible();
  await expect(single).toHaveAccessibleDescription("Checkout charges (set by the prices, not here): US $47.00 · UK £37.00 · AU A$49.00");
  await expect(page.getByLabel(/^Bundle display price, marketing copy only/)).toHaveAccessibleDescription(
    /^Checkout charges \(set by the prices, not here\): US \$135\.00/,
  );
});

test("the admin keeps its wide layout after a visit to the store and back (the sheets' cascade)", async ({ page, signedInAs }) => {
  await signedInAs("admin");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/admin");
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav).toBeVisible();
  // Hydrated (the live feed connects from the browser): a click before that can be lost.
  await expect(page.getByTestId("live-status")).toHaveAttribute("data-state", "live");
  // To the store by its link (the store's stylesheet joins the admin's in the page), then back.
  await page.getByRole("link", { name: "Back to site" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Orders");
  // The admin's document has no storefront sheet, so the store's page links it (src/components/storefront-sheet.tsx):
  // styled, its header shows the full nav at this width and no phone menu.
  await expect(page.locator('link[rel="stylesheet"][href^="/sheets/storefront-"]')).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Blog" }).first()).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
  // The store's sheet comes after the admin's now; the admin's still decides: the full nav, no phone menu.
  await expect(nav).toBeVisible();
  await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
});
