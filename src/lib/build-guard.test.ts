import { describe, expect, it } from "vitest";
import { siteUrlProblem } from "./build-guard";

describe("siteUrlProblem", () => {
  it("stops a production build without the site URL, with a message that says what to set", () => {
    for (const value of [undefined, "", "  "]) {
      expect(siteUrlProblem(true, { NEXT_PUBLIC_SITE_URL: value })).toMatch(/^NEXT_PUBLIC_SITE_URL is not set.*npm run build/);
    }
  });

  it("refuses a value that is not an absolute URL", () => {
    expect(siteUrlProblem(true, { NEXT_PUBLIC_SITE_URL: "store.example" })).toMatch(/absolute http\(s\) URL/);
  });

  it("lets a build with the URL through, and never stops the dev server or next start", () => {
    expect(siteUrlProblem(true, { NEXT_PUBLIC_SITE_URL: "https://store.example" })).toBeNull();
    expect(siteUrlProblem(false, {})).toBeNull();
  });
});
