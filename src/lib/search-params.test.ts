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
