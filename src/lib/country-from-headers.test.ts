import { describe, expect, it } from "vitest";
import { countryFromHeaders, pricingCountryOf } from "./country-from-headers";

const heads = (entries: Record<string, string>) => new Headers(entries);

describe("pricingCountryOf", () => {
  it("maps GB to UK, AU to AU and everything else to US", () => {
    expect(pricingCountryOf("GB")).toBe("UK");
    expect(pricingCountryOf("gb")).toBe("UK");
    expect(pricingCountryOf("UK")).toBe("UK");
    expect(pricingCountryOf("AU")).toBe("AU");
    expect(pricingCountryOf(" au ")).toBe("AU");
    expect(pricingCountryOf("US")).toBe("US");
    expect(pricingCountryOf("DE")).toBe("US");
    expect(pricingCountryOf("NZ")).toBe("US");
    expect(pricingCountryOf("")).toBe("US");
    expect(pricingCountryOf(null)).toBe("US");
  });
});

describe("countryFromHeaders", () => {
  it("falls back to US without any country header", () => {
    expect(countryFromHeaders(heads({}))).toBe("US");
  });

  it("reads each supported header", () => {
    expect(countryFromHeaders(heads({ "cf-ipcountry": "GB" }))).toBe("UK");
    expect(countryFromHeaders(heads({ "x-vercel-ip-country": "AU" }))).toBe("AU");
    expect(countryFromHeaders(heads({ "x-country": "gb" }))).toBe("UK");
    expect(countryFromHeaders(heads({ "x-country": "FR" }))).toBe("US");
  });

  it("prefers cf-ipcountry, then x-vercel-ip-country, then x-country", () => {
    expect(countryFromHeaders(heads({ "cf-ipcountry": "AU", "x-vercel-ip-country": "GB", "x-country": "US" }))).toBe("AU");
    expect(countryFromHeaders(heads({ "x-vercel-ip-country": "GB", "x-country": "AU" }))).toBe("UK");
  });

  it("skips Cloudflare's unknown (XX) and Tor (T1) codes and blank values", () => {
    expect(countryFromHeaders(heads({ "cf-ipcountry": "XX", "x-country": "AU" }))).toBe("AU");
    expect(countryFromHeaders(heads({ "cf-ipcountry": "T1" }))).toBe("US");
    expect(countryFromHeaders(heads({ "cf-ipcountry": "  ", "x-vercel-ip-country": "GB" }))).toBe("UK");
  });
});
