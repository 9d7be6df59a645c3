import { expect, type Page, test } from "./fixtures";
import { hydrated, pauseClock } from "./landing-helpers";

// The landing page's fifteen sections (docs/product.md#landing-page), top to bottom.
const sections = [
  "urgency-banner",
  "educational-notice",
  "navigation",
  "hero",
  "trust-badges",
  "video",
  "faq",
  "testimonials",
  "pricing",
  "image-cards",
  "more-testimonials",
  "guarantee",
  "intimacy-promo",
  "final-cta",
  "footer",
];

/** The pointer leaves the window through the top edge. */
async function leaveThroughTop(page: Page) {
  await page.evaluate(() =>
    document.documentElement.dispatchEvent(new MouseEvent("mouseout", { bubbles: true, clientX: 400, clientY: 0, relatedTarget: null })),
  );
}

test.describe("landing page", () => {
  test("has the fifteen sections in order, the nav anchors and no third-party requests", async ({ page, baseURL }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await page.goto("/");
    const names = await page.locator("[data-section]").evaluateAll((els) => els.map((el) => el.getAttribute("data-section")));
    expect(names).toEqual(sections);

    for (const anchor of ["#features", "#reviews", "#pricing", "#newsletter", "#contact"]) {
      await expect(page.locator(anchor)).toHaveCount(1);
    }
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const hero = page.locator('[data-section="hero"]');
    await expect(hero.getByRole("link", { name: "Get Instant Access to the Complete Guide" })).toHaveAttribute("href", "/checkout");
    await expect(hero).toContainText("14-day money-back guarantee");
    await expect(page.locator('[data-section="trust-badges"]')).toContainText("60-Day");
    await expect(page.locator('[data-section="testimonials"]')).toContainText("4.8/5");
    await expect(page.locator('[data-section="testimonials"] figure')).toHaveCount(4);
    await expect(page.locator('[data-section="more-testimonials"] figure')).toHaveCount(3);
    await expect(page.getByTestId("landing-price")).toContainText("$97");
    await expect(page.getByTestId("landing-price")).toContainText("$297");
    await expect(page.locator('[data-section="guarantee"]')).toContainText("under 3%");

    const promo = page.locator('[data-section="intimacy-promo"]');
    await expect(promo.getByTestId("intimacy-price")).toHaveText(/\$37\.00/); // US price without a country header
    await expect(promo.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/blog/intimacy-gap-guide");
    await expect(promo.getByRole("link", { name: "Get Guide Now" })).toHaveAttribute("href", "/checkout?product=intimacy");

    await hydrated(page);
    const origin = new URL(baseURL!).origin;
    expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith("data:"))).toEqual([]);
  });

  test("the intimacy promo shows the price for the visitor's country", async ({ browser }) => {
    for (const [header, price, country] of [
      ["GB", /£29\.00/, "UK"],
      ["AU", /A\$39\.00/, "AU"],
    ] as const) {
      const context = await browser.newContext({ extraHTTPHeaders: { "cf-ipcountry": header } });
      const page = await context.newPage();
      await page.goto("/");
      await expect(page.getByTestId("intimacy-price")).toHaveText(price);
      await expect(page.getByRole("link", { name: "Get Guide Now" })).toHaveAttribute(
        "href",
        `/checkout?product=intimacy&country=${country}`,
      );
      await context.close();
    }
  });

  test("/ is served as static HTML, one cached page per pricing region", async ({ request }) => {
    for (const [country, price] of [
      ["US", "$37.00"],
      ["GB", "£29.00"],
    ] as const) {
      const get = () => request.get("/", { headers: { "cf-ipcountry": country } });
      await get(); // the region's first visit renders it
      const cached = await get();
      expect(cached.status()).toBe(200);
      expect(cached.headers()["x-nextjs-cache"]).toMatch(/^(HIT|STALE)$/);
      expect(await cached.text()).toContain(price);
    }
  });

  test("the video loads nothing until its poster is clicked", async ({ page }) => {
    await page.goto("/");
    const video = page.locator('[data-section="video"]');
    await expect(video.locator("video, iframe")).toHaveCount(0);
    // The page says how long the video is, and says it truly (it once promised "a 3-minute tour").
    await expect(video.getByRole("heading", { level: 2 })).toHaveText("What you'll learn, in 20 seconds");
    await hydrated(page);
    await video.getByTestId("video-facade").click();
    await expect(video.locator("video, iframe")).toHaveCount(1);
    // The tour really plays: it has loaded metadata with its 20 s duration.
    await expect.poll(() => video.locator("video").evaluate((v: HTMLVideoElement) => Math.round(v.duration || 0))).toBe(20);
  });

  test("FAQ tabs filter the 14 questions and only one answer is open at a time", async ({ page }) => {
    await page.goto("/");
    const faq = page.locator('[data-section="faq"]');
    const items = faq.getByTestId("faq-item");
    await expect(items).toHaveCount(14);
    await hydrated(page);

    for (const [tab, count] of [
      ["Fertility Basics", 6],
      ["Gender Selection", 4],
      ["Intimacy & Relationships", 4],
      ["All", 14],
    ] as const) {
      await faq.getByRole("tab", { name: tab }).click();
      await expect(faq.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
      await expect(items).toHaveCount(count);
    }

    const questions = faq.locator("button[aria-expanded]");
    const open = faq.locator('button[aria-expanded="true"]');
    await questions.nth(0).click();
    await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "true");
    await expect(open).toHaveCount(1);
    await questions.nth(1).click();
    await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "false");
    await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "true");
    await expect(open).toHaveCount(1);
    await questions.nth(1).click();
    await expect(open).toHaveCount(0);
  });

  test("chat: a quick question is answered after the typing indicator; Enter sends; blank cannot be sent", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await hydrated(page);
    await page.getByTestId("chat-button").click();
    const panel = page.getByTestId("chat-panel");
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId("chat-message")).toHaveCount(1);
    const quick = panel.getByRole("group", { name: "Suggested questions" }).getByRole("button");
    await expect(quick).toHaveCount(2);

    await pauseClock(page);
    await quick.first().click();
    await expect(panel.getByTestId("chat-typing")).toBeVisible();
    await expect(quick).toHaveCount(0); // only while the greeting is alone
    await page.clock.runFor(900);
    await expect(panel.getByTestId("chat-typing")).toBeVisible();
    await page.clock.runFor(150);
    await expect(panel.getByTestId("chat-typing")).toHaveCount(0);
    await expect(panel.getByTestId("chat-message").last()).toContainText("one-time purchase");

    const input = panel.getByLabel("Type your message");
    const send = panel.getByRole("button", { name: "Send message" });
    await expect(send).toBeDisabled();
    await input.fill("   ");
    await expect(send).toBeDisabled();
    await input.fill("Can I get a refund?");
    await expect(send).toBeEnabled();
    await input.press("Enter");
    await expect(input).toHaveValue("");
    await expect(panel.getByTestId("chat-typing")).toBeVisible();
    await page.clock.runFor(1400);
    await expect(panel.getByTestId("chat-typing")).toBeVisible();
    await page.clock.runFor(150);
    await expect(panel.getByTestId("chat-message").last()).toContainText("14-day money-back guarantee");
  });

  test("exit popup opens on leaving through the top after 15 s, only once, and the claim shows the success toast", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await hydrated(page);
    const popup = page.getByTestId("exit-intent-popup");

    await leaveThroughTop(page); // too early: the minimum time on page is 15 s
    await page.waitForTimeout(300);
    await expect(popup).toHaveCount(0);

    await page.clock.fastForward(15_000);
    await leaveThroughTop(page);
    await expect(popup).toBeVisible();
    await expect(popup.getByTestId("exit-offer-code")).toHaveText("WELCOME20");
    const record = JSON.parse((await page.evaluate(() => localStorage.getItem("exitIntentData"))) ?? "null");
    expect(record).toMatchObject({ count: 1 });
    expect(typeof record.timestamp).toBe("number");

    const email = popup.getByLabel("Email address");
    const submit = popup.getByRole("button", { name: "Send Me the Free Checklist" });
    await submit.click();
    await expect(page.getByText("Please enter your email address")).toBeVisible();
    await email.fill("not-an-email");
    await submit.click();
    await expect(page.getByText("Please enter a valid email address", { exact: true })).toBeVisible();
    await email.fill(`exit-${Date.now()}@example.com`);
    await submit.click();
    await expect(page.getByText("Success!", { exact: true })).toBeVisible();
    await expect(page.getByText("Check your email for your free fertility guide")).toBeVisible();
    await expect(popup).toHaveCount(0);

    // The cap is one display per 24 h on this page, also after a reload.
    await leaveThroughTop(page);
    await page.waitForTimeout(300);
    await expect(popup).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    await page.clock.fastForward(15_000);
    await leaveThroughTop(page);
    await page.waitForTimeout(500);
    await expect(popup).toHaveCount(0);
  });

  test("exit popup: Escape closes it and a closed popup does not reopen beyond the cap", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await hydrated(page);
    await page.clock.fastForward(15_000);
    await leaveThroughTop(page);
    const popup = page.getByTestId("exit-intent-popup");
    await expect(popup).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(popup).toHaveCount(0);
    await leaveThroughTop(page);
    await page.waitForTimeout(300);
    await expect(popup).toHaveCount(0);
  });

  test("urgency banner appears after 30 s with a 23:59:59 countdown and can be dismissed", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await hydrated(page);
    const banner = page.getByTestId("urgency-banner");
    await expect(banner).toHaveCount(0);
    await page.clock.fastForward(30_000);
    await expect(banner).toBeVisible();
    await expect(banner.getByTestId("urgency-countdown")).toHaveText(/^23:59:[0-2]\d$/);
    await banner.getByRole("button", { name: "Dismiss offer banner" }).click();
    await expect(banner).toHaveCount(0);
  });

  test("the newsletter card and contact form load lazily in their reserved space", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await hydrated(page);
    const forms = page.getByTestId("lazy-forms");
    // Time alone fetches nothing: a visitor who never scrolls that far never downloads the forms.
    await page.clock.fastForward(60_000);
    await expect(page.locator("#newsletter").getByRole("textbox")).toHaveCount(0);
    const before = await forms.boundingBox();
    await forms.scrollIntoViewIfNeeded();
    await expect(page.locator("#newsletter").getByRole("textbox")).toBeVisible();
    await expect(page.locator("#contact").getByLabel("Message")).toBeVisible();
    const after = await forms.boundingBox();
    expect(after?.height).toBe(before?.height); // the reserved height holds both cards
  });
});
