import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it("keeps a path on this site, with its query and hash", () => {
    expect(safeRedirectPath("/account")).toBe("/account");
    expect(safeRedirectPath("/admin/jobs?status=failed#top")).toBe("/admin/jobs?status=failed#top");
    expect(safeRedirectPath("/blog/a/../b")).toBe("/blog/b");
  });

  it("falls back to / for anything that could leave the site", () => {
    for (const hostile of [
      "https://evil.example",
      "http:/evil.example",
      "//evil.example",
      "///evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "evil.example",
      " /account",
      "/\t/evil.example",
      "/%0a/evil",
      "/\u0000",
      "",
      null,
      undefined,
      `/${"a".repeat(2001)}`,
    ]) {
      const out = safeRedirectPath(hostile as string);
      expect(out.startsWith("/") && !out.startsWith("//"), String(hostile)).toBe(true);
      expect(new URL(out, "https://shop.example").origin).toBe("https://shop.example");
    }
    expect(safeRedirectPath("https://evil.example")).toBe("/");
    expect(safeRedirectPath("//evil.example")).toBe("/");
    expect(safeRedirectPath("/\\evil.example")).toBe("/");
  });

  it("checks the path after dot segments are removed: no variant becomes //host or leaves the site", () => {
    const variants = [
      "/.//evil.example",
      "/a/..//evil.example/path",
      "/./../..//evil.example",
      "/%2e//evil.example",
      "/%2E%2E//evil.example",
      "/a/%2e%2e//evil.example",
      "/.\\evil.example",
      "/./\\/evil.example",
      "/a/../\\evil.example",
      "/\\/evil.example",
      "\\/evil.example",
      "/.//\tevil.example",
      "/./\n/evil.example",
      "/.\r//evil.example",
      "/%09/..//evil.example",
      "/./javascript:alert(1)//",
      "https:/.//evil.example",
      "/a/..//evil.example?x=//y#//z",
      "/./%2F%2Fevil.example",
    ];
    expect(variants.length).toBeGreaterThanOrEqual(15);
    for (const hostile of variants) {
      const out = safeRedirectPath(hostile);
      expect(out.startsWith("//") || out.startsWith("/\\"), hostile).toBe(false);
      expect(new URL(out, "https://shop.example").origin, hostile).toBe("https://shop.example");
    }
    expect(safeRedirectPath("/.//evil.example")).toBe("/");
    expect(safeRedirectPath("/a/..//evil.example/path")).toBe("/");
    expect(safeRedirectPath("/%2e//evil.example")).toBe("/");
    // Encoded slashes stay a path on this site (the browser does not decode them into a host).
    expect(safeRedirectPath("/./%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
    expect(safeRedirectPath("/./account")).toBe("/account");
  });

  it("does not send a signed-in visitor back to /auth (a loop), and honours the fallback", () => {
    expect(safeRedirectPath("/auth")).toBe("/");
    expect(safeRedirectPath("/auth/reset?token=x")).toBe("/");
    expect(safeRedirectPath("//x", "/account")).toBe("/account");
  });
});
