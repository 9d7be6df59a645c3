import { describe, expect, it } from "vitest";
import { isDark, nextTheme, parseTheme, THEME_STORAGE_KEY } from "./theme";

describe("theme", () => {
  it("defaults to dark for missing or unknown values", () => {
    expect(parseTheme(null)).toBe("dark");
    expect(parseTheme("purple")).toBe("dark");
    expect(parseTheme("light")).toBe("light");
  });
  it("follows the OS only for system", () => {
    expect(isDark("system", true)).toBe(true);
    expect(isDark("system", false)).toBe(false);
    expect(isDark("light", true)).toBe(false);
    expect(isDark("dark", false)).toBe(true);
  });
  it("cycles dark → light → system → dark", () => {
    expect([nextTheme("dark"), nextTheme("light"), nextTheme("system")]).toEqual(["light", "system", "dark"]);
  });
  it("stores under a key named for the fertility UI theme", () => expect(THEME_STORAGE_KEY).toBe("fertility-ui-theme"));
});
