import { linkFromOutbox } from "./accounts";
import { e2eQuery } from "./database";
import { expect, type Page, test } from "./fixtures";

// Accounts (issue 11): the /auth journey with every text of docs/product.md#accounts and #messages, confirmation through
// the e-mailed link (read from the outbox table: /dev/outbox does not exist in this production
// build), "My purchases" with a guide bought under the same address, reset, sign-out, and the
// brute-force limits.

const PASSWORD = "first-secret";
const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

async function expectToast(page: Page, title: string, description?: string) {
  const shown = toast(page, title).first();
  await expect(shown).toBeVisible();
  if (description) await expect(shown).toContainText(description);
}

test("create an account, confirm it from the e-mail, sign in, see my purchases, reset the password, sign out", async ({
  page,
  baseURL,
  browserErrors,
  buyGuide,
}) => {
  // Refused sign-ins answer 4xx, which the browser logs as failed resources.
  browserErrors.allow(/status of (400|401|403|422|429)/);
  const email = `member-${Date.now()}@buyers.shop`;
  await buyGuide({ email });

  await page.goto("/auth?redirect=/account");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  const emailField = page.getByLabel("Email");
  const password = page.getByLabel("Password", { exact: true });
  const signInButton = page.getByRole("button", { name: "Sign in", exact: true });

  // docs/product.md#accounts, in order.
  await signInButton.click();
  await expectToast(page, "Error", "Please fill in all required fields.");
  await emailField.fill("not-an-address");
  await password.fill(PASSWORD);
  await signInButton.click();
  await expectToast(page, "Error", "Please enter a valid email address.");
  await emailField.fill(email);
  await password.fill("12345");
  await signInButton.click();
  await expectToast(page, "Error", "Password must be at least 6 characters long.");

  // The visibility toggle.
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");

  // Switching clears the fields; sign-up has the confirmation.
  await page.getByRole("button", { name: "Create an account" }).click();
  await expect(page.getByRole("heading", { name: "Create an account" })).toBeVisible();
  await expect(emailField).toHaveValue("");
  await expect(password).toHaveValue("");
  const confirm = page.getByLabel("Confirm password");
  await emailField.fill(email);
  await password.fill(PASSWORD);
  await confirm.fill("something-else");
  await page.getByRole("button", { name: "Create account" }).click();
  await expectToast(page, "Error", "Passwords do not match.");
  await confirm.fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expectToast(page, "Account Created!", "Please check your email for a confirmation link to complete your registration.");
  await expect(page.getByRole("status").filter({ hasText: "We sent a confirmation link" })).toContainText(email);
  await expect(emailField).toHaveValue("");
  await expect(confirm).toHaveValue("");

  // The same address again: 'Account Exists' switches to sign-in.
  await emailField.fill(email);
  await password.fill("another-secret");
  await confirm.fill("another-secret");
  await page.getByRole("button", { name: "Create account" }).click();
  await expectToast(page, "Account Exists", "An account with this email already exists. Please sign in instead.");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();

  // Not confirmed yet.
  await emailField.fill(email);
  await password.fill(PASSWORD);
  await signInButton.click();
  await expectToast(page, "Email Not Confirmed", "Please check your email and click the confirmation link before signing in.");

  // Confirm through the e-mailed link: back on /auth, told so, not signed in.
  await page.goto(await linkFromOutbox(e2eQuery, email, "verify-email"));
  await expect(page).toHaveURL(/\/auth\?verified=1/);
  await expect(page.getByText("Your email address is confirmed. Please sign in.")).toBeVisible();

  // Wrong password, then the right one.
  await emailField.fill(email);
  await password.fill("wrong-secret");
  await signInButton.click();
  await expectToast(page, "Login Failed", "Invalid email or password. Please check your credentials and try again.");
  await page.goto("/auth?redirect=/account");
  await emailField.fill(email);
  await password.fill(PASSWORD);
  await signInButton.click();
  await expectToast(page, "Welcome Back!");
  // /account is the library (docs/product.md#the-library-without-a-password).
  await expect(page).toHaveURL(/\/library$/);

  // My purchases: the guide bought with this address, and its PDF.
  await expect(page.getByRole("heading", { name: "My purchases" })).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  const download = page.getByRole("link", { name: /Download .* \(PDF\)/ }).first();
  const pdf = await page.request.get((await download.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 4).toString()).toBe("%PDF");
  await expect(page.getByRole("button", { name: "E-mail me fresh links" })).toBeVisible();

  // Signed in, /auth sends me on, and never off the site.
  await page.goto("/auth?redirect=/account");
  await expect(page).toHaveURL(/\/library$/);
  await page.goto("/auth?redirect=https://evil.example/");
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  expect(new URL(page.url()).pathname).toBe("/");

  // Sign out (everywhere): the library asks for a code (or a password) again.
  await page.goto("/account");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.getByLabel("E-mail used for your order")).toBeVisible();
  await page.goto("/auth");

  // Forgot password → e-mailed link → new password → sign in with it.
  await emailField.fill(email);
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await expectToast(page, "Check your email");
  await page.goto(await linkFromOutbox(e2eQuery, email, "reset-password"));
  await expect(page).toHaveURL(/\/auth\/reset\?token=/);
  await page.getByLabel("New password", { exact: true }).fill("second-secret");
  await page.getByLabel("Confirm new password").fill("second-secret");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expectToast(page, "Password updated");
  await expect(page).toHaveURL(/\/auth$/);
  await emailField.fill(email);
  await password.fill("second-secret");
  await signInButton.click();
  await expectToast(page, "Welcome Back!");
  await expect(page).toHaveURL(/\/$/);
});

test("other failures: 'Signup Error' and 'Login Error' with the server's message, 'Authentication Error' when the call fails", async ({
  page,
  browserErrors,
}) => {
  browserErrors.allow(/status of (400|401|403|422|429|500)|Failed to fetch|ERR_FAILED/);
  await page.goto("/auth");
  await page.route("**/api/auth/sign-up/email", (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({ code: "SOMETHING", message: "Sign-ups are paused" }),
    }),
  );
  await page.getByRole("button", { name: "Create an account" }).click();
  await page.getByLabel("Email").fill(`x-${Date.now()}@buyers.shop`);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expectToast(page, "Signup Error", "Sign-ups are paused");

  await page.route("**/api/auth/sign-in/email", (route) => route.abort("failed"));
  await page.getByRole("button", { name: "Sign in", exact: true }).last().click();
  await page.getByLabel("Email").fill(`x-${Date.now()}@buyers.shop`);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).first().click();
  await expectToast(page, "Authentication Error", "An unexpected error occurred. Please try again.");
});

test("brute force: sign-in is limited per e-mail and per client with a 429; bad input gets the spec's text and a 4xx", async ({
  page,
  request,
  baseURL,
  browserErrors,
}) => {
  browserErrors.allow(/status of 429/);
  const post = (path: string, data: unknown) => request.post(`/api/auth${path}`, { data, headers: { origin: baseURL! } });
  for (const [body, message] of [
    [{ email: "", password: "" }, "Please fill in all required fields."],
    [{ email: "nope", password: PASSWORD }, "Please enter a valid email address."],
    [{ email: "a@buyers.shop", password: "123" }, "Password must be at least 6 characters long."],
  ] as const) {
    const answer = await post("/sign-up/email", { ...body, name: "" });
    expect(answer.status()).toBe(400);
    expect((await answer.json()).message).toBe(message);
  }
  const garbage = await request.post("/api/auth/sign-in/email", {
    data: "{",
    headers: { origin: baseURL!, "content-type": "application/json" },
  });
  expect(garbage.status()).toBeGreaterThanOrEqual(400);
  expect(garbage.status()).toBeLessThan(500);

  // Per e-mail: 10 attempts in 15 minutes, then 429 — and the /auth form says so.
  const target = `target-${Date.now()}@buyers.shop`;
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) statuses.push((await post("/sign-in/email", { email: target, password: "guess-" + i })).status());
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
  expect(statuses[10]).toBe(429);
  await page.goto("/auth");
  await page.getByLabel("Email").fill(target);
  await page.getByLabel("Password", { exact: true }).fill("right-or-wrong");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(toast(page, "Login Error").first()).toContainText("Too many sign-in attempts. Please try again later.");

  // Per client (this server has no trusted proxy configured: every client shares one allowance): 30 per 15 minutes.
  let limited = false;
  for (let i = 0; i < 31 && !limited; i++)
    limited = (await post("/sign-in/email", { email: `spray-${i}-${Date.now()}@buyers.shop`, password: PASSWORD })).status() === 429;
  expect(limited).toBe(true);
});

test("a buyer's way in: the footer's plain \"My purchases\" link → the library's code form, or a password; the account pages carry a nonce policy", async ({
  page,
  request,
}) => {
  await page.goto("/blog");
  const link = page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "My purchases" });
  await expect(link).toHaveAttribute("href", "/library");
  await link.click();
  await expect(page).toHaveURL(/\/library$/);
  await page.getByRole("link", { name: "Have an account with a password? Sign in" }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=(%2F|\/)library$/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();

  for (const path of ["/auth", "/auth/reset", "/account", "/library"]) {
    const policy = (await request.get(path, { maxRedirects: 0 })).headers()["content-security-policy"] ?? "";
    expect([path, /script-src 'self' 'nonce-[^']+' 'strict-dynamic'/.test(policy)]).toEqual([path, true]);
  }
});
