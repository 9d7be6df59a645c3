import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { verifyWebhook } from "../../examples/openapi-client";
import { webhookMessages } from "../../src/lib/messages";
import { expect, test } from "./fixtures";

// Outgoing webhooks (docs/webhooks.md): an admin adds an endpoint pointing at a receiver this test
// starts, a visitor buys a guide, the receiver gets a correctly signed order.completed, the admin
// sees the delivery as delivered and sends it again with "Redeliver".
type Hit = { headers: Record<string, string>; body: string };

test("an admin adds a webhook endpoint, a sale reaches it signed, the delivery is listed and redelivered", async ({
  page,
  context,
  signedInAs,
  buyGuide,
}) => {
  const hits: Hit[] = [];
  const receiver = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      hits.push({ headers: req.headers as Record<string, string>, body });
      res.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/${Date.now().toString(36)}`;
  try {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signedInAs("admin");
    await page.goto("/admin/webhooks");
    await expect(page.getByRole("heading", { name: "Webhooks", level: 1 })).toBeVisible();

    const form = page.getByRole("form", { name: "New webhook endpoint" });
    await form.getByLabel("Endpoint URL").fill(url);
    await expect(form.getByRole("checkbox", { name: /^order\.completed/ })).toBeChecked();
    await form.getByRole("button", { name: "Add endpoint" }).click();

    // The secret, once, with a copy button.
    const shown = page.getByTestId("new-webhook");
    await expect(shown).toContainText(webhookMessages.created);
    const secret = (await page.getByTestId("webhook-secret").textContent())!.trim();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    await shown.getByRole("button", { name: "Copy secret" }).click();
    await expect(shown.getByRole("button", { name: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    const row = page.locator(`[data-testid="webhook-row"][data-url="${url}"]`);
    await expect(row.getByTestId("webhook-state")).toHaveText("Enabled");
    await expect(row).toContainText("order.completed");

    // A visitor buys; the receiver gets order.completed, signed with the secret.
    const { email } = await buyGuide({ page: await context.newPage() });
    await expect.poll(() => hits.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    const first = hits[0]!;
    // Checked with the integrator's own code: the example client's verifyWebhook (docs/api.md#typed-clients).
    const event = verifyWebhook(first.body, first.headers, secret);
    expect(event).toMatchObject({ type: "order.completed", data: { email, status: "completed" } });

    // The delivery is listed as delivered (200, attempt 1) …
    await page.reload();
    await row.getByRole("button", { name: "Deliveries" }).click();
    const delivery = row.getByTestId("webhook-delivery").first();
    await expect(delivery).toHaveAttribute("data-status", "delivered");
    await expect(delivery).toContainText("order.completed");
    await expect(delivery).toContainText(first.headers["webhook-id"]!);
    await expect(delivery.locator("td").nth(2)).toHaveText("200");
    await expect(delivery.locator("td").nth(4)).toHaveText("1");

    // … and "Redeliver" sends the same message (same webhook-id) again.
    await delivery.getByRole("button", { name: "Redeliver" }).click();
    await expect(page.getByText(webhookMessages.redelivered)).toBeVisible();
    await expect.poll(() => hits.length, { timeout: 20_000 }).toBe(2);
    expect(hits[1]!.headers["webhook-id"]).toBe(first.headers["webhook-id"]);
    expect(new Webhook(secret).verify(hits[1]!.body, hits[1]!.headers)).toMatchObject({ type: "order.completed" });
    await expect(delivery.locator("td").nth(4)).toHaveText("2", { timeout: 10_000 });

    if (process.env.WEBHOOK_SCREENSHOTS) {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${process.env.WEBHOOK_SCREENSHOTS}/webhooks-${width}.png`, fullPage: true });
      }
    }

    // Deleting asks first; the endpoint is gone.
    page.once("dialog", (dialog) => void dialog.accept());
    await row.getByRole("button", { name: `Delete ${url}` }).click();
    await expect(page.getByText(webhookMessages.deleted)).toBeVisible();
    await expect(row).toHaveCount(0);
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }
});
