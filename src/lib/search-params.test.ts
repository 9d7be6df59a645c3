import { describe, expect, it } from "vitest";
import { param, searchParam } from "./search-params";

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

describe("searchParam (a prerendered page reading its address in the browser)", () => {
  it("reads the first value of an address's query, decoded, with param's rules", () => {
    expect(searchParam("?discount=save50&discount=other", "discount")).toBe("save50");
    expect(searchParam("?product=intimacy&cancelled=1", "cancelled")).toBe("1");
    expect(searchParam("?discount=%20%20", "discount")).toBeUndefined();
    expect(searchParam("?discount=x%00y", "discount")).toBeUndefined();
    expect(searchParam("?q=Zo%C3%AB+%F0%9F%98%80", "q")).toBe("Zoë 😀");
    expect(searchParam("", "discount")).toBeUndefined();
  });
});
