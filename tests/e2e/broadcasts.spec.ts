// Broadcasts (docs/product.md#broadcasts): the admin composes a letter (live preview), sends a
// test to themself, sends it to the subscribers through the jobs; the subscriber's e-mail is in
// the outbox with both one-click headers; the one-click POST takes that address out of the next
// broadcast's count.
import { e2eQuery } from "./database";
import { expect, test } from "./fixtures";

const countOf = async (text: string | null) => Number(/(\d+) address(?:es)? will get it/.exec(text ?? "")?.[1] ?? NaN);

for (const width of [390, 1280]) {
  test(`compose, test, send to subscribers, one-click unsubscribe leaves the next count (${width} px)`, async ({ page, signedInAs }) => {
    test.setTimeout(150_000);
    // A confirmed subscriber, early in the sending order (addresses go out alphabetically).
    const reader = `a0-reader-${width}-${Date.now()}@mail.fertility-readers.org`;
    await e2eQuery(
      `INSERT INTO "Subscriber" ("id", "email", "source", "confirmationSentAt", "createdAt", "updatedAt") VALUES ($1, $2, 'newsletter', now(), now(), now())`,
      [`e2e-bc-${width}-${Date.now()}`, reader],
    );

    await page.setViewportSize({ width, height: 900 });
    const admin = await signedInAs("admin");
    await page.goto("/admin/broadcasts");
    await expect(page.getByRole("heading", { name: "Broadcasts", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "New broadcast" }).click();
    const subject = `Spring letter ${width} ${Date.now()}`;
    await page.getByLabel("Subject", { exact: true }).fill(subject);
    await page.getByLabel(/Preview line/).fill("Three short notes");
    await page
      .getByLabel("Letter", { exact: true })
      .fill("Hello **reader**.\n\n<b>not bold</b>\n\n[Read the blog](https://fertility-guides.example.net/blog)");
    await expect(page.getByTestId("audience-count")).toHaveText(/\d+ address(?:es)? will get it\./);
    const count = await countOf(await page.getByTestId("audience-count").textContent());
    expect(count).toBeGreaterThan(0);

    // Live preview, phone and desktop widths; the raw HTML shows as text.
    const preview = page.frameLocator('[data-testid="broadcast-preview"]');
    await expect(preview.locator("strong", { hasText: "reader" })).toBeVisible();
    await expect(preview.getByText("<b>not bold</b>")).toBeVisible();
    await page.getByRole("button", { name: "desktop", exact: true }).click();
    await expect(page.getByTitle("E-mail preview at desktop width")).toBeVisible();
    await page.screenshot({ path: `test-results/broadcasts-compose-${width}.png`, fullPage: true });

    // A test to me.
    await page.getByRole("button", { name: "Send a test to me" }).click();
    await expect(page.getByText(`A test went to ${admin}.`)).toBeVisible();
    const tests = await e2eQuery<{ n: number }>(`SELECT count(*)::int AS n FROM "EmailOutbox" WHERE "to" = $1 AND subject = $2`, [
      admin,
      `[Test] ${subject}`,
    ]);
    expect(tests[0]?.n).toBe(1);

    // Send now: the jobs send it.
    await page.getByRole("button", { name: "Send now", exact: true }).click();
    await page.getByRole("button", { name: "Yes, send now" }).click();
    await expect(page.getByText("Sending has started: the e-mails go out at the mail rate.")).toBeVisible();
    let headers: Record<string, string> | undefined;
    await expect
      .poll(
        async () => {
          const rows = await e2eQuery<{ headers: Record<string, string> }>(
            `SELECT headers FROM "EmailOutbox" WHERE "to" = $1 AND template = 'broadcast' AND subject = $2`,
            [reader, subject],
          );
          headers = rows[0]?.headers;
          return rows.length;
        },
        { timeout: 90_000 },
      )
      .toBe(1);
    expect(headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(headers?.["List-Unsubscribe"]).toMatch(/^<http.*\/unsubscribe\?token=.+>$/);

    // The report of the broadcast.
    await page
      .getByRole("list", { name: "Broadcasts" })
      .getByRole("button", { name: new RegExp(subject) })
      .click();
    await expect(page.getByRole("definition").first()).toBeVisible();
    await page.screenshot({ path: `test-results/broadcasts-report-${width}.png`, fullPage: true });

    // The mail client's one-click POST: no page, no cookie.
    const target = headers!["List-Unsubscribe"]!.slice(1, -1);
    const posted = await page.request.post(target, {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      data: "List-Unsubscribe=One-Click",
    });
    expect(posted.status()).toBe(200);

    // The next broadcast's count leaves the address out.
    await page.getByRole("button", { name: "New broadcast" }).click();
    await expect(page.getByTestId("audience-count")).toHaveText(`${count - 1} ${count - 1 === 1 ? "address" : "addresses"} will get it.`);
  });
}
