import { expect, test } from "./fixtures";

// The /admin guard on the server (issue 12) and the Jobs page (issue 13).
test("an anonymous visitor is sent to sign in and back; a non-admin gets 403; an admin sees the jobs", async ({
  page,
  context,
  signedInAs,
  browserErrors,
}) => {
  browserErrors.allow(/status of 40[34]/);
  const anonymous = await page.request.get("/admin/jobs", { maxRedirects: 0 });
  expect(anonymous.status()).toBe(307);
  expect(anonymous.headers().location).toBe("/auth?redirect=%2Fadmin%2Fjobs");

  await signedInAs("member");
  const refused = await page.goto("/admin/jobs");
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "You don't have access to this page" })).toBeVisible();

  await context.clearCookies();
  const owner = await signedInAs("admin");
  await page.goto("/admin/jobs");
  await expect(page.getByRole("heading", { name: "Background jobs" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to site" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Jobs" })).toBeVisible();

  // The header knows who is signed in (the client's useViewer) and signs out everywhere, then home.
  await expect(page.getByTestId("admin-viewer")).toHaveText(owner);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  const after = await page.request.get("/admin/jobs", { maxRedirects: 0 });
  expect(after.status()).toBe(307);
});
