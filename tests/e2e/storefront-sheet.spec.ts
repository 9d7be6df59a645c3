import { expect, test } from "./fixtures";

// Each storefront page's stylesheet (base.css with the utilities its modules use) is written once
// into its document, in its <head>; it is neither in the page's RSC payload nor in any script, and
// a file of the same text is there for a client-side navigation that arrives without it; after
// one, only the shown page's sheet applies (src/components/storefront-sheet.tsx).

/** A stretch of the sheet with nothing a JSON string or an HTML attribute would escape. */
function plainStretch(sheet: string) {
  for (let i = 0; i + 100 < sheet.length; i++) {
    const stretch = sheet.slice(i, i + 100);
    if (!/["'\\<>&]/.test(stretch)) return stretch;
  }
  throw new Error("no plain stretch in the sheet");
}

const timesIn = (text: string, part: string) => text.split(part).length - 1;

test("a storefront page carries its stylesheet once, in the head; no script carries it, and its file serves the same", async ({
  request,
}) => {
  const hrefs = new Map<string, string>();
  for (const path of ["/", "/blog/natural-fertility-boost-methods", "/digital-fertility-guide", "/checkout", "/no-such-page"]) {
    const html = await (await request.get(path)).text();
    const sheets = [...html.matchAll(/<style id="storefront-sheet" data-storefront-sheet="([^"]+)">([\s\S]*?)<\/style>/g)];
    expect(sheets, path).toHaveLength(1);
    expect(sheets[0]!.index, path).toBeLessThan(html.indexOf("</head>"));
    const [, href, sheet] = sheets[0]! as unknown as [string, string, string];
    hrefs.set(path, href);
    // base.css's colours and the page's utilities, in one sheet: Tailwind's theme and utility
    // layers once each.
    const colours = "--muted-foreground:#5d5870";
    const utilities = sheet.indexOf("@layer utilities{");
    expect(sheet.indexOf(colours), path).toBeGreaterThan(-1);
    expect(timesIn(sheet, "@layer theme{"), path).toBe(1);
    expect(timesIn(sheet, "@layer utilities{"), path).toBe(1);
    // Each once in the whole document: no other <style>, no copy in the RSC payload.
    expect(timesIn(html, colours), path).toBe(1);
    const stretch = plainStretch(sheet.slice(utilities));
    expect(timesIn(html, stretch), path).toBe(1);

    const scripts = await Promise.all(
      [...html.matchAll(/<script src="([^"]+)"/g)].map(async ([, src]) => (await request.get(src!)).text()),
    );
    expect(scripts.length, path).toBeGreaterThan(2);
    expect(
      scripts.filter((script) => script.includes(stretch)),
      path,
    ).toEqual([]);
    // The browser knows only this page's sheet's address (the style's and, for a client-side
    // navigation, the page's payload), which serves the same text; no script names any sheet.
    expect(href, path).toMatch(/^\/sheets\/storefront-[0-9a-f]+\.css$/);
    expect(timesIn(html, href), path).toBeGreaterThanOrEqual(2);
    expect(
      scripts.filter((script) => script.includes("/sheets/storefront-")),
      path,
    ).toEqual([]);
    const file = await request.get(href);
    expect(file.headers()["content-type"]).toContain("text/css");
    expect(await file.text()).toBe(sheet);
  }
  // Each page has the utilities its own modules use, so the pages' sheets differ.
  expect(new Set(hrefs.values()).size).toBe(hrefs.size);
});

test("a page reached by client-side navigation links its own sheet, and only the shown page's sheet applies", async ({ page, request }) => {
  const sheetOf = async (path: string) =>
    (await (await request.get(path)).text()).match(/<style id="storefront-sheet" data-storefront-sheet="([^"]+)">/)![1]!;
  const [landing, blog] = await Promise.all([sheetOf("/"), sheetOf("/blog")]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const sheets = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLStyleElement | HTMLLinkElement>("[data-storefront-sheet]")]
        .map((sheet) => ({ tag: sheet.tagName.toLowerCase(), href: sheet.getAttribute("data-storefront-sheet"), on: !sheet.disabled }))
        .sort((a, b) => b.tag.localeCompare(a.tag)),
    );
  // The header's full nav is a flex row only with a sheet: unstyled, a list is a block.
  const navDisplay = () =>
    page
      .getByRole("navigation")
      .first()
      .locator("ul")
      .first()
      .evaluate((list) => getComputedStyle(list).display);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await sheets()).toEqual([{ tag: "style", href: landing, on: true }]);

  await page.getByRole("navigation").first().getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect.poll(sheets).toEqual([
    { tag: "style", href: landing, on: false },
    { tag: "link", href: blog, on: true },
  ]);
  expect(await navDisplay()).toBe("flex");

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(sheets).toEqual([
    { tag: "style", href: landing, on: true },
    { tag: "link", href: blog, on: false },
  ]);
  expect(await navDisplay()).toBe("flex");
});
