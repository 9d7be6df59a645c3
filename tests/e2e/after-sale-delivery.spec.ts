// Delivery tracked (docs/product.md#delivery): a buyer's receipt to a bouncing address
// (bounced@resend.dev, followed by the local mail adapter) → /admin says a buyer has not received
// their links and lists the order → the order page shows "bounced: mailbox does not exist" and the
// suppression → the admin corrects the address and resends → the new address receives the links
// (read from the outbox table: this production build has no /dev/outbox) — at phone and desktop widths.
import { e2eQuery } from "./database";
import { expect, test } from "./fixtures";

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
    await buyGuide({ email: bouncing });
    await expect.poll(() => deliveryOf(bouncing, "order-confirmation"), { timeout: 30_000 }).toBe("bounced");
    const [order] = await e2eQuery<{ id: string }>(`SELECT id FROM "Order" WHERE email = $1`, [bouncing]);

    await signedInAs("admin");
    await page.goto("/admin");
    const banner = page.getByTestId("undelivered");
    await expect(banner).toContainText(/\d+ buyers? (has|have) not received their links/);
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
