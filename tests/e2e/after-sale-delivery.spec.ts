// Delivery tracked (docs/product.md#delivery): a buyer's receipt to a bouncing address
// (bounced@resend.dev, followed by the local mail adapter) → /admin, open meanwhile, says without a
// reload that one more buyer has not received their links, and lists the order → the order page
// shows "bounced: mailbox does not exist" and the suppression → the admin corrects the address and
// resends → the new address receives the links (read from the outbox table: this production build
// has no /dev/outbox) — at phone and desktop widths.
import { e2eQuery } from "./database";
import { expect, type Page, test } from "./fixtures";

/** The number in /admin's "N buyers have not received their links", 0 without the banner. */
const undeliveredCount = async (page: Page) => {
  const banner = page.getByTestId("undelivered");
  return (await banner.count()) ? Number(/(\d+) buyers?/.exec(await banner.innerText())?.[1]) : 0;
};

/** The real orders whose latest reported e-mail bounced, as the database counts them. */
const bouncedOrders = async () =>
  Number(
    (
      await e2eQuery<{ n: string }>(
        `SELECT count(*) AS n FROM "Order" WHERE "latestDelivery" = 'bounced' AND NOT is_test_order_email(email)`,
      )
    )[0]!.n,
  );

/** The delivery state of the latest `template` e-mail to `to`, once there is one. */
const deliveryOf = async (to: string, template: string) =>
  (
    await e2eQuery<{ delivery: string | null }>(
      `SELECT delivery FROM "EmailOutbox" WHERE "to" = $1 AND template = $2 ORDER BY "createdAt" DESC LIMIT 1`,
      [to, template],
    )
  )[0]?.delivery ?? null;

for (const width of [390, 1280]) {
  test(`a bounced receipt is seen, the address corrected and the links delivered (${width} px)`, async ({
    page,
    browser,
    buyGuide,
    signedInAs,
    browserErrors,
  }) => {
    // The plain resend to a suppressed address is refused with a 409 (asserted below).
    browserErrors.allow(/status of 409/);
    await page.setViewportSize({ width, height: 900 });
    const label = `${width}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
    const bouncing = `bounced+${label}@resend.dev`;
    const corrected = `delivered+${label}@resend.dev`;

    // The owner has /admin open (the live feed connected, the count read) while a buyer elsewhere
    // buys with an address that bounces.
    await signedInAs("admin");
    await page.goto("/admin");
    await expect(page.getByTestId("live-status")).toHaveAttribute("data-state", "live");
    await expect(page.getByRole("heading", { name: "Last 30 days" })).toBeVisible();
    // The banner has settled on the database's count before the purchase, so a rise is the bounce's.
    const before = await bouncedOrders();
    await expect.poll(() => undeliveredCount(page)).toBe(before);
    const buyer = await browser.newContext({ viewport: { width, height: 900 } });
    await buyGuide({ page: await buyer.newPage(), email: bouncing });
    await buyer.close();
    await expect.poll(() => deliveryOf(bouncing, "order-confirmation"), { timeout: 30_000 }).toBe("bounced");
    const [order] = await e2eQuery<{ id: string }>(`SELECT id FROM "Order" WHERE email = $1`, [bouncing]);

    // No reload: the bounce reached the open dashboard through its live feed.
    await expect.poll(() => undeliveredCount(page), { timeout: 15_000 }).toBeGreaterThan(before);
    const banner = page.getByTestId("undelivered");
    await expect(banner).toContainText(/\d+ buyers? (has|have) not received their links/);
    await page.screenshot({ path: `test-results/after-sale-delivery-admin-${width}.png` });
    await banner.getByRole("link", { name: "Show these orders" }).click();
    await expect(page).toHaveURL(/delivery=bounced/);
    // The table at desktop widths, its cards on a phone: whichever is shown lists the order.
    await expect(page.getByText(bouncing).filter({ visible: true }).first()).toBeVisible();

    await page.goto(`/admin/orders/${order!.id}`);
    const emails = page.getByTestId("email-delivery");
    await expect(emails).toContainText("bounced: mailbox does not exist");
    await expect(page.getByTestId("suppression")).toContainText(bouncing);

    // A plain resend is refused until the address is corrected.
    await page.getByTestId("order-actions").getByRole("button", { name: "Resend links" }).click();
    await expect(page.getByText(/is on the suppression list/).first()).toBeVisible();

    await page.getByLabel("New e-mail address").fill(corrected);
    await page.getByRole("button", { name: "Change e-mail and resend" }).click();
    await expect(page.getByText(`The order's e-mail is now ${corrected}`).first()).toBeVisible();
    await expect.poll(() => deliveryOf(corrected, "download-links"), { timeout: 30_000 }).toBe("delivered");
    expect(await deliveryOf(bouncing, "download-links")).toBeNull();

    await page.reload();
    await expect(page.getByTestId("order-fields")).toContainText(corrected);
    await expect(page.getByTestId("email-delivery")).toContainText(/delivered \d{2}:\d{2}/);
    await page.screenshot({ path: `test-results/after-sale-delivery-${width}.png`, fullPage: true });
  });
}
