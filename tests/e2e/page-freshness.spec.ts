// The static public pages after an owner's edit (docs/architecture.md#page-caching): each page is
// served from the cache, and the admin's change expires the cache tags of what it changed, so the
// very next request, one navigation and no waiting, shows the new value. Each journey loads the
// page first (so an old copy is cached), edits, loads it once more, and puts the values back.
import { e2eQuery } from "./database";
import { expect, test, type Page } from "./fixtures";

/** One navigation; the page must already say it (no reload loop, a short wait for the DOM only). */
async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
}
const quick = { timeout: 2_000 };

async function saveSettings(page: Page, values: Record<string, string>) {
  await page.goto("/admin/settings");
  for (const [label, value] of Object.entries(values)) {
    const field = page.getByLabel(label, { exact: false });
    await expect(field).not.toHaveValue("");
    await field.fill(value);
  }
  const saved = page.waitForResponse((r) => r.url().includes("settings.update") && r.ok());
  await page.getByRole("button", { name: "Save settings" }).click();
  await saved;
  await expect(page.getByText("Settings saved successfully!")).toBeVisible();
}

test("the guide's title and display price the admin saves show on / at the next request", async ({ page, signedInAs }) => {
  await signedInAs("admin");
  await visit(page, "/");
  const price = page.getByTestId("landing-price");
  await expect(price).toContainText("$97");

  await page.goto("/admin/settings");
  const titleField = page.getByLabel("Single guide title");
  const priceField = page.getByLabel(/^Single guide display price/);
  await expect(titleField).not.toHaveValue("");
  const original = { title: await titleField.inputValue(), price: await priceField.inputValue() };
  const title = `Fresh Title ${Date.now()}`;
  try {
    await saveSettings(page, { "Single guide title": title, "Single guide display price": "83.5" });

    await visit(page, "/");
    await expect(page.locator('[data-section="hero"] h1')).toContainText(title, quick);
    await expect(price).toContainText("$83.5", quick);
    await expect(page.locator('[data-section="pricing"]')).toContainText(title, quick);
  } finally {
    await saveSettings(page, { "Single guide title": original.title, "Single guide display price": original.price });
  }
  await visit(page, "/");
  await expect(page.getByTestId("landing-price")).toContainText("$97", quick);
  await expect(page.locator('[data-section="hero"] h1')).toContainText(original.title, quick);
});

/** The total the prerendered checkout page for the intimacy guide was rendered with (its HTML, before the browser asks for any price). */
async function checkoutTotal(page: Page) {
  const response = await page.request.get("/checkout?product=intimacy");
  expect(response.headers()["x-nextjs-cache"]).toMatch(/^(HIT|STALE|MISS)$/);
  return (await response.text()).match(/data-testid="order-total"[^>]*>([^<]+)</)?.[1];
}

test("a tax rate the admin adds shows in the intimacy guide's price on /, its article and /checkout at the next request, and goes again", async ({
  page,
  signedInAs,
}) => {
  test.setTimeout(90_000);
  const intimacy = page.getByTestId("intimacy-price");
  const article = page.getByTestId("article-price");
  await visit(page, "/");
  await expect(intimacy).toHaveText(/\$37\.00/);
  await visit(page, "/blog/intimacy-gap-guide");
  await expect(article).toContainText("$37.00");
  expect(await checkoutTotal(page)).toBe("$37.00");
  await signedInAs("admin");
  try {
    // A 10 % US rate added at checkout, then "Collect tax" on: $37.00 becomes $40.70.
    await page.goto("/admin/tax");
    await expect(page.getByRole("heading", { name: "Tax", level: 1 })).toBeVisible();
    await page.getByRole("textbox", { name: "Country" }).fill("us");
    await page.getByLabel("Rate (%)").fill("10");
    await page.getByRole("checkbox", { name: "Prices include this tax (off: added at checkout)" }).uncheck();
    await page.getByRole("button", { name: "Add rate" }).click();
    const rates = page.getByRole("list", { name: "Tax rates" });
    await expect(rates.getByRole("listitem").filter({ hasText: "US" })).toHaveCount(1);
    await page.goto("/admin/settings");
    await page.getByRole("checkbox", { name: "Collect tax" }).click();
    await expect(page.getByTestId("tax-state")).toHaveText("Tax collection is on.");

    await visit(page, "/");
    await expect(intimacy).toHaveText(/\$40\.70/, quick);
    await visit(page, "/blog/intimacy-gap-guide");
    await expect(article).toContainText("$40.70", quick);
    expect(await checkoutTotal(page)).toBe("$40.70");

    // Deleting the rate takes it off at the next request too.
    await page.goto("/admin/tax");
    await rates.getByRole("listitem").filter({ hasText: "US" }).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Tax rate deleted.")).toBeVisible();
    await visit(page, "/");
    await expect(intimacy).toHaveText(/\$37\.00/, quick);
    expect(await checkoutTotal(page)).toBe("$37.00");

    await page.goto("/admin/settings");
    await page.getByRole("checkbox", { name: "Collect tax" }).click();
    await expect(page.getByTestId("tax-state")).toHaveText("Tax collection is off: checkout shows tax 0.00.");
  } finally {
    await e2eQuery(`DELETE FROM "WebsiteSetting" WHERE "key" = 'tax_collect'`);
    await e2eQuery(`DELETE FROM "TaxRule" WHERE "country" = 'US'`);
  }
});

test("a review the admin approves, answers and hides shows and goes on the guide's page and / at the next request", async ({
  page,
  signedInAs,
  buyGuide,
}) => {
  test.setTimeout(90_000);
  const { email } = await buyGuide();
  const [order] = await e2eQuery<{ id: string }>(`SELECT id FROM "Order" WHERE email = $1`, [email]);
  const words = `Freshness check ${Date.now()}: the cycle chapter helped.`;
  const reply = `Thank you, ${Date.now()}.`;
  // Written through the link in reviews.spec.ts; here the row is enough: the edits are the admin's.
  await e2eQuery(
    `INSERT INTO "Review" (id, "orderId", "productId", rating, text, status, "createdAt", "updatedAt")
     VALUES ($1, $2, 'fertility', 5, $3, 'pending', now(), now())`,
    [`fresh-${Date.now()}`, order!.id, words],
  );
  const reviews = page.getByTestId("verified-reviews");
  try {
    await visit(page, "/digital-fertility-guide");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(reviews.filter({ hasText: words })).toHaveCount(0);

    await signedInAs("admin");
    await page.goto("/admin/reviews");
    const item = page.getByRole("listitem").filter({ hasText: words });
    await item.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByText("Review approved: it shows on the guide's page.")).toBeVisible();
    await visit(page, "/digital-fertility-guide");
    await expect(reviews).toContainText(words, quick);
    await visit(page, "/");
    await expect(reviews).toContainText(words, quick);

    await page.goto("/admin/reviews");
    await page.getByLabel("Show").selectOption({ label: "Approved" });
    await item.getByLabel("Public reply (optional)").fill(reply);
    await item.getByRole("button", { name: "Save reply" }).click();
    await expect(page.getByText("Reply saved.")).toBeVisible();
    await visit(page, "/digital-fertility-guide");
    await expect(reviews).toContainText(reply, quick);

    await page.goto("/admin/reviews");
    await page.getByLabel("Show").selectOption({ label: "Approved" });
    await item.getByRole("button", { name: "Hide" }).click();
    await expect(page.getByText("Review hidden: it no longer shows on the guide's page.")).toBeVisible();
    await visit(page, "/digital-fertility-guide");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(words)).toHaveCount(0, quick);
    await visit(page, "/");
    await expect(page.getByText(words)).toHaveCount(0, quick);
  } finally {
    // Hidden through the admin above, so the pages no longer show it; the row goes for the specs that count reviews.
    await e2eQuery(`DELETE FROM "Review" WHERE "orderId" = $1`, [order!.id]);
  }
});
