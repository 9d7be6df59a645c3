// Guide editions (docs/product.md#editions): a member buys the intimacy guide; the admin uploads
// and publishes a new edition and tells past buyers; the e-mail goes out through the jobs; the
// member's library shows "New edition available" and the download is the new PDF.
import { PDFDocument, StandardFonts } from "pdf-lib";
import { pdfText } from "../pdf-text";
import { e2eQuery } from "./database";
import { expect, test } from "./fixtures";

async function pdfSaying(words: string) {
  const doc = await PDFDocument.create();
  const page = doc.addPage([400, 300]);
  page.drawText(words, { x: 30, y: 150, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

for (const width of [390, 1280]) {
  test(`the admin publishes an edition and tells past buyers; a past buyer's library has it (${width} px)`, async ({
    page,
    browser,
    signedInAs,
    buyGuide,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // The past buyer: a member who bought the intimacy guide.
    const member = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    const buyer = await member.newPage();
    const email = await signedInAs("member", { context: member });
    await buyGuide({ page: buyer, email, product: "intimacy" });

    // The admin uploads the new PDF as the next edition.
    await page.setViewportSize({ width, height: 900 });
    await signedInAs("admin");
    await page.goto("/admin/products/intimacy/editions");
    await expect(page.getByRole("heading", { name: "Editions", level: 1 })).toBeVisible();
    const marker = `Revised edition ${Date.now()}`;
    await page
      .getByLabel("The new PDF")
      .setInputFiles({ name: "intimacy-2027.pdf", mimeType: "application/pdf", buffer: await pdfSaying(marker) });
    const label = `Edition ${width}, 2027`;
    await page.getByLabel("Label").fill(label);
    await page.getByLabel("What changed").fill("A new chapter on timing.");
    await page.getByRole("button", { name: "Upload and publish" }).click();
    await expect(page.getByText(`Published “${label}”: new buyers get it from now on.`)).toBeVisible();
    const edition = page.getByTestId("edition").filter({ hasText: label });
    await expect(edition).toContainText("new buyers get this");
    await page.screenshot({ path: `test-results/editions-admin-${width}.png`, fullPage: true });

    // Tell past buyers: queued at once, sent by the job.
    await edition.getByRole("button", { name: "Tell past buyers" }).click();
    await expect(page.getByText(/past buyers? (is|are) queued for the e-mail/)).toBeVisible();
    await expect
      .poll(
        async () =>
          (
            await e2eQuery<{ n: number }>(`SELECT count(*)::int AS n FROM "EmailOutbox" WHERE "to" = $1 AND template = 'edition-notice'`, [
              email,
            ])
          )[0]?.n,
        { timeout: 60_000 },
      )
      .toBe(1);
    await expect(edition.getByText("Sent", { exact: true })).toBeVisible();

    // The past buyer's library shows it, and the download is the new PDF.
    await buyer.goto("/library");
    const row = buyer.locator('[data-guide="intimacy"]').first();
    await expect(row.getByTestId("new-edition")).toContainText(`New edition available: ${label} — what changed: A new chapter on timing.`);
    await buyer.screenshot({ path: `test-results/editions-library-${width}.png`, fullPage: true });
    const href = await row.getByRole("link").first().getAttribute("href");
    const file = await buyer.request.get(href!);
    expect(file.status()).toBe(200);
    expect(await pdfText(new Uint8Array(await file.body()))).toContain(marker);
    await member.close();
  });
}
