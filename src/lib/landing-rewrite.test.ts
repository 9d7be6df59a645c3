import { describe, expect, it } from "vitest";
import { matchHas } from "next/dist/shared/lib/router/utils/prepare-destination.js";
import { countryCodes } from "./country";
import { LANDING_REGION_HEADER, landingRegions, landingRewrites } from "./landing-rewrite";
import { landingPathFor } from "./landing-route";
import nextConfig from "../../next.config.mjs";

/** Where next.config.mjs's rewrites send `/` with these request headers (Next's own `has` matcher). */
async function destinationOf(headers: Record<string, string>) {
  const config = nextConfig("phase-production-server") as { rewrites: () => Promise<{ beforeFiles: ReturnType<typeof landingRewrites> }> };
  for (const rule of (await config.rewrites()).beforeFiles) {
    if (rule.source !== "/") continue;
    const params = matchHas({ headers, cookies: {} } as never, {}, rule.has, rule.missing);
    if (params) return rule.destination.replace(":region", String(params.region));
  }
  return null;
}

describe("the rewrite of / (in the server, not through the proxy)", () => {
  it("names every pricing region", () => {
    expect(landingRegions).toEqual(countryCodes.map((c) => c.toLowerCase()));
  });

  it("serves each region's page from the proxy's header, and the default region without it", async () => {
    for (const code of countryCodes) {
      expect(await destinationOf({ [LANDING_REGION_HEADER]: code.toLowerCase() })).toBe(landingPathFor(code));
    }
    expect(await destinationOf({})).toBe("/home/us");
    expect(await destinationOf({ [LANDING_REGION_HEADER]: "../admin" })).toBe("/home/us");
  });
});
