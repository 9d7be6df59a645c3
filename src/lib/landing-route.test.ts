import { describe, expect, it } from "vitest";
import { countryCodes } from "./country";
import { countryOfLandingSegment, landingPathFor } from "./landing-route";

describe("landing route", () => {
  it("gives each pricing region its own internal address, and reads it back", () => {
    expect(countryCodes.map(landingPathFor)).toEqual(["/home/us", "/home/uk", "/home/au"]);
    for (const code of countryCodes) expect(countryOfLandingSegment(landingPathFor(code).split("/")[2]!)).toBe(code);
  });

  it("knows no other segment, including other spellings of a region", () => {
    for (const segment of ["", "fr", "gb", "US", "usa", "us ", "uk/"]) expect(countryOfLandingSegment(segment)).toBeNull();
  });
});
