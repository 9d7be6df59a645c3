import type { Page } from "@playwright/test";

/** Fills /checkout's required fields for a buyer in Austin, TX (the page must be open). */
export async function fillCheckoutForm(page: Page, email: string) {
  await page.getByLabel("Email").first().fill(email);
  await page.getByLabel("First name").fill("Ana");
  await page.getByLabel("Last name").fill("Buyer");
  await page.getByLabel("Address", { exact: true }).fill("1 Main Street");
  await page.getByLabel("City").fill("Austin");
  await page.getByLabel("State / County").fill("TX");
  await page.getByLabel("ZIP / Postcode").fill("73301");
}
