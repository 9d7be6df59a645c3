import { expect, type Page, test } from "./fixtures";
import { buyer } from "./orders";

// Refunds (docs/refunds.md): an admin refunds an order from the orders table; the buyer's
// download page, still open, and its link then show the refund page. The dialog is checked on a
// phone (390 px, the orders as cards) and a desktop (1280 px, the table).

/** A paid order of the fertility guide for `email`, bought through the API and the local test-payment route. */
async function paidOrder(page: Page, email: string) {
  const res = await page.request.post("/api/trpc/checkout.createSession", { data: { json: { ...buyer(email), product: "fertility" } } });
  expect(res.ok()).toBe(true);
  const sessionId = (await res.json()).result.data.json.sessionId as string;
  const paid = await page.request.post("/api/test-payment", { form: { session_id: sessionId, action: "pay" }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  return sessionId;
}

/** The dialog fits the viewport: nothing of it is cut off sideways. */
async function expectInside(page: Page, testId: string) {
  const box = (await page.getByTestId(testId).boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

test("an admin refunds an order in full; the buyer's open download page and its link show the refund page", async ({
  page,
  browser,
  browserErrors,
  signedInAs,
}) => {
  // The refused link answers 410 on purpose; the browser logs that status.
  browserErrors.allow(/status of 410/);
  const email = `refund-full-${Date.now()}@buyers.shop`;
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  const buyerErrors: string[] = [];
  buyerPage.on("pageerror", (e) => buyerErrors.push(e.message));
  buyerPage.on("console", (m) => m.type() === "error" && !/status of 410/.test(m.text()) && buyerErrors.push(m.text()));
  const sessionId = await paidOrder(buyerPage, email);
  await buyerPage.goto(`/download?session_id=${sessionId}`);
  const link = buyerPage.getByRole("link", { name: /^Download .* \(PDF\)$/ });
  await expect(link).toBeVisible();

  await signedInAs("admin");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin");
  const row = page.getByTestId("order-row").filter({ hasText: email });
  await expect(row).toContainText("completed");
  await row.getByRole("button", { name: "Refund…" }).click();
  const dialog = page.getByTestId("refund-dialog");
  await expect(dialog).toContainText("Up to $47.00 can be refunded.");
  await expectInside(page, "refund-dialog");
  await page.screenshot({ path: "test-results/refund-dialog-1280.png" });
  await dialog.getByLabel(/^Reason/).fill("Asked for a refund by e-mail");
  await dialog.getByRole("button", { name: "Review refund" }).click();
  await expect(dialog.getByTestId("refund-confirm")).toContainText("Refund $47.00 to the buyer; their download links stop working.");
  await page.screenshot({ path: "test-results/refund-confirm-1280.png" });
  await dialog.getByRole("button", { name: "Refund $47.00" }).click();
  await expect(page.getByText(`Refunded $47.00 to ${email}.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("refunded");
  await expect(row.getByRole("button", { name: "Refund…" })).toHaveCount(0);

  // The buyer's page was open before the refund: its link now opens the refund page (410), not the PDF.
  const [response] = await Promise.all([buyerPage.waitForResponse((r) => r.url().includes("/download/file")), link.click()]);
  expect(response.status()).toBe(410);
  await expect(buyerPage.getByRole("heading", { name: "Order refunded" })).toBeVisible();
  await expect(buyerPage.getByText(/This order was refunded, so its download links no longer work/)).toBeVisible();
  await expect(buyerPage.getByRole("link", { name: /support@/ }).first()).toBeVisible();
  await expect(buyerPage.getByRole("button", { name: "Send me a fresh link" })).toHaveCount(0);
  // The download page itself, opened again, says the same.
  await buyerPage.goto(`/download?session_id=${sessionId}`);
  await expect(buyerPage.locator("main").getByRole("alert")).toContainText("This order was refunded, so its download links no longer work");
  await expect(buyerPage.getByRole("link", { name: /^Download .* \(PDF\)$/ })).toHaveCount(0);
  await buyerContext.close();
  expect(buyerErrors).toEqual([]);
});

test("on a phone, an admin refunds part of an order and the buyer keeps the downloads", async ({ page, signedInAs }) => {
  const email = `refund-part-${Date.now()}@buyers.shop`;
  const sessionId = await paidOrder(page, email);
  await page.goto(`/download?session_id=${sessionId}`); // completes the order
  await signedInAs("admin");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin");
  const card = page.getByTestId("order-card").filter({ hasText: email });
  await card.getByRole("button", { name: "Refund…" }).click();
  const dialog = page.getByTestId("refund-dialog");
  await dialog.getByLabel("Part of it").check();
  await dialog.getByLabel(/Amount to refund/).fill("50");
  await dialog.getByRole("button", { name: "Review refund" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("That is more than was paid: at most $47.00 can still be refunded on this order.");
  await dialog.getByLabel(/Amount to refund/).fill("10.50");
  await expectInside(page, "refund-dialog");
  await page.screenshot({ path: "test-results/refund-dialog-390.png" });
  await dialog.getByRole("button", { name: "Review refund" }).click();
  await expect(dialog.getByTestId("refund-confirm")).toContainText("Refund $10.50 to the buyer; they keep their downloads.");
  await expectInside(page, "refund-dialog");
  await page.screenshot({ path: "test-results/refund-confirm-390.png" });
  await dialog.getByRole("button", { name: "Refund $10.50" }).click();
  await expect(page.getByText(`Refunded $10.50 to ${email}.`)).toBeVisible();
  await expect(card).toContainText("partly refunded");
  await expect(card).toContainText("−$10.50");

  await page.goto(`/download?session_id=${sessionId}`);
  await expect(page.getByRole("link", { name: /^Download .* \(PDF\)$/ })).toBeVisible();
});

test("the order page shows a refund at once: status, timeline, what is left to refund; focus returns to the button", async ({
  page,
  signedInAs,
}) => {
  const email = `refund-page-${Date.now()}@buyers.shop`;
  const sessionId = await paidOrder(page, email);
  await page.goto(`/download?session_id=${sessionId}`); // completes the order
  await signedInAs("admin");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin");
  const row = page.getByTestId("order-row").filter({ hasText: email });
  await row.getByRole("link").first().click();
  await expect(page.getByTestId("order-status")).toHaveText("completed");

  const opener = page.getByTestId("order-actions").getByRole("button", { name: "Refund…" });
  await opener.click();
  const dialog = page.getByTestId("refund-dialog");
  await dialog.getByLabel("Part of it").check();
  await dialog.getByLabel(/Amount to refund/).fill("10");
  await dialog.getByLabel(/^Reason/).fill("Printer broke");
  await dialog.getByRole("button", { name: "Review refund" }).click();
  await dialog.getByRole("button", { name: "Refund $10.00" }).click();
  await expect(dialog).toBeHidden();

  // No reload: the status, the timeline and the dialog's amount left follow the refund.
  await expect(page.getByTestId("order-status")).toHaveText("partly refunded");
  const timeline = page.getByTestId("order-timeline");
  await expect(timeline.locator('[data-kind="refund"]')).toContainText("Refunded $10.00");
  await expect(timeline.locator('[data-kind="refund"]')).toContainText(/Reason: Printer broke · by \S+@/);
  await expect(timeline.locator('[data-kind="audit"]').filter({ hasText: "order.refunded" })).toContainText(
    "$10.00 · Reason: Printer broke",
  );
  await opener.click();
  await expect(dialog).toContainText("Up to $37.00 can be refunded.");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // The refund e-mail, sent by a background job a moment later, joins the timeline.
  await expect(async () => {
    await page.reload();
    await expect(timeline.locator('[data-kind="email"]').filter({ hasText: "order-refunded" })).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
});
