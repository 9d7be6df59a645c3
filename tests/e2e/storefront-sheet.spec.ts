import { expect, test } from "./fixtures";

// The storefront's stylesheet (base.css, then globals.css) is written once into each storefront
// document and each status page, in its <head>; it is neither in the page's RSC payload nor in any
// script, and a file of the same text is there for a client-side navigation that arrives without it
// (src/components/storefront-sheet.tsx).

/** A stretch of the sheet with nothing a JSON string or an HTML attribute would escape. */
function plainStretch(sheet: string) {
  for (let i = 0; i + 160 < sheet.length; i++) {
    const stretch = sheet.slice(i, i + 160);
    if (!/["'\\<>&]/.test(stretch)) return stretch;
  }
  throw new Error("no plain stretch in the sheet");
}

const timesIn = (text: string, part: string) => text.split(part).length - 1;

test("a storefront page carries its stylesheet once, in the head; no script carries it, and its file serves the same", async ({
  request,
}) => {
  for (const path of ["/", "/blog/natural-fertility-boost-methods", "/digital-fertility-guide", "/checkout", "/no-such-page"]) {
    const html = await (await request.get(path)).text();
    const sheets = [...html.matchAll(/<style id="storefront-sheet">([\s\S]*?)<\/style>/g)];
    expect(sheets, path).toHaveLength(1);
    expect(sheets[0]!.index, path).toBeLessThan(html.indexOf("</head>"));
    const sheet = sheets[0]![1]!;
    // The storefront's utilities (base.css has no grid columns), after base.css's colours.
    expect(sheet, path).toContain("grid-template-columns");
    const colours = "--muted-foreground:#5d5870";
    expect(sheet.indexOf(colours), path).toBeGreaterThan(-1);
    expect(sheet.indexOf(colours), path).toBeLessThan(sheet.indexOf("grid-template-columns"));
    // Each once in the whole document: no other <style>, no copy in the RSC payload.
    expect(timesIn(html, colours), path).toBe(1);
    // A stretch of the utilities (each half of the sheet opens with Tailwind's licence comment).
    const stretch = plainStretch(sheet.slice(sheet.indexOf("grid-template-columns")));
    expect(timesIn(html, stretch), path).toBe(1);

    const scripts = await Promise.all(
      [...html.matchAll(/<script src="([^"]+)"/g)].map(async ([, src]) => (await request.get(src!)).text()),
    );
    expect(scripts.length, path).toBeGreaterThan(2);
    expect(
      scripts.filter((script) => script.includes(stretch)),
      path,
    ).toEqual([]);
    // The browser knows only the sheet's address, which serves the same text.
    const href = scripts.join("\n").match(/\/sheets\/storefront-[0-9a-f]+\.css/)?.[0];
    expect(href, path).toBeDefined();
    const file = await request.get(href!);
    expect(file.headers()["content-type"]).toContain("text/css");
    expect(await file.text()).toBe(sheet);
  }
});
