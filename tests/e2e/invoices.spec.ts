import { expect, type Page, test } from "./fixtures";
import { pdfText } from "../pdf-text";

// Invoices (docs/product.md#invoices): the owner sets the seller's details, a business buyer ticks
// "I need a business invoice" and downloads the invoice from the thank-you page (its text holds
// the number, the seller, the business and the amount); a refund adds a credit note on the admin's
// order page. At a phone's and a desktop's width.

const seller = "Fertility Guides Pty Ltd";

async function setSeller(page: Page) {
  await page.goto("/admin/settings");
  const form = page.getByRole("form", { name: "Invoice seller details" });
  await form.getByLabel("Legal name").fill(seller);
  await form.getByLabel("Address").fill("1 Harbour St\nSydney NSW 2000");
  await form.getByLabel(/^Tax number/).fill("ABN 51 824 753 556");
  await form.getByRole("button", { name: "Save invoice details" }).click();
  await expect(page.getByText("Invoice details saved.")).toBeVisible();
}

for (const width of [390, 1280]) {
  test(`at ${width} px: a business buyer downloads the invoice from the thank-you page; a refund adds a credit note on the order page`, async ({
    page,
    browser,
    signedInAs,
    buyGuide,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signedInAs("admin");
    await setSeller(page);

    const buyerContext = await browser.newContext({ viewport: { width, height: 900 } });
    const shop = await buyerContext.newPage();
    const errors: string[] = [];
    shop.on("pageerror", (e) => errors.push(e.message));
    shop.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await shop.goto("/checkout");
    await shop.getByLabel("I need a business invoice").check();
    await shop.getByLabel("Business name").fill("Acme Trading GmbH");
    await shop.getByLabel("VAT or ABN number (optional)").fill("DE123456789");
    const { email } = await buyGuide({ page: shop, onCurrentPage: true });

    const link = shop.getByTestId("invoice-link");
    await expect(link).toHaveText(/^Invoice INV-\d{4}-\d{6} \(PDF\)$/);
    await shop.screenshot({ path: `test-results/invoice-thank-you-${width}.png`, fullPage: true });
    const number = /INV-\d{4}-\d{6}/.exec((await link.textContent()) ?? "")![0];
    const pdf = await shop.request.get((await link.getAttribute("href"))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const text = await pdfText(new Uint8Array(await pdf.body()));
    for (const expected of [number, seller, "Acme Trading GmbH", "DE123456789", email, "47.00 USD"]) expect(text).toContain(expected);
    const orderId = (await shop.getByTestId("order-details").locator("dd.font-mono").textContent())!.trim();
    await buyerContext.close();
    expect(errors).toEqual([]);

    // The admin refunds part of it from the order page: a credit note joins the invoice there.
    await page.goto(`/admin/orders/${orderId}`);
    const docs = page.getByTestId("order-invoices");
    await expect(docs).toContainText(`Invoice ${number}`);
    await page.getByRole("button", { name: "Refund…" }).first().click();
    const dialog = page.getByTestId("refund-dialog");
    await dialog.getByLabel("Part of it").check();
    await dialog.getByLabel(/Amount to refund/).fill("10");
    await dialog.getByLabel(/^Reason/).fill("Part of the order");
    await dialog.getByRole("button", { name: "Review refund" }).click();
    await dialog.getByRole("button", { name: /^Refund \$10\.00/ }).click();
    await expect(dialog).toBeHidden();
    await expect(docs.locator('[data-kind="credit_note"]')).toContainText(/Credit note CN-\d{4}-\d{6}/);
    await expect(docs.locator('[data-kind="credit_note"]')).toContainText(`$10.00 · Refund · credits ${number}`);
    await page.screenshot({ path: `test-results/invoice-admin-order-${width}.png`, fullPage: true });
    const href = await docs.locator('[data-kind="credit_note"] a').getAttribute("href");
    const note = await page.request.get(href!);
    expect(note.status()).toBe(200);
    expect(await pdfText(new Uint8Array(await note.body()))).toContain(`credits invoice ${number}`);
  });
}
