import { expect, type Page } from "./fixtures";

/** Waits until React has hydrated the landing page and effects run: the scarcity timer has ticked off 2:47:23. */
export async function hydrated(page: Page) {
  await expect(page.getByTestId("scarcity-timer")).not.toHaveText("2:47:23");
}

/** Stops the page's clock just ahead of its current time, so timers only move when the test says. */
export async function pauseClock(page: Page) {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 50));
}
