// Reviews from verified buyers (docs/product.md#reviews) on the built app with the local job engine:
// a buyer pays; the review request is scheduled 7 days out (brought forward in the database instead
// of waiting) and the app's poller sends it; its signed link takes a rating and a text, and edits
// them; the admin approves; the guide's page shows it as "Verified buyer" and its Product JSON-LD
// carries the approved reviews' average and count.
import { e2eQuery } from "./database";
import { expect, test } from "./fixtures";

type ProductLd = {
  "@type": string;
  aggregateRating?: { ratingValue: number; reviewCount: number; bestRating: number };
  review?: { reviewBody?: string; reviewRating: { ratingValue: number } }[];
};

for (const width of [390, 1280]) {
  test(`a buyer's review request → a review, edited → approved → on the product page and in its JSON-LD (${width} px)`, async ({
    page,
    buyGuide,
    signedInAs,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const { email } = await buyGuide();
    const [order] = await e2eQuery<{ id: string }>(`SELECT id FROM "Order" WHERE email = $1`, [email]);
    const key = `review-request:${order!.id}`;

    // Scheduled at payment, a week out (the default setting); brought forward instead of waiting.
    const [job] = await e2eQuery<{ status: string; due_in_days: number }>(
      `SELECT status, EXTRACT(EPOCH FROM ("runAt" - (now() AT TIME ZONE 'UTC'))) / 86400 AS due_in_days FROM "ScheduledJob" WHERE "idempotencyKey" = $1`,
      [key],
    );
    expect(job!.status).toBe("pending");
    expect(Number(job!.due_in_days)).toBeGreaterThan(6.9);
    await e2eQuery(`UPDATE "ScheduledJob" SET "runAt" = (now() AT TIME ZONE 'UTC') - interval '1 second' WHERE "idempotencyKey" = $1`, [
      key,
    ]);
    await expect
      .poll(
        async () =>
          e2eQuery<{ status: string }>(`SELECT status FROM "EmailOutbox" WHERE "to" = $1 AND template = 'review-request'`, [email]),
        {
          timeout: 30_000,
        },
      )
      .toEqual([{ status: "sent" }]);
    const [mail] = await e2eQuery<{ html: string; headers: Record<string, string> }>(
      `SELECT html, headers FROM "EmailOutbox" WHERE "to" = $1 AND template = 'review-request'`,
      [email],
    );
    expect(mail!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const link = /href="([^"]*\/review\?t=[^"&]*)"/.exec(mail!.html)![1]!;

    // The buyer rates the guide through the link: no account. A star is the label of its (visually hidden) radio.
    const star = (n: number) => page.locator("label").filter({ has: page.getByRole("radio", { name: n === 1 ? "1 star" : `${n} stars` }) });
    await page.goto(link);
    await page.waitForLoadState("networkidle"); // the form is a client island: let it hydrate before using it
    await expect(page.getByRole("heading", { name: "Rate your guide", level: 1 })).toBeVisible();
    await star(3).click();
    await expect(page.getByRole("radio", { name: "3 stars" })).toBeChecked();
    const words = `Clear chapters on timing, read in a weekend (${width}).`;
    await page.getByLabel("Your review (optional)").fill(words);
    await page.getByRole("button", { name: "Send my review" }).click();
    await expect(page.getByTestId("review-saved")).toContainText("Thank you! Your review is saved.");

    // The same link edits it.
    await page.goto(link);
    await page.waitForLoadState("networkidle");
    await expect(page.getByLabel("Your review (optional)")).toHaveValue(words);
    await expect(page.getByRole("radio", { name: "3 stars" })).toBeChecked();
    await star(5).click();
    await expect(page.getByRole("radio", { name: "5 stars" })).toBeChecked();
    await page.getByRole("button", { name: "Update my review" }).click();
    await expect(page.getByTestId("review-saved")).toContainText("Your review is updated.");
    await page.screenshot({ path: `test-results/review-form-${width}.png`, fullPage: true });
    expect(await e2eQuery(`SELECT rating, status FROM "Review" WHERE "orderId" = $1`, [order!.id])).toEqual([
      { rating: 5, status: "pending" },
    ]);

    // The admin approves it.
    await signedInAs("admin");
    await page.goto("/admin/reviews");
    const item = page.getByRole("listitem").filter({ hasText: words });
    await expect(item).toBeVisible();
    await page.screenshot({ path: `test-results/review-admin-${width}.png`, fullPage: true });
    await item.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByText("Review approved: it shows on the guide's page.")).toBeVisible();

    // On the guide's page at the next request, and in its JSON-LD with the approved reviews' figures.
    const [figures] = await e2eQuery<{ n: number; avg: string }>(
      `SELECT count(*)::int AS n, avg(rating)::text AS avg FROM "Review" WHERE "productId" = 'fertility' AND status = 'approved'`,
    );
    const average = Math.round(Number(figures!.avg) * 10) / 10;
    await expect
      .poll(
        async () => {
          await page.goto("/digital-fertility-guide");
          return page.getByTestId("verified-reviews").filter({ hasText: words }).count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    const reviews = page.getByTestId("verified-reviews");
    await expect(reviews.getByRole("listitem").filter({ hasText: words })).toContainText("Verified buyer");
    await expect(page.getByTestId("review-average")).toContainText(
      `${average.toFixed(1)} out of 5 · ${figures!.n === 1 ? "1 review" : `${figures!.n} reviews`}`,
    );
    const product = (
      await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((els) => els.map((el) => JSON.parse(el.textContent!) as ProductLd))
    ).find((ld) => ld["@type"] === "Product")!;
    expect(product.aggregateRating).toMatchObject({ ratingValue: average, reviewCount: figures!.n, bestRating: 5 });
    expect(product.review!.find((r) => r.reviewBody === words)?.reviewRating.ratingValue).toBe(5);
    await reviews.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/review-product-page-${width}.png`, fullPage: false });
  });
}
