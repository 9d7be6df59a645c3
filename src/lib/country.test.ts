import { describe, expect, it } from "vitest";
import { asCountryCode, countryCodeOf, countryFromPath, countryNameOf, defaultCountryName } from "./country";

describe("countryFromPath (docs/product.md#prices)", () => {
  it.each([
    ["/natural-fertility-methods-uk-2025", "UK"],
    ["/blog/natural-fertility-methods-uk-2025", "UK"],
    ["/guide-uk-edition", "UK"],
    ["/natural-fertility-methods-au-2025", "AU"],
    ["/guide-au-edition", "AU"],
    ["/natural-fertility-methods-2025", "US"],
    ["/checkout", "US"],
    ["/", "US"],
    ["/ukulele", "US"],
  ])("%s → %s", (path, code) => expect(countryFromPath(path)).toBe(code));
});

describe("country names and codes", () => {
  it("defaults the form to United States", () => {
    expect(defaultCountryName).toBe("United States");
    expect(countryCodeOf(defaultCountryName)).toBe("US");
  });

  it("maps names and spellings to regions, unknown countries to US", () => {
    expect(countryCodeOf("United Kingdom")).toBe("UK");
    expect(countryCodeOf(" england ")).toBe("UK");
    expect(countryCodeOf("U.K.")).toBe("UK");
    expect(countryCodeOf("Australia")).toBe("AU");
    expect(countryCodeOf("Canada")).toBe("US");
    expect(countryCodeOf("")).toBe("US");
    expect(countryCodeOf(undefined)).toBe("US");
  });

  it("round-trips region codes", () => {
    for (const code of ["US", "UK", "AU"] as const) expect(countryCodeOf(countryNameOf(code))).toBe(code);
    expect(asCountryCode("uk")).toBe("UK");
    expect(asCountryCode("FR")).toBeUndefined();
  });
});
