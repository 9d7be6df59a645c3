// The `test` every journey uses, with three fixtures:
// - `browserErrors` (automatic): the test fails on any uncaught page error or console error in any
//   page of its browser context, as the unit tests do for console.error (tests/setup). A journey
//   that provokes one on purpose (opening a missing page logs its 404) says so with
//   `browserErrors.allow(/pattern/)`.
// - `signedInAs(role)`: signs the test's browser context in through the app's sign-in API
//   (accounts.ts): "admin" is the store's first admin (ADMIN_EMAILS of tests/e2e/serve.ts),
//   "member" a new confirmed account. Returns the address.
// - `buyGuide(options)`: buys a guide through the checkout form and the local test-payment page,
//   as a visitor does, and waits for the thank-you page. Returns the address and the session id.
import { test as base, type BrowserContext, type ConsoleMessage, expect, type Page } from "@playwright/test";
import { E2E_CLIENT_HEADER, freshAddress, nextAdminEmail, signInThroughApi } from "./accounts";
import { e2eQuery } from "./database";
import { fillCheckoutForm } from "./orders";

export { expect } from "@playwright/test";
export type { Page } from "@playwright/test";

type BrowserErrors = { allow(pattern: RegExp): void };

export type Role = "admin" | "member";
type SignedInAs = (role: Role, options?: { context?: BrowserContext; email?: string }) => Promise<string>;

export type BuyGuideOptions = {
  /** The page to buy in (another context's page for "a buyer elsewhere"); the test's page by default. */
  page?: Page;
  /** The buyer's address; a new one by default. */
  email?: string;
  /** `/checkout?product=…`; the fertility guide by default. */
  product?: "fertility" | "intimacy" | "bundle";
  /** Fill the checkout already open in `page` (a journey that checked the form first) rather than open /checkout. */
  onCurrentPage?: boolean;
  /** The total the form, the button and the test-payment page must show ("$47.00"), when the journey cares. */
  total?: string;
};
type BuyGuide = (options?: BuyGuideOptions) => Promise<{ email: string; sessionId: string }>;

const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@buyers.shop`;

export const test = base.extend<{ browserErrors: BrowserErrors; signedInAs: SignedInAs; buyGuide: BuyGuide }>({
  // Each journey is its own client, as each visitor is behind the e2e server's proxy header: the
  // per-client limits (checkout, sign-in) count one journey's requests, not the whole suite's.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, [E2E_CLIENT_HEADER]: freshAddress() });
  },
  browserErrors: [
    async ({ context }, use, testInfo) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      const watch = (page: Page) => {
        page.on("pageerror", (error) => problems.push(`page error on ${page.url()}: ${error.message}`));
        page.on("console", (message: ConsoleMessage) => {
          if (message.type() === "error") problems.push(`console error on ${page.url()}: ${message.text()}`);
        });
      };
      context.pages().forEach(watch);
      context.on("page", watch);
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem)));
      if (unexpected.length && testInfo.status === testInfo.expectedStatus) {
        throw new Error(`The journey hit ${unexpected.length} browser error(s):\n${unexpected.join("\n")}`);
      }
    },
    { auto: true },
  ],

  signedInAs: async ({ context, baseURL }, use) => {
    await use(async (role, options = {}) => {
      const email = role === "admin" ? nextAdminEmail() : (options.email ?? unique("member"));
      return signInThroughApi((options.context ?? context).request, baseURL!, e2eQuery, email);
    });
  },

  buyGuide: async ({ page: testPage }, use) => {
    await use(async ({ page = testPage, email = unique("buyer"), product, total, onCurrentPage } = {}) => {
      if (!onCurrentPage) await page.goto(product ? `/checkout?product=${product}` : "/checkout");
      await fillCheckoutForm(page, email);
      if (total) await expect(page.getByTestId("order-total")).toHaveText(total);
      await page
        .getByRole("button", { name: total ? `Complete Purchase – ${total}` : /Complete Purchase/ })
        .first()
        .click();

      await expect(page).toHaveURL(/\/checkout\/test-payment\?session_id=/);
      await expect(page.getByText("Test mode — no real payment")).toBeVisible();
      if (total) await expect(page.getByTestId("test-payment-amount")).toHaveText(total);
      await page.getByRole("button", { name: total ? `Pay ${total}` : /^Pay / }).click();

      await expect(page).toHaveURL(/\/thank-you\?session_id=/);
      await expect(page.getByText("Payment verified successfully!")).toBeVisible();
      return { email, sessionId: new URL(page.url()).searchParams.get("session_id")! };
    });
  },
});
