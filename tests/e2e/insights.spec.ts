import { randomBytes } from "node:crypto";
import { cartReminderMessages } from "../../src/lib/messages";
import { e2eQuery } from "./database";
import { expect, type Page, test } from "./fixtures";

// First-party counts (docs/insights.md): a visitor reads an article, opens a product page and buys;
// /admin/insights then shows that visit's funnel through to the purchase and credits the article.

const run = randomBytes(4).toString("hex");
// The headless browser announces itself as HeadlessChrome, which the beacon drops as a bot; this
// journey is a person's browser (its own user agent per run, so its visitor is this run's alone).
test.use({ userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 e2e/${run}` });

const article = "/blog/boost-fertility-naturally-strategies";
const source = `e2e-${run}`;

/** Opens a page and waits until its beacon has been accepted (it is sent when the browser is idle). */
async function visit(page: Page, path: string) {
  const accepted = page.waitForResponse((r) => r.url().endsWith("/api/beacon") && r.status() === 204);
  await page.goto(path);
  await accepted;
}

test("the funnel on /admin/insights shows a visit through to its purchase, by source and article", async ({
  page,
  signedInAs,
  buyGuide,
}, testInfo) => {
  await visit(page, `${article}?utm_source=${source}&utm_medium=e2e`);
  await visit(page, "/digital-fertility-guide");
  const checkoutBeacon = page.waitForResponse((r) => r.url().endsWith("/api/beacon") && r.status() === 204);
  await page.goto("/checkout?product=fertility");
  await checkoutBeacon;
  await buyGuide({ onCurrentPage: true });

  await signedInAs("admin");
  await page.goto(`/admin/insights?source=${source}`);
  await expect(page.getByRole("heading", { name: "Insights", level: 1 })).toBeVisible();
  const steps = page.getByTestId("funnel-steps");
  await expect(steps).toContainText("Visits 1");
  await expect(steps).toContainText("Product views 1");
  await expect(steps).toContainText("Checkout started 1");
  await expect(steps).toContainText("E-mail entered 1");
  await expect(steps).toContainText("Paid 1");
  await expect(page.getByTestId("insights-conversion")).toHaveText("100.0 %");
  await expect(page.getByRole("img", { name: /Funnel: Visits 1/ })).toBeVisible();
  // The source and landing page tables, and the sale credited to the article read before it.
  await expect(page.getByRole("link", { name: source })).toBeVisible();
  await expect(page.getByRole("link", { name: article })).toBeVisible();
  const articleRow = page.getByRole("row").filter({ hasText: article }).last();
  await expect(articleRow).not.toContainText("—"); // revenue credited

  // Desktop and phone: the page fits the phone's width (the tables scroll inside their cards).
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath("insights-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("img", { name: /Funnel: Visits 1/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("insights-390.png"), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Filters live in the URL: a source with no visits shows an empty funnel.
  await page.goto(`/admin/insights?source=nobody-${run}`);
  await expect(page.getByTestId("funnel-steps")).toContainText("Visits 0");
  await expect(page.getByTestId("funnel-steps")).toContainText("Paid 0");
});

// Abandoned-cart recovery and discount codes (docs/insights.md#cart-reminders): an admin turns the
// second and third reminders on; a buyer leaves a cart with a discount code, gets the first and
// second reminders (their jobs brought forward in the database instead of waiting 24 hours),
// clicks the second's link and buys; /admin/insights credits the purchase to the second step and
// shows the code's use and revenue.
test("cart reminders: the admin turns on the later steps; a click and a purchase show per step, and the code's uses and revenue", async ({
  page,
  signedInAs,
  buyGuide,
}, testInfo) => {
  test.setTimeout(180_000); // settings, two reminders, a click, a purchase and two pages, each at two widths
  const code = `E2E${run.toUpperCase()}`;
  await e2eQuery(`INSERT INTO "DiscountCode" (code, "percentOff", description) VALUES ($1, 10, 'e2e insights')`, [code]);
  await signedInAs("admin");
  try {
    await page.goto("/admin/settings");
    const form = page.getByRole("form", { name: "Abandoned-cart reminders" });
    await expect(form.getByRole("checkbox", { name: "Send the second reminder" })).not.toBeChecked(); // off by default
    await form.getByRole("checkbox", { name: "Send the second reminder" }).check();
    await form.getByRole("checkbox", { name: "Send the third reminder" }).check();
    const thirdHours = form.locator("#reminder-third-hours");
    await thirdHours.fill("12"); // before the second's 24 hours
    await form.getByRole("button", { name: "Save reminders" }).click();
    await expect(form.getByText(cartReminderMessages.thirdNotAfterSecond)).toBeVisible();
    await thirdHours.fill("72");
    await form.getByRole("button", { name: "Save reminders" }).click();
    await expect(page.getByText(cartReminderMessages.saved)).toBeVisible();
    expect(await e2eQuery(`SELECT value FROM "WebsiteSetting" WHERE key = 'cart_reminder_steps'`)).toEqual([
      { value: JSON.stringify({ second: { enabled: true, hours: 24 }, third: { enabled: true, hours: 72 } }) },
    ]);
    await form.scrollIntoViewIfNeeded();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: testInfo.outputPath("settings-reminders-1280.png"), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath("settings-reminders-390.png"), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The buyer types an e-mail with the opt-in and the code, and leaves.
    const email = `reminded-${run}@mail.fertility-buyers.org`;
    await page.goto(`/checkout?product=fertility&discount=${code}`);
    await expect(page.getByTestId("order-total")).toHaveText("$42.30");
    await page.getByLabel("Email").first().fill(email);
    await page.getByLabel("First name").fill("Ana");
    await page.getByRole("checkbox", { name: /Send me fertility tips and offers/ }).check();
    await expect
      .poll(async () => e2eQuery(`SELECT "marketingOptIn" FROM "Cart" WHERE email = $1`, [email]), { timeout: 15_000 })
      .toEqual([{ marketingOptIn: true }]);
    await page.goto("/blog");

    const jobs = await e2eQuery<{ key: string; due_in_h: number }>(
      `SELECT j."idempotencyKey" AS key, round(EXTRACT(EPOCH FROM (j."runAt" - (now() AT TIME ZONE 'UTC'))) / 3600)::int AS due_in_h
         FROM "ScheduledJob" j JOIN "Cart" c ON j.payload->>'cartId' = c.id WHERE c.email = $1 ORDER BY j."runAt"`,
      [email],
    );
    expect(jobs.map((j) => [j.key.split(":")[0], j.due_in_h])).toEqual([
      ["abandoned-cart-reminder", 0],
      ["abandoned-cart-reminder-2", 24],
      ["abandoned-cart-reminder-3", 72],
    ]);
    // Each reminder's job brought forward in its turn (the first, then the second), as 24 hours would.
    const sent = () => e2eQuery(`SELECT subject FROM "EmailOutbox" WHERE "to" = $1 AND status = 'sent' ORDER BY "createdAt"`, [email]);
    for (const [job, subjects] of [
      ["abandoned-cart-reminder", [/^Still thinking it over\?/]],
      ["abandoned-cart-reminder-2", [/^Still thinking it over\?/, /^Your checkout is saved/]],
    ] as const) {
      await e2eQuery(
        `UPDATE "ScheduledJob" SET "runAt" = (now() AT TIME ZONE 'UTC') - interval '1 second'
          WHERE payload->>'cartId' = (SELECT id FROM "Cart" WHERE email = $1) AND name = $2`,
        [email, job],
      );
      await expect.poll(sent, { timeout: 20_000 }).toEqual(subjects.map((subject) => ({ subject: expect.stringMatching(subject) })));
    }
    const [second] = await e2eQuery<{ html: string }>(
      `SELECT html FROM "EmailOutbox" WHERE "to" = $1 AND subject LIKE 'Your checkout is saved%'`,
      [email],
    );
    const link = new URL(/href="([^"]*\/checkout\?[^"]*)"/.exec(second!.html)![1]!.replaceAll("&amp;", "&"));
    expect(link.searchParams.get("r")).toMatch(/^\w+\.2\.[\w-]{16}$/);

    // The click: the checkout page's beacon carries the link's step back.
    await visit(page, link.pathname + link.search);
    await expect(page.getByTestId("order-total")).toHaveText("$42.30");
    await expect
      .poll(async () =>
        e2eQuery(
          `SELECT r.step, r."clickedAt" IS NOT NULL AS clicked FROM "CartReminder" r JOIN "Cart" c ON c.id = r."cartId" WHERE c.email = $1 ORDER BY r.step`,
          [email],
        ),
      )
      .toEqual([
        { step: 1, clicked: false },
        { step: 2, clicked: true },
      ]);
    await buyGuide({ onCurrentPage: true, email, total: "$42.30" });

    await page.goto("/admin/insights");
    const stepTwo = page.getByTestId("reminder-steps").getByRole("row").filter({ hasText: "2nd" });
    await expect(stepTwo).toHaveText(/2nd \(optional\)\s*1\s*1 \(100\.0 %\)\s*1 \(100\.0 %\)\s*\$42\.30/);
    await expect(page.getByTestId("reminder-steps").getByRole("row").filter({ hasText: "3rd" })).toHaveText(/3rd \(optional\)\s*0\s*0/);
    const codeRow = page.getByTestId("code-performance").getByRole("row").filter({ hasText: code });
    await expect(codeRow).toHaveText(new RegExp(`${code}\\s*1\\s*\\$42\\.30`));

    await page.getByTestId("reminder-steps").scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath("insights-recovery-1280.png"), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(stepTwo).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("insights-recovery-390.png"), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } finally {
    // Later journeys' carts schedule no follow-ups.
    await e2eQuery(`DELETE FROM "WebsiteSetting" WHERE key = 'cart_reminder_steps'`);
  }
});
