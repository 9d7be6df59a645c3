import { randomBytes } from "node:crypto";
import { linkFromOutbox } from "./accounts";
import { e2eQuery } from "./database";
import type { Locator } from "@playwright/test";
import { expect, type Page, test } from "./fixtures";

// What an owner and a buyer still tripped over (the small list): /admin/insights with sales the
// beacon never saw, its tables on a phone and its filters' hints; the order page's dates and
// statuses in words; empty fields that read as hints after saving; the thank-you toast clear of the
// success icon; a refunded guide's 410 page in the site's layout; My purchases after confirming.
// At 390 and 1280 px, with screenshots in test-results/.

const widths = [390, 1280] as const;
const shot = (page: Page, name: string, width: number) =>
  page.screenshot({ path: `test-results/owner-small-${name}-${width}.png`, fullPage: true });

/** An empty field's placeholder as shown: its text and whether it is set in italic (a hint, not a value). */
const placeholderOf = (field: Locator) =>
  field.evaluate((el: HTMLInputElement) => ({
    value: el.value,
    text: el.placeholder,
    italic: getComputedStyle(el, "::placeholder").fontStyle === "italic",
  }));

test("insights: untracked sales apart, every rate at most 100 %, revenue net of refunds, tables scroll in a named region, hint placeholders", async ({
  page,
  signedInAs,
}) => {
  // Three paid orders today whose visits were never counted (a blocked script): paid events only.
  const today = new Date().toISOString().slice(0, 10);
  for (let i = 0; i < 3; i++) {
    await e2eQuery(
      `INSERT INTO "InsightEvent" ("id", "day", "visitor", "kind", "path", "country", "device", "amount", "currency", "createdAt")
       VALUES ($1, $2::date, $3, 'paid', '/thank-you', 'unknown', 'unknown', 4700, 'usd', now())`,
      [randomBytes(12).toString("hex"), today, `order:${randomBytes(8).toString("hex")}`],
    );
  }
  await signedInAs("admin");
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/insights");
    await expect(page.getByRole("heading", { name: "Insights", level: 1 })).toBeVisible();
    expect(Number(await page.getByTestId("insights-untracked").textContent())).toBeGreaterThanOrEqual(3);
    const rate = (await page.getByTestId("insights-conversion").textContent())!;
    if (rate !== "—") expect(Number.parseFloat(rate)).toBeLessThanOrEqual(100);
    await expect(page.getByText("Revenue, net of refunds")).toBeVisible();
    // The "Untracked" row, and no row of any table above 100 %.
    const bySource = page.getByRole("region", { name: "By source" });
    await expect(bySource.getByRole("row").filter({ hasText: "Untracked" })).toHaveCount(1);
    const rates = page.getByRole("region", { name: /^By (landing page|source|country)$/ }).locator("tbody td:nth-child(5)");
    for (const cell of await rates.allTextContents()) {
      if (cell !== "—") expect(Number.parseFloat(cell)).toBeLessThanOrEqual(100);
    }
    // Every column reachable: the region takes focus and scrolls to the last column.
    await bySource.focus();
    await expect(bySource).toBeFocused();
    await bySource.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(bySource.getByRole("columnheader", { name: "Revenue" })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // The filters' examples read as hints.
    expect(await placeholderOf(page.locator('input[name="source"]'))).toEqual({ value: "", text: "e.g. newsletter", italic: true });
    await shot(page, "insights", width);
  }
  // With a filter, refunds cannot be attributed to the visits: the figure says "gross".
  await page.goto("/admin/insights?country=GB");
  await expect(page.getByText("Revenue (gross)")).toBeVisible();
});

test("the order page dates the payment session and the admin names statuses in words", async ({ page, signedInAs, buyGuide }) => {
  const { email } = await buyGuide();
  const [order] = await e2eQuery<{ id: string }>(`SELECT "id" FROM "Order" WHERE "email" = $1`, [email]);
  await e2eQuery(`UPDATE "Order" SET "status" = 'partially_refunded', "refundedAmount" = 500 WHERE "id" = $1`, [order!.id]);
  await signedInAs("admin");
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/admin/orders/${order!.id}`);
    await expect(page.getByTestId("order-status")).toHaveText("partly refunded");
    const session = page.getByTestId("order-timeline").locator('[data-kind="payment-session"]');
    await expect(session).toContainText(/open until [A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2}/);
    await expect(page.getByTestId("order-timeline")).not.toContainText(/\d{4}-\d{2}-\d{2}T\d{2}:/);
    await shot(page, "order", width);
    await page.goto(`/admin/customers?email=${encodeURIComponent(email)}`);
    const row = page.getByTestId("customer-order").first();
    await expect(row).toContainText("partly refunded");
    await expect(page.locator("body")).not.toContainText("partially_refunded");
    await shot(page, "customer", width);
  }
});

test("after saving, the discount code and API key forms show empty fields with hints, not values", async ({ page, signedInAs }) => {
  await signedInAs("admin");
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/codes");
    const form = page.getByRole("form", { name: "New discount code" });
    const code = `HINT-${width}-${Date.now().toString(36)}`.toUpperCase();
    await form.getByLabel("Code").fill(code);
    await form.getByLabel("Percent (1–100)").fill("15");
    await form.getByRole("button", { name: "Create code" }).click();
    await expect(page.getByText(`Code ${code} created.`)).toBeVisible();
    expect(await placeholderOf(form.getByLabel("Code"))).toEqual({ value: "", text: "e.g. SPRING-25", italic: true });
    await shot(page, "codes", width);

    await page.goto("/admin/api-keys");
    const keys = page.getByRole("form", { name: "New API key" });
    await keys.getByLabel("Name").fill(`Hints ${width}`);
    await keys.getByRole("checkbox", { name: /^orders:read/ }).click();
    await keys.getByRole("button", { name: "Create key" }).click();
    await expect(page.getByTestId("new-api-key")).toBeVisible();
    expect(await placeholderOf(keys.getByLabel("Name"))).toEqual({ value: "", text: "e.g. CRM sync", italic: true });
    await shot(page, "api-keys", width);
    await page.getByTestId("new-api-key").getByRole("button", { name: "Done" }).click();
  }
});

test("a phone buyer sees the success icon beside the 'Payment verified' toast; a refunded guide's 410 page has the site's layout", async ({
  page,
  buyGuide,
  browserErrors,
}) => {
  browserErrors.allow(/status of 410/);
  await page.setViewportSize({ width: 390, height: 844 });
  const { email } = await buyGuide();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Payment verified" });
  await expect(toast).toBeVisible();
  const icon = page.getByRole("heading", { name: "Thank you for your purchase!" }).locator("xpath=preceding-sibling::*[name()='svg'][1]");
  const [a, b] = [(await toast.boundingBox())!, (await icon.boundingBox())!];
  const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlap).toBe(false);
  await shot(page, "thank-you", 390);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, "thank-you", 1280);

  const href = await page
    .getByRole("link", { name: /Download .* \(PDF\)/ })
    .first()
    .getAttribute("href");
  await e2eQuery(
    `UPDATE "DownloadGrant" SET "revokedAt" = now(), "revokedReason" = 'refunded' WHERE "orderId" IN (SELECT "id" FROM "Order" WHERE "email" = $1)`,
    [email],
  );
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    const response = await page.goto(href!);
    expect(response!.status()).toBe(410);
    await expect(page.getByRole("heading", { name: "Order refunded", level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Natural Fertility Guides" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My purchases" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Legal" }).getByRole("link", { name: "Privacy Policy" })).toBeVisible();
    // The site's theme: dark unless chosen otherwise.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(15, 13, 21)");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shot(page, "refunded-410", width);
  }
});

test("after confirming an account from the e-mail, signing in lands on My purchases", async ({ page, baseURL, browserErrors }) => {
  browserErrors.allow(/status of (401|403)/);
  const email = `confirmed-${Date.now()}@buyers.shop`;
  const password = "owner-small-secret";
  const signUp = await page.request.post("/api/auth/sign-up/email", { data: { email, password, name: "" }, headers: { origin: baseURL! } });
  expect(signUp.ok()).toBe(true);
  await page.goto(await linkFromOutbox(e2eQuery, email, "verify-email"));
  await expect(page).toHaveURL(/\/auth\?verified=1/);
  await expect(page.getByText("Your email address is confirmed. Please sign in.")).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.getByRole("heading", { name: "My purchases" })).toBeVisible();
});
