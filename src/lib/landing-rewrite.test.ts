import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { matchHas } from "next/dist/shared/lib/router/utils/prepare-destination.js";
import { countryCodes } from "./country";
import { countryFromHeaders, countryHeaderNames } from "./country-from-headers";
import { landingRegions, landingRewrites } from "./landing-rewrite";
import { landingPathFor } from "./landing-route";
import nextConfig from "../../next.config.mjs";

/** Where next.config.mjs's rewrites send `/` with these request headers (Next's own `has` matcher, first match wins). */
async function destinationOf(headers: Record<string, string>) {
  const config = nextConfig("phase-production-server") as { rewrites: () => Promise<{ beforeFiles: ReturnType<typeof landingRewrites> }> };
  for (const rule of (await config.rewrites()).beforeFiles) {
    if (rule.source !== "/") continue;
    if (matchHas({ headers, cookies: {} } as never, {}, rule.has, rule.missing)) return rule.destination;
  }
  return null;
}

/** The page the proxy-free rules must agree with: src/lib/country-from-headers.ts's reading of the same headers. */
const expectedPage = (headers: Record<string, string>) => landingPathFor(countryFromHeaders(new Headers(headers)));

describe("the rewrite of / (in the server, without the proxy)", () => {
  it("names every pricing region", () => {
    expect(landingRegions).toEqual(countryCodes.map((c) => c.toLowerCase()));
  });

  it("serves the region of the first header that names a country", async () => {
    expect(await destinationOf({})).toBe("/home/us");
    expect(await destinationOf({ "cf-ipcountry": "GB" })).toBe("/home/uk");
    expect(await destinationOf({ "x-vercel-ip-country": "au" })).toBe("/home/au");
    expect(await destinationOf({ "cf-ipcountry": "DE", "x-vercel-ip-country": "GB" })).toBe("/home/us");
    expect(await destinationOf({ "cf-ipcountry": "XX", "x-vercel-ip-country": "T1", "x-country": "uk" })).toBe("/home/uk");
    expect(await destinationOf({ "x-country": "../admin" })).toBe("/home/us");
  });

  it("agrees with countryFromHeaders on any headers", async () => {
    const value = fc.oneof(
      fc.constantFrom("GB", "gb", "Gb", " UK ", "uk", "AU", "au", "US", "DE", "XX", "xx", "T1", "t1", "", " ", "GBR", "AUS", "G B"),
      fc.string({ maxLength: 4 }),
    );
    const headers = fc.record(Object.fromEntries(countryHeaderNames.map((name) => [name, value])), { requiredKeys: [] });
    await fc.assert(
      fc.asyncProperty(headers, async (sent) => {
        const defined = Object.fromEntries(Object.entries(sent).filter((entry): entry is [string, string] => entry[1] !== undefined));
        expect(await destinationOf(defined)).toBe(expectedPage(defined));
      }),
      { numRuns: 500 },
    );
  });
});
