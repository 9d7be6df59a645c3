import { expect, test } from "./fixtures";
import { e2eQuery } from "./database";

test("the whole offline purchase: checkout → test payment → order → PDF → confirmation e-mail", async ({ page, request, buyGuide }) => {
  const email = `buyer-${Date.now()}@example.com`;
  await page.goto("/");
  await page.getByRole("link", { name: "Get Instant Access to the Complete Guide" }).first().click();
  await expect(page).toHaveURL(/\/checkout/);
  await expect(page.getByRole("heading", { name: "Secure Checkout" })).toBeVisible();

  // Missing fields: the sections turn red and the spec's message shows.
  await page
    .getByRole("button", { name: /Complete Purchase/ })
    .first()
    .click();
  await expect(page.getByText("Please fill in all required fields").first()).toBeVisible();
  await expect(page.locator("[data-invalid]")).toHaveCount(2);

  // Filled in, the form, the test-payment page and the thank-you page each show $47.00.
  await buyGuide({ email, total: "$47.00", onCurrentPage: true });
  const details = page.getByTestId("order-details");
  await expect(details).toContainText(email);
  await expect(details).toContainText("The Science of Natural Fertility & Gender Selection");
  await expect(details).toContainText("$47.00");

  const href = await page
    .getByRole("link", { name: /Download .* \(PDF\)/ })
    .first()
    .getAttribute("href");
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
