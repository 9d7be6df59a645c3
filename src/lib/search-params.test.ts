import { describe, expect, it } from "vitest";
import { param } from "./search-params";

describe("param", () => {
  it("reads the first value, trimmed, and treats empty as absent", () => {
    expect(param({ a: " x " }, "a")).toBe("x");
    expect(param({ a: ["y", "z"] }, "a")).toBe("y");
    expect(param({ a: "  " }, "a")).toBeUndefined();
    expect(param({ a: [] }, "a")).toBeUndefined();
    expect(param({}, "a")).toBeUndefined();
  });
});

describe("param with hostile values", () => {
  it("treats NUL, controls, lone surrogates, direction overrides and very long values as absent", () => {
    for (const value of ["x\u0000y", "SAVE\u000750", "\uD800x", "ab\u202Ecd", "x".repeat(501)]) {
      expect(param({ discount: value }, "discount")).toBeUndefined();
    }
    expect(param({ discount: "SAVE50" }, "discount")).toBe("SAVE50");
    expect(param({ q: "Zoë 😀" }, "q")).toBe("Zoë 😀");
  });
});
