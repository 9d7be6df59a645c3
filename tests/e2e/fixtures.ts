// The `test` every journey uses: it fails on any uncaught page error or console error in any page
// of the test's browser context, as the unit tests do for console.error (tests/setup). A journey
// that provokes one on purpose (opening a missing page logs its 404) says so with
// `browserErrors.allow(/pattern/)`.
import { test as base, type ConsoleMessage, type Page } from "@playwright/test";

export { expect } from "@playwright/test";
export type { Page } from "@playwright/test";

type BrowserErrors = { allow(pattern: RegExp): void };

export const test = base.extend<{ browserErrors: BrowserErrors }>({
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
});
