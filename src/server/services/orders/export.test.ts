import { describe, expect, it } from "vitest";
import { neutralizeFormula } from "./export";

describe("neutralizeFormula", () => {
  it("puts a ' before a formula character at the start and after each separator a spreadsheet may split on", () => {
    expect(neutralizeFormula("=2*3")).toBe("'=2*3");
    expect(neutralizeFormula("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(neutralizeFormula("\t=1")).toBe("'\t'=1");
    expect(neutralizeFormula(";=2*3")).toBe(";'=2*3");
    expect(neutralizeFormula("Ann;+1")).toBe("Ann;'+1");
    expect(neutralizeFormula("a,-1;@x")).toBe("a,'-1;'@x");
    expect(neutralizeFormula("a\n=HYPERLINK(1)")).toBe("a\n'=HYPERLINK(1)");
  });

  it("keeps every other text as it is", () => {
    for (const plain of ["Guía", "O'Brien", "a-b", "x=y", "ann@example.com", "1;2", "Smith, Jo"])
      expect(neutralizeFormula(plain)).toBe(plain);
  });
});
