import { e2eQuery } from "./database";
import { expect, test } from "./fixtures";
import { exeFile, pdfFile, pngFile } from "../mocks/upload-files";

// Admin uploads (issue 12): queue, upload, deliver a guide for a product, buy, and download it.
test("an admin uploads a PDF, makes it the fertility guide, and a buyer downloads exactly that file", async ({
  page,
  context,
  baseURL,
  browserErrors,
  signedInAs,
  buyGuide,
}) => {
  // The refused uploads and deletes answer 400/409: the browser logs those responses.
  browserErrors.allow(/status of 40[09]/);
  await signedInAs("admin");
  await page.goto("/admin/uploads");
  await expect(page.getByRole("heading", { name: "Uploads", level: 1 })).toBeVisible();
  const single = page.getByTestId("upload-card-single");
  await expect(single).toContainText(".pdf, .doc, .docx · one file · at most 32 MB each");

  const marker = `uploaded-${Date.now()}`;
  const guide = Buffer.from(pdfFile(marker));
  const chooser = single.getByLabel("Choose single guide files");

  // Queue, then remove before uploading.
  await chooser.setInputFiles({ name: "my-fertility-guide.pdf", mimeType: "application/pdf", buffer: guide });
  await expect(single.getByTestId("queued-file")).toHaveCount(1);
  await single.getByRole("button", { name: "Remove my-fertility-guide.pdf from the queue" }).click();
  await expect(page.getByText("File removed from upload queue!")).toBeVisible();
  await expect(single.getByTestId("queued-file")).toHaveCount(0);

  // A renamed executable is refused by its content.
  await chooser.setInputFiles({ name: "evil.pdf", mimeType: "application/pdf", buffer: Buffer.from(exeFile()) });
  await single.getByRole("button", { name: "Upload single guide" }).click();
  await expect(
    page.getByText("Failed to upload single: evil.pdf is not a pdf, doc, docx file (its content was checked, not only its name)."),
  ).toBeVisible();
  await single.getByRole("button", { name: "Remove evil.pdf from the queue" }).click();

  // Upload, with its progress, then it is listed.
  await chooser.setInputFiles({ name: "my-fertility-guide.pdf", mimeType: "application/pdf", buffer: guide });
  await single.getByRole("button", { name: "Upload single guide" }).click();
  await expect(page.getByText("Successfully uploaded 1 single!")).toBeVisible();
  const stored = single.getByTestId("stored-file").filter({ hasText: "my-fertility-guide.pdf" });
  await expect(stored).toHaveCount(1);
  await expect(stored).toContainText(/single\/\d{13}-[0-9a-f]{16}\.pdf/);

  // Deliver it for the fertility guide.
  await stored.getByLabel("Deliver for").selectOption("fertility");
  await stored.getByRole("button", { name: "Deliver my-fertility-guide.pdf" }).click();
  await expect(stored).toContainText("Delivered for: Fertility guide");
  // Delivered files cannot be deleted.
  await stored.getByRole("button", { name: "Delete my-fertility-guide.pdf" }).click();
  await expect(page.getByText(/^Failed to delete file: This file is delivered to buyers/)).toBeVisible();

  // An image: public URL, then deleted.
  const images = page.getByTestId("upload-card-images");
  await images
    .getByLabel("Choose images files")
    .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: Buffer.from(pngFile()) });
  await images.getByRole("button", { name: "Upload images" }).click();
  await expect(page.getByText("Successfully uploaded 1 images!")).toBeVisible();
  const image = images.getByTestId("stored-file").filter({ hasText: "cover.png" });
  const publicUrl = await image.getByRole("link", { name: "Public URL" }).getAttribute("href");
  expect((await page.request.get(publicUrl!)).headers()["content-type"]).toBe("image/png");
  // Over the limit: refused when picked, never queued.
  await images
    .getByLabel("Choose images files")
    .setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(4 * 1024 * 1024 + 1, 7) });
  await expect(page.getByText("Failed to upload images: huge.png is larger than 4 MB.")).toBeVisible();
  await expect(images.getByTestId("queued-file")).toHaveCount(0);
  await image.getByRole("button", { name: "Delete cover.png" }).click();
  await expect(page.getByText("File deleted from storage!")).toBeVisible();
  await expect(image).toHaveCount(0);

  try {
    // A buyer's new order delivers the uploaded file, byte for byte.
    const buyer = await context.browser()!.newContext({ baseURL });
    const shop = await buyer.newPage();
    await buyGuide({ page: shop, email: `buyer-${Date.now()}@mail.fertility-buyers.org`, total: "$47.00" });
    const href = await shop
      .getByRole("link", { name: /Download .* \(PDF\)/ })
      .first()
      .getAttribute("href");
    const download = await shop.request.get(href!);
    expect(download.status()).toBe(200);
    expect(Buffer.from(await download.body()).equals(guide)).toBe(true);
    await buyer.close();
  } finally {
    // Other journeys expect the seeded guide.
    await e2eQuery(
      `UPDATE "Product" SET "fileId" = (SELECT id FROM "StoredFile" WHERE key = 'single/fertility-guide.pdf') WHERE id = 'fertility'`,
    );
  }
});
