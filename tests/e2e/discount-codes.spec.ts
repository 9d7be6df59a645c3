import { PDFDocument } from "pdf-lib";
import { commerceMessages } from "../../src/lib/messages";
import { pdfText } from "../pdf-text";
import { expect, test } from "./fixtures";

// Discount codes made in the admin and stamped guides (docs/discounts-and-stamping.md).
test("a code made in the admin gives its discount once, then is not applicable; the downloaded guide names its buyer", async ({
  page,
  context,
  baseURL,
  browserErrors,
  signedInAs,
  buyGuide,
}) => {
  // The refused percent of 0 answers 400: the browser logs that response.
  browserErrors.allow(/status of 400/);
  await signedInAs("admin");
  await page.goto("/admin/codes");
  await expect(page.getByRole("heading", { name: "Discount codes", level: 1 })).toBeVisible();
  // The seeded codes are ordinary rows in the list.
  await expect(page.locator('[data-testid="code-row"][data-code="SAVE50"]')).toContainText("50% off");

  // Create a one-use 30% code, typed in lower case.
  const code = `ONCE-${Date.now().toString(36)}`.toUpperCase();
  const form = page.getByRole("form", { name: "New discount code" });
  await form.getByLabel("Code").fill(code.toLowerCase());
  await form.getByLabel("Percent (1–100)").fill("0");
  await form.getByRole("button", { name: "Create code" }).click();
  // A percent of 0 is refused with the server's message (a 400 the browser logs).
  await expect(form.getByRole("alert")).toHaveText("A percent discount is a whole number from 1 to 100.");
  await form.getByLabel("Percent (1–100)").fill("30");
  await form.getByLabel("Max uses").fill("1");
  await form.getByRole("button", { name: "Create code" }).click();
  await expect(page.getByText(`Code ${code} created.`)).toBeVisible();
  const row = page.locator(`[data-testid="code-row"][data-code="${code}"]`);
  await expect(row).toContainText("30% off");
  await expect(row).toContainText("0 of 1");

  // A buyer elsewhere uses it through ?discount=: $47.00 − 30% = $32.90.
  const buyer = await context.browser()!.newContext({ baseURL });
  const shop = await buyer.newPage();
  const errors: string[] = [];
  shop.on("console", (m) => (m.type() === "error" ? errors.push(m.text()) : undefined));
  const email = `coded-${Date.now()}@mail.fertility-buyers.org`;
  await shop.goto(`/checkout?discount=${code}`);
  await expect(shop.getByText(`Code ${code} applied: 30% off.`)).toBeVisible();
  await buyGuide({ page: shop, email, onCurrentPage: true, total: "$32.90" });

  // The downloaded guide: a PDF whose every page says who licensed it.
  const href = await shop
    .getByRole("link", { name: /Download .* \(PDF\)/ })
    .first()
    .getAttribute("href");
  const download = await shop.request.get(href!);
  expect(download.status()).toBe(200);
  const bytes = new Uint8Array(await download.body());
  const text = await pdfText(bytes);
  const footers = text.split("\n").filter((line) => /^Order \S+ · licensed to /.test(line) && line.endsWith(email));
  expect(footers.length).toBe((await PDFDocument.load(bytes)).getPageCount());

  // Its one use is spent: the same link now says the code is not applicable, at the full price.
  await shop.goto(`/checkout?discount=${code.toLowerCase()}`);
  await expect(shop.getByText(commerceMessages.discountNotApplicable)).toBeVisible();
  await expect(shop.getByTestId("order-total")).toHaveText("$47.00");
  expect(errors).toEqual([]);
  await buyer.close();

  // The admin's list counts it: 1 of 1 used, none remaining, its revenue.
  await page.reload();
  await expect(row).toContainText("1 of 1");
  await expect(row.getByText("Remaining").locator("..")).toContainText("0");
  await expect(row).toContainText("$32.90");
  await page.goto("/admin/audit");
  await expect(page.getByText(code).first()).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`/admin/codes fits a ${width} px screen`, async ({ page, signedInAs }) => {
    await page.setViewportSize({ width, height: 900 });
    await signedInAs("admin");
    await page.goto("/admin/codes");
    await expect(page.locator('[data-testid="code-row"]').first()).toBeVisible();
    // The edit form open in a row, too.
    await page.locator('[data-testid="code-row"][data-code="SAVE50"]').getByRole("button", { name: "Edit" }).click();
    await expect(page.getByRole("form", { name: "Edit SAVE50" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // No field sticks out of its form.
    const outside = await page.evaluate(() =>
      [...document.querySelectorAll("form input, form select, form button")]
        .filter((el) => el.getBoundingClientRect().right > el.closest("form")!.getBoundingClientRect().right + 1)
        .map((el) => el.id || el.textContent),
    );
    expect(outside).toEqual([]);
    await page.screenshot({ path: `test-results/admin-codes-${width}.png`, fullPage: true });
  });
}

test("the settings page turns stamping off and on", async ({ page, signedInAs }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await signedInAs("admin");
  await page.goto("/admin/settings");
  const toggle = page.getByRole("checkbox", { name: "Stamp each downloaded PDF with the buyer's e-mail and order" });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(page.getByText("Downloads are not stamped: buyers get the guide as uploaded.").first()).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await page.getByRole("heading", { name: "Stamped downloads" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/admin-settings-stamping-390.png" });
  await toggle.click();
  await expect(toggle).toBeChecked();
  await page.reload();
  await expect(toggle).toBeChecked();
});
