// Tax collection (docs/product.md#tax): the admin adds a 10 % GST rate for Australia (included in
// prices) and turns "Collect tax" on; an Australian checkout then shows the GST line and the total,
// and the order keeps the tax. The setting goes back off at the end, even when the journey fails:
// every other journey expects Tax 0.00.
import { e2eQuery } from "./database";
import { expect, test } from "./fixtures";
import { pdfText } from "../pdf-text";

async function taxBackOff() {
  await e2eQuery(`DELETE FROM "WebsiteSetting" WHERE "key" = 'tax_collect'`);
  await e2eQuery(`DELETE FROM "TaxRule" WHERE "country" = 'AU'`);
}

for (const width of [390, 1280]) {
  test(`the admin adds a 10% AU GST rate and turns tax on; an AU checkout and its invoice show the GST line and the total (${width} px)`, async ({
    page,
    signedInAs,
    buyGuide,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    try {
      await signedInAs("admin");
      await page.goto("/admin/tax");
      await expect(page.getByRole("heading", { name: "Tax", level: 1 })).toBeVisible();
      await expect(page.getByText("No rates: no tax is charged anywhere.")).toBeVisible();
      await page.getByRole("textbox", { name: "Country" }).fill("au");
      await page.getByLabel("Rate (%)").fill("10");
      await expect(page.getByRole("checkbox", { name: "Prices include this tax (off: added at checkout)" })).toBeChecked();
      await page.getByRole("button", { name: "Add rate" }).click();
      const rates = page.getByRole("list", { name: "Tax rates" });
      await expect(rates.getByRole("listitem")).toHaveCount(1);
      await expect(rates).toContainText("AU");
      await expect(rates).toContainText("10%");
      await expect(rates).toContainText("included in prices");

      await page.goto("/admin/settings");
      const collect = page.getByRole("checkbox", { name: "Collect tax" });
      await expect(collect).not.toBeChecked();
      await collect.click();
      await expect(page.getByTestId("tax-state")).toHaveText("Tax collection is on.");

      // A buyer in Australia: the summary shows the GST inside the price, and the total charged.
      await page.goto("/checkout?country=AU");
      const summary = page.getByTestId("order-summary");
      await expect(summary).toContainText("GST 10% (included)");
      await expect(page.getByTestId("order-tax")).toHaveText("A$4.45");
      await expect(page.getByTestId("order-total")).toHaveText("A$49.00");
      const { sessionId } = await buyGuide({ onCurrentPage: true, total: "A$49.00" });
      const [order] = await e2eQuery<{ amount: number; taxAmount: number; taxEvidence: { billingCountry: string } }>(
        `SELECT "amount", "taxAmount", "taxEvidence" FROM "Order" WHERE "providerSessionId" = $1`,
        [sessionId],
      );
      expect(order).toMatchObject({ amount: 4900, taxAmount: 445, taxEvidence: { billingCountry: "AU" } });
      // The invoice from the thank-you page prints the same GST line and total.
      const invoice = await page.request.get((await page.getByTestId("invoice-link").getAttribute("href"))!);
      expect(invoice.status()).toBe(200);
      const text = await pdfText(new Uint8Array(await invoice.body()));
      for (const expected of ["GST 10% (AU), included", "4.45 AUD", "49.00 AUD"]) expect(text).toContain(expected);

      // The admin turns it off again: checkout is back to Tax 0.00.
      await page.goto("/admin/settings");
      await page.getByRole("checkbox", { name: "Collect tax" }).click();
      await expect(page.getByTestId("tax-state")).toHaveText("Tax collection is off: checkout shows tax 0.00.");
      await page.goto("/checkout?country=AU");
      await expect(page.getByTestId("order-summary")).toContainText("TaxA$0.00");
    } finally {
      await taxBackOff();
    }
  });
}
