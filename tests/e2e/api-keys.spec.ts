import { apiKeyMessages } from "../../src/lib/messages";
import { expect, test } from "./fixtures";

// API keys (docs/api.md#api-keys): the admin makes a key at /admin/api-keys, sees its secret once,
// a script calls the API with it, the admin revokes it, and the next call is the one 401.
test("an admin creates a key, sees it once, calls the API with it, revokes it, and the key stops working", async ({
  page,
  context,
  browserErrors,
  signedInAs,
}) => {
  // The revoked key's call answers 401, which the request logs nowhere in the page; nothing else may fail.
  browserErrors.allow(/status of 401/);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const email = await signedInAs("admin");
  await page.goto("/admin/api-keys");
  await expect(page.getByRole("heading", { name: "API keys", level: 1 })).toBeVisible();

  const name = `CRM sync ${Date.now().toString(36)}`;
  const form = page.getByRole("form", { name: "New API key" });
  await form.getByLabel("Name").fill(name);
  await form.getByRole("checkbox", { name: /^orders:read/ }).click();
  await form.getByRole("button", { name: "Create key" }).click();

  // The secret, once, with a copy button that puts it on the clipboard.
  const shown = page.getByTestId("new-api-key");
  await expect(shown).toContainText(apiKeyMessages.created(name));
  const secret = (await page.getByTestId("api-key-secret").textContent())!.trim();
  expect(secret).toMatch(/^fgs_[A-Za-z0-9_-]{43}$/);
  await shown.getByRole("button", { name: "Copy key" }).click();
  await expect(shown.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

  // The list shows its prefix, scope and creator — never the secret.
  const row = page.locator(`[data-testid="api-key-row"][data-name="${name}"]`);
  await expect(row).toContainText(secret.slice(0, 12));
  await expect(row).toContainText("orders:read");
  await expect(row).toContainText(email);
  await expect(row).toContainText("Active");
  await shown.getByRole("button", { name: "Done" }).click();
  await expect(page.getByTestId("api-key-secret")).toHaveCount(0);
  await page.reload();
  await expect(row).toBeVisible();
  expect(await page.content()).not.toContain(secret.slice(12));

  // A script calls the API with the key.
  const search = (key: string) =>
    page.request.get(`/api/trpc/orders.search?input=${encodeURIComponent(JSON.stringify({ json: { limit: 5 } }))}`, {
      headers: { authorization: `Bearer ${key}` },
    });
  const ok = await search(secret);
  expect(ok.status()).toBe(200);
  expect(((await ok.json()) as { result: { data: { json: { orders: unknown[] } } } }).result.data.json.orders).toBeInstanceOf(Array);
  await page.reload();
  const lastUsed = row
    .locator("div")
    .filter({ has: page.locator("dt", { hasText: "Last used" }) })
    .locator("dd");
  await expect(lastUsed).not.toHaveText("Never");

  // Revoked: the row says so, and the next call is the one 401.
  page.once("dialog", (dialog) => void dialog.accept());
  await row.getByRole("button", { name: `Revoke ${name}` }).click();
  await expect(page.getByText(apiKeyMessages.revoked(name))).toBeVisible();
  await expect(row).toContainText("Revoked");
  await expect(row.getByRole("button", { name: `Revoke ${name}` })).toHaveCount(0);
  const refused = await search(secret);
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { error: { json: { message: string } } }).error.json.message).toBe(apiKeyMessages.invalid);

  // Both are in the audit trail.
  await page.goto("/admin/audit");
  await expect(page.getByTestId("audit-row").filter({ hasText: "created the API key" }).first()).toBeVisible();
  await expect(page.getByTestId("audit-row").filter({ hasText: "revoked the API key" }).first()).toBeVisible();
});
