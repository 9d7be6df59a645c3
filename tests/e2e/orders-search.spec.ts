import fs from "node:fs";
import { expect, type Page, test } from "./fixtures";

// Orders at any scale (issue 21, docs/orders.md): a buyer's order found by a fragment of her
// address, its page and timeline, her customer view with "E-mail fresh links", and the CSV of
// the filtered table; on a phone and on a desktop. Set E2E_SHOTS=<dir> to keep screenshots.

async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

for (const [device, viewport] of [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1280, height: 900 }],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });

    test("search by a fragment of the e-mail → the order page → the customer → the CSV export", async ({ page, signedInAs, buyGuide }) => {
      const tag = `${device}${Date.now().toString(36)}`;
      const { email } = await buyGuide({ email: `Guia.${tag}@buyers.shop` });
      await signedInAs("admin");

      await page.goto("/admin");
      const search = page.getByRole("searchbox", { name: "E-mail contains" });
      await search.fill(`GUIA.${tag.toUpperCase()}`);
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]email=GUIA.${tag.toUpperCase()}`));
      const rows = page.getByTestId(device === "phone" ? "order-card" : "order-row");
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(email.toLowerCase());
      await expect(page.getByTestId("orders-shown")).toHaveText("1 order match");
      await shot(page, `${device}-admin-search`);

      // A reload keeps the filter (it lives in the URL).
      await page.reload();
      await expect(rows).toHaveCount(1);

      // The order page: fields, the timeline in order, the actions.
      await rows.first().getByTestId("order-link").click();
      await expect(page).toHaveURL(/\/admin\/orders\/[^/?]+$/);
      await expect(page.getByRole("heading", { name: "Order", level: 1 })).toBeVisible();
      await expect(page.getByTestId("order-status")).toHaveText("completed");
      const timeline = page.getByTestId("order-timeline");
      await expect(timeline.locator("li").first()).toContainText("Order created");
      await expect(timeline).toContainText("Status: completed");
      await expect(timeline).toContainText("Download granted");
      await page.getByTestId("order-actions").getByRole("button", { name: "Reset downloads" }).click();
      await expect(page.getByText(/Download count reset/)).toBeVisible();
      await page.reload();
      await expect(timeline).toContainText("Admin: downloads.reset");
      await shot(page, `${device}-order-page`);

      // The customer view, from the order's e-mail.
      await page.getByTestId("order-fields").getByTestId("customer-link").click();
      await expect(page).toHaveURL(/\/admin\/customers\?email=/);
      await expect(page.getByRole("heading", { name: "Customer", level: 1 })).toBeVisible();
      await expect(page.getByTestId("customer-order")).toHaveCount(1);
      await page.getByRole("button", { name: "E-mail fresh links" }).click();
      await expect(page.getByText(/Fresh download links for every completed order/)).toBeVisible();
      await shot(page, `${device}-customer`);

      // Back to the filtered table, and its CSV.
      await page.goto(`/admin?email=${encodeURIComponent(tag)}&status=completed`);
      await expect(rows).toHaveCount(1);
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("orders-export").click()]);
      expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = fs.readFileSync((await download.path())!);
      expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = csv.toString("utf8").slice(1).trim().split("\n");
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/^order_id,created_at,status,email/);
      expect(lines[1]).toContain(email.toLowerCase());
      expect(lines[1]).toContain(",USD,47.00,0.00,47.00,");

      // A malformed filter in the URL is answered in words, not with an empty table.
      await page.goto("/admin?from=2026-05-02&to=2026-05-01");
      await expect(page.getByRole("alert").filter({ hasText: "The start date is after the end date" })).toBeVisible();
    });
  });
}

test("live updates respect the filter: a new matching order appears, another does not", async ({ page, browser, signedInAs, buyGuide }) => {
  test.setTimeout(90_000);
  const tag = `live${Date.now().toString(36)}`;
  await signedInAs("admin");
  await page.goto(`/admin?email=${tag}`);
  await expect(page.getByTestId("live-status")).toHaveAttribute("data-state", "live");
  await expect(page.getByText("No orders match these filters.")).toBeVisible();

  const buyer = await browser.newContext();
  const other = await buyGuide({ page: await buyer.newPage() }); // not matching the filter
  const { email } = await buyGuide({ page: await buyer.newPage(), email: `${tag}@buyers.shop` });
  await buyer.close();

  const rows = page.getByTestId("order-row");
  await expect(rows.filter({ hasText: email })).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(page.getByText(other.email)).toHaveCount(0);
});
