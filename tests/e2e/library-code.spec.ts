// The library without a password (docs/product.md#the-library-without-a-password): a guest buys,
// then, in a fresh browser with no e-mail and no cookie, asks for a code on /library, reads it
// from the outbox (this production build has no /dev/outbox: the table), enters it and downloads
// the guide — at phone and desktop widths.
import { e2eQuery } from "./database";
import { expect, test } from "./fixtures";

/** The code of the latest library-code e-mail to `to`, once the job has sent it. */
async function codeFromOutbox(to: string) {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const rows = await e2eQuery<{ subject: string }>(
          `SELECT subject FROM "EmailOutbox" WHERE "to" = $1 AND template = 'library-code' ORDER BY "createdAt" DESC LIMIT 1`,
          [to],
        );
        code = rows[0] && /\b(\d{6})\b/.exec(rows[0].subject)?.[1];
        return code;
      },
      { timeout: 20_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

for (const width of [390, 1280]) {
  test(`a guest buyer gets a code and downloads from the library (${width} px)`, async ({ page, buyGuide, browser, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    const { email } = await buyGuide();
    // The thank-you page points to the library.
    await expect(page.getByRole("link", { name: /\/library$/ })).toBeVisible();

    const fresh = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    const problems: string[] = [];
    const visitor = await fresh.newPage();
    visitor.on("pageerror", (error) => problems.push(error.message));
    visitor.on("console", (message) => message.type() === "error" && problems.push(message.text()));
    try {
      await visitor.goto("/library");
      await expect(visitor.getByRole("heading", { name: "My purchases" })).toBeVisible();
      await visitor.getByLabel("E-mail used for your order").fill(email);
      await visitor.getByRole("button", { name: "E-mail me a code" }).click();
      await expect(visitor.getByText("If this address has bought a guide, a 6-digit code is on its way.")).toBeVisible();

      const code = await codeFromOutbox(email);
      // A wrong code first: refused with our text, the form stays.
      await visitor.getByLabel("6-digit code").fill(String((Number(code) + 1) % 1_000_000).padStart(6, "0"));
      await visitor.getByRole("button", { name: "Open my guides" }).click();
      await expect(visitor.locator("form [role=alert]")).toHaveText(
        "That code is not right. Check the e-mail and try again, or ask for a new code.",
      );

      await visitor.getByLabel("6-digit code").fill(code);
      await visitor.getByRole("button", { name: "Open my guides" }).click();
      await expect(visitor.getByText(`Signed in as ${email}`)).toBeVisible();
      await expect(visitor.getByRole("link", { name: "Refunds and the money-back guarantee" })).toHaveAttribute("href", /^\/terms#/);
      await visitor.getByText("Receipt").click();
      await expect(visitor.getByText("Amount")).toBeVisible();

      const download = visitor.getByRole("link", { name: /Download .* \(PDF\)/ }).first();
      const pdf = await visitor.request.get((await download.getAttribute("href"))!);
      expect(pdf.status()).toBe(200);
      expect((await pdf.body()).subarray(0, 4).toString()).toBe("%PDF");

      // Nothing wider than the screen.
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await visitor.screenshot({ path: `test-results/library-${width}.png`, fullPage: true });
      // The one wrong code is answered 400, which the browser logs; nothing else may go wrong.
      expect(problems).toEqual(["Failed to load resource: the server responded with a status of 400 (BAD_REQUEST)"]);
    } finally {
      await fresh.close();
    }
  });
}
