import { expect, test } from "./fixtures";
import { e2eQuery } from "./database";
import { fillCheckoutForm } from "./orders";

test("the whole offline purchase: checkout → test payment → order → PDF → confirmation e-mail", async ({ page, request }) => {
  const email = `buyer-${Date.now()}@example.com`;
  await page.goto("/");
  await page.getByRole("link", { name: "Get Instant Access to the Complete Guide" }).first().click();
  await expect(page).toHaveURL(/\/checkout/);
  await expect(page.getByRole("heading", { name: "Secure Checkout" })).toBeVisible();

  // Missing fields: the sections turn red and the spec's message shows.
  await page.getByRole("button", { name: /Complete Purchase/ }).first().click();
  await expect(page.getByText("Please fill in all required fields").first()).toBeVisible();
  await expect(page.locator("[data-invalid]")).toHaveCount(2);

  await fillCheckoutForm(page, email);
  await expect(page.getByTestId("order-total")).toHaveText("$47.00");
  await page.getByRole("button", { name: "Complete Purchase – $47.00" }).first().click();

  await expect(page).toHaveURL(/\/checkout\/test-payment\?session_id=/);
  await expect(page.getByText("Test mode — no real payment")).toBeVisible();
  await expect(page.getByTestId("test-payment-amount")).toHaveText("$47.00");
  await page.getByRole("button", { name: "Pay $47.00" }).click();

  await expect(page).toHaveURL(/\/thank-you\?session_id=/);
  const details = page.getByTestId("order-details");
  await expect(details).toContainText(email);
  await expect(details).toContainText("The Science of Natural Fertility & Gender Selection");
  await expect(details).toContainText("$47.00");
  await expect(page.getByText("Payment verified successfully!")).toBeVisible();

  const href = await page.getByRole("link", { name: /Download .* \(PDF\)/ }).first().getAttribute("href");
  const pdf = await request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  expect((await pdf.body()).subarray(0, 4).toString()).toBe("%PDF");

  // The receipt is sent by the job engine in the background, moments after the order completes.
  await expect
    .poll(() => e2eQuery<{ template: string; status: string }>(`SELECT template, status FROM "EmailOutbox" WHERE "to" = $1`, [email]))
    .toEqual([{ template: "order-confirmation", status: "sent" }]);
});

test("a discount in the URL is applied by the server and shown", async ({ page }) => {
  await page.goto("/checkout?discount=SAVE50");
  await expect(page.getByTestId("order-summary")).toContainText("SAVE50");
  await expect(page.getByTestId("order-total")).toHaveText("$23.50");
});
