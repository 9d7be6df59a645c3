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

  it("does not send a signed-in visitor back to /auth (a loop), and honours the fallback", () => {
    expect(safeRedirectPath("/auth")).toBe("/");
    expect(safeRedirectPath("/auth/reset?token=x")).toBe("/");
    expect(safeRedirectPath("//x", "/account")).toBe("/account");
  });
});
