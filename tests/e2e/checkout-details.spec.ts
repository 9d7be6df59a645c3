import { expect, test } from "./fixtures";
import { fillCheckoutForm } from "./orders";

test("a code typed at checkout is applied by the server's quote; the summary reads like a receipt", async ({ page }) => {
  await page.goto("/checkout");
  const summary = page.getByTestId("order-summary");
  await expect(page.getByTestId("order-total")).toHaveText("$47.00");
  const field = page.getByLabel("Discount code");

  await field.fill("nosuchcode");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("discount-note")).toHaveText(
    "This code can't be applied to your order. Check the spelling, or continue at the regular price.",
  );
  await expect(page.getByTestId("order-total")).toHaveText("$47.00");

  await field.fill("welcome20");
  await field.press("Enter"); // applies the code; does not submit the order
  await expect(page.getByTestId("discount-applied")).toHaveText("Code WELCOME20 applied: 20% off.");
  await expect(page.getByTestId("order-total")).toHaveText("$37.60");
  await expect(page.getByText("Please fill in all required fields")).toHaveCount(0);
  // Price, discount, subtotal, tax, total: in that order, the subtotal after the discount.
  const lines = await summary.locator("div").evaluateAll((rows) => rows.map((row) => row.textContent));
  expect(lines).toEqual([
    "The Science of Natural Fertility & Gender Selection$47.00",
    "Discount WELCOME20 (−20%)−$9.40",
    "Subtotal$37.60",
    "Tax$0.00",
    "Total$37.60",
  ]);

  // The order is charged what the summary shows: the applied code goes with it.
  await fillCheckoutForm(page, `code-${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Complete Purchase – $37.60" }).first().click();
  await expect(page.getByTestId("test-payment-amount")).toHaveText("$37.60");
});

test("/checkout is static HTML from the cache, one page per region and guide, under the static policy", async ({ request }) => {
  const totalIn = (html: string) => html.match(/data-testid="order-total"[^>]*>([^<]+)</)?.[1];
  for (const [path, headers, total] of [
    ["/checkout", {}, "$47.00"],
    ["/checkout?product=intimacy&country=uk", {}, "£29.00"],
    ["/checkout?product=intimacy&utm_source=mail", { "cf-ipcountry": "GB" }, "£29.00"],
    ["/checkout?product=bundle&discount=SAVE50", {}, "$135.00"], // the code is priced in the browser
  ] as const) {
    await request.get(path, { headers }); // the first visit of this region and guide renders it
    const cached = await request.get(path, { headers });
    expect([path, cached.status(), cached.headers()["x-nextjs-cache"]]).toEqual([path, 200, expect.stringMatching(/^(HIT|STALE)$/)]);
    expect(cached.headers()["content-security-policy"]).toContain("script-src 'self' 'unsafe-inline'");
    expect([path, totalIn(await cached.text())]).toEqual([path, total]);
  }
});

test("back from a cancelled payment, the page says nothing was charged", async ({ page }) => {
  await page.goto("/checkout?product=intimacy&cancelled=1");
  await expect(page.getByText("Your payment was cancelled; nothing was charged.")).toBeVisible();
  await page.goto("/checkout?product=intimacy");
  await expect(page.getByTestId("order-total")).toHaveText("$37.00");
  await expect(page.getByText("Your payment was cancelled")).toHaveCount(0);
});

test("a ?discount= link fills the code field and applies it", async ({ page }) => {
  await page.goto("/checkout?discount=SAVE50");
  await expect(page.getByLabel("Discount code")).toHaveValue("SAVE50");
  await expect(page.getByTestId("discount-applied")).toHaveText("Code SAVE50 applied: 50% off.");
  await expect(page.getByTestId("order-total")).toHaveText("$23.50");
});

test("only a verified order is thanked: a failed or missing verification says what to do", async ({ page, browserErrors }) => {
  browserErrors.allow(/Failed to load resource: the server responded with a status of 404/);
  await page.goto("/thank-you?session_id=cs_test_does_not_exist");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't confirm your payment");
  await expect(page.getByTestId("verification-help")).toContainText("check your inbox and spam folder");
  await expect(page.getByRole("link", { name: "go back to the checkout" })).toHaveAttribute("href", "/checkout");
  await expect(page.getByText("Thank you for your purchase!")).toHaveCount(0);

  await page.goto("/thank-you");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("No payment to confirm");
  await expect(page.getByText("Thank you for your purchase!")).toHaveCount(0);
});

test("the summary, the button and the guide cards show the chosen country's price, in its currency, as the server quotes it", async ({
  page,
}) => {
  await page.goto("/checkout?country=US");
  await expect(page.getByTestId("order-total")).toHaveText("$47.00");
  const country = page.getByLabel("Country");

  await country.selectOption("United Kingdom");
  await expect(page.getByTestId("order-total")).toHaveText("£37.00");
  await expect(page.getByRole("button", { name: "Complete Purchase – £37.00" })).toHaveCount(2);
  await expect(page.getByTestId("price-fertility")).toHaveText("£37.00");
  await expect(page.getByTestId("price-intimacy")).toHaveText("£29.00");
  await expect(page.getByText("$47.00")).toHaveCount(0);

  await country.selectOption("Australia");
  await expect(page.getByTestId("order-total")).toHaveText("A$49.00");
  await country.selectOption("United States");
  await expect(page.getByTestId("order-total")).toHaveText("$47.00");
  await expect(page.getByTestId("price-intimacy")).toHaveText("$37.00");

  // What the summary showed is what the payment page charges.
  await country.selectOption("United Kingdom");
  await expect(page.getByTestId("order-total")).toHaveText("£37.00");
  await fillCheckoutForm(page, `uk-${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Complete Purchase – £37.00" }).first().click();
  await expect(page.getByTestId("test-payment-amount")).toHaveText("£37.00");
});
