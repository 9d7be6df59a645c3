import { commerceMessages } from "../../src/lib/messages";
import { e2eQuery } from "./database";
import { expect, test } from "./fixtures";

test("a code that does not apply reads the same whether it never existed or is inactive", async ({ page }) => {
  await e2eQuery(`INSERT INTO "DiscountCode" (code, "percentOff", description, active) VALUES ('E2EOFF', 40, 'inactive', false) ON CONFLICT DO NOTHING`);
  const notes = [];
  for (const code of ["NOSUCHCODE", "E2EOFF"]) {
    await page.goto(`/checkout?discount=${code}`);
    await expect(page.getByTestId("order-total")).toHaveText("$47.00");
    notes.push(await page.getByTestId("discount-note").textContent());
  }
  expect(notes).toEqual([commerceMessages.discountNotApplicable, commerceMessages.discountNotApplicable]);
});

test("every checkout page of this test store says payments are simulated; hostile query values are shown as a normal page", async ({ page }) => {
  await page.goto("/checkout?discount=x%00y");
  await expect(page.getByTestId("test-mode-banner")).toHaveText(commerceMessages.testModeBanner);
  await expect(page.getByRole("heading", { name: "Secure Checkout" })).toBeVisible();
  await expect(page.getByTestId("discount-note")).toHaveCount(0);
  await page.goto("/checkout/test-payment?session_id=nope%00");
  await expect(page.getByTestId("test-mode-banner")).toBeVisible();
  await expect(page.getByText("This test-payment session does not exist.")).toBeVisible();
});
