import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { matchHas, prepareDestination } from "next/dist/shared/lib/router/utils/prepare-destination.js";
import { asCountryCode, countryCodes, defaultCountryCode } from "./country";
import { countryFromHeaders, countryHeaderNames } from "./country-from-headers";
import { checkoutProducts, checkoutRewrites, landingRegions, landingRewrites } from "./landing-rewrite";
import { asProductKind, productKinds } from "./validation/form-constants";
import { landingPathFor } from "./landing-route";
import nextConfig from "../../next.config.mjs";
import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * Where next.config.mjs's rewrites send `source` with these request headers and query: Next's own
 * `has` matcher, first match wins, and the destination filled in with what the conditions captured.
 */
async function destinationOf(headers: Record<string, string>, source = "/", query: Record<string, string> = {}) {
  const config = nextConfig("phase-production-server") as { rewrites: () => Promise<{ afterFiles: ReturnType<typeof landingRewrites> }> };
  for (const rule of (await config.rewrites()).afterFiles) {
    if (rule.source !== source) continue;
    const params = matchHas({ headers, cookies: {}, query } as never, query, rule.has, rule.missing);
    if (params)
      return prepareDestination({ appendParamsToQuery: true, destination: rule.destination, params, query }).parsedDestination.pathname;
  }
  return null;
}

/** The page the proxy-free rules must agree with: src/lib/country-from-headers.ts's reading of the same headers. */
const expectedPage = (headers: Record<string, string>) => landingPathFor(countryFromHeaders(new Headers(headers)));

/** The path each page and route handler of src/app answers, route groups and parallel slots left out. */
function appPaths() {
  const app = path.join(import.meta.dirname, "../app");
  return readdirSync(app, { recursive: true, encoding: "utf8" })
    .filter((file) => /(^|\/)(page|route)\.(tsx|ts|jsx|js|mdx)$/.test(file))
    .map(
      (file) =>
        "/" +
        path
          .dirname(file)
          .split(path.sep)
          .filter((segment) => segment !== "." && !/^\(.*\)$|^@/.test(segment))
          .join("/"),
    );
}

describe("the rewrite of / (in the server, without the proxy)", () => {
  it("is reached: the rules come after the files, so no page or route may answer / or /checkout itself", () => {
    const paths = appPaths();
    expect(paths).toContain("/home/[region]");
    expect(paths).toContain("/checkout/[region]/[product]");
    expect(paths).toContain("/api/trpc/[trpc]");
    expect(paths.filter((answered) => answered === "/" || answered === "/checkout")).toEqual([]);
  });

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

describe("the rewrite of /checkout to its region's and guide's prerendered page", () => {
  it("names every guide, and the default region and guide are the store's", async () => {
    expect(checkoutProducts).toEqual([...productKinds]);
    expect(await destinationOf({}, "/checkout")).toBe(`/checkout/${defaultCountryCode.toLowerCase()}/fertility`);
  });

  it("takes any other guide from the link in one rule per way of choosing the region (Next tests the rules in turn on each request)", () => {
    const waysToChooseTheRegion = landingRegions.length + landingRewrites().length;
    expect(checkoutRewrites()).toHaveLength(2 * waysToChooseTheRegion);
  });

  it("takes the link's guide and region first, then the visitor's country headers", async () => {
    expect(await destinationOf({}, "/checkout", { product: "intimacy" })).toBe("/checkout/us/intimacy");
    expect(await destinationOf({ "cf-ipcountry": "GB" }, "/checkout", { product: "bundle" })).toBe("/checkout/uk/bundle");
    expect(await destinationOf({ "cf-ipcountry": "GB" }, "/checkout", { country: "au" })).toBe("/checkout/au/fertility");
    expect(await destinationOf({ "x-country": "AU" }, "/checkout", { country: "Mars", product: "Intimacy" })).toBe(
      "/checkout/au/fertility",
    );
  });

  it("agrees with what the page read itself before (asProductKind, asCountryCode, then countryFromHeaders) on any link and headers", async () => {
    const value = fc.oneof(
      fc.constantFrom("GB", "uk", " UK ", "Au", "US", "us ", "DE", "XX", "T1", "", "GBR"),
      fc.string({ maxLength: 4 }),
    );
    const headers = fc.record(Object.fromEntries(countryHeaderNames.map((name) => [name, value])), { requiredKeys: [] });
    const query = fc.record(
      { product: fc.oneof(fc.constantFrom(...productKinds, "Intimacy", "bundle ", ""), fc.string({ maxLength: 8 })), country: value },
      { requiredKeys: [] },
    );
    const defined = (record: Record<string, string | undefined>) =>
      Object.fromEntries(Object.entries(record).filter((entry): entry is [string, string] => entry[1] !== undefined));
    await fc.assert(
      fc.asyncProperty(headers, query, async (sentHeaders, sentQuery) => {
        const h = defined(sentHeaders);
        const q = defined(sentQuery);
        const product = asProductKind(q.product) ?? "fertility";
        const country = asCountryCode(q.country) ?? countryFromHeaders(new Headers(h));
        expect(await destinationOf(h, "/checkout", q)).toBe(`/checkout/${country.toLowerCase()}/${product}`);
      }),
      { numRuns: 500 },
    );
  });
});
