import { expect, test } from "./fixtures";
import { e2eQuery } from "./database";

// The abandoned-cart reminder on the built app with the local job engine: the buyer types an
// e-mail with the opt-in ticked and leaves; once the job is due (brought forward in the database
// instead of waiting 5 minutes), the app's poller sends the reminder, and its link restores the cart.
test("abandoned cart: type an e-mail with opt-in, leave, get one reminder whose link restores guide and price", async ({ page }) => {
  const email = `cart-${Date.now()}@mail.fertility-buyers.org`;
  await page.goto("/checkout?product=intimacy&country=UK");
  const total = await page.getByTestId("order-total").textContent();
  expect(total).toBe("£29.00");
  await page.getByLabel("Email").first().fill(email);
  await page.getByLabel("First name").fill("Ana");
  await page.getByRole("checkbox", { name: /Send me fertility tips and offers/ }).check();
  await expect
    .poll(async () => e2eQuery<{ marketingOptIn: boolean }>(`SELECT "marketingOptIn" FROM "Cart" WHERE email = $1`, [email]), {
      timeout: 15_000,
    })
    .toEqual([{ marketingOptIn: true }]);
  await page.goto("/blog"); // the buyer leaves

  const [job] = await e2eQuery<{ status: string; due_in_s: number }>(
    `SELECT j.status, EXTRACT(EPOCH FROM (j."runAt" - (now() AT TIME ZONE 'UTC')))::int AS due_in_s
       FROM "ScheduledJob" j JOIN "Cart" c ON j."idempotencyKey" = 'abandoned-cart-reminder:' || c.id WHERE c.email = $1`,
    [email],
  );
  expect(job!.status).toBe("pending");
  expect(job!.due_in_s).toBeGreaterThan(4 * 60); // docs/product.md#numbers: 5 minutes after the last save
  await e2eQuery(
    `UPDATE "ScheduledJob" SET "runAt" = (now() AT TIME ZONE 'UTC') - interval '1 second'
      WHERE "idempotencyKey" = (SELECT 'abandoned-cart-reminder:' || id FROM "Cart" WHERE email = $1)`,
    [email],
  );

  await expect
    .poll(
      async () =>
        e2eQuery<{ status: string }>(`SELECT status FROM "EmailOutbox" WHERE "to" = $1 AND template = 'abandoned-cart-reminder'`, [email]),
      {
        timeout: 20_000,
      },
    )
    .toEqual([{ status: "sent" }]);
  const [mail] = await e2eQuery<{ html: string; headers: Record<string, string> }>(
    `SELECT html, headers FROM "EmailOutbox" WHERE "to" = $1`,
    [email],
  );
  expect(mail!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  expect(mail!.html).toContain("Ana, your guide is still waiting");
  const link = /href="([^"]*\/checkout\?[^"]*)"/.exec(mail!.html)![1]!.replaceAll("&amp;", "&");

  await page.goto(link);
  await expect(page.getByRole("radio", { name: /From Frustration to Fulfillment/ })).toBeChecked();
  await expect(page.getByTestId("order-total")).toHaveText(total!);
  await expect(page.getByLabel("Country")).toHaveValue("United Kingdom");

  // The e-mail's unsubscribe link: a confirm page, then recorded.
  const unsubscribe = /href="([^"]*\/unsubscribe\?token=[^"]*)"/.exec(mail!.html)![1]!.replaceAll("&amp;", "&");
  await page.goto(unsubscribe);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You're unsubscribed" })).toBeVisible();
  expect(await e2eQuery(`SELECT source FROM "Unsubscribe" WHERE email = $1`, [email])).toEqual([{ source: "page" }]);
});
