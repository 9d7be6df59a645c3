import { describe, expect, it } from "vitest";
import { applyRate, exclusiveTax, inclusiveTax, percentOf, refundTaxShare, taxName } from "./arithmetic";
import { isoCountryOf, usStateCodeOf } from "./countries";
import { findRule, type RateRule } from "./rules";
import { isEuCountry, isReverseCharge, isValidVatNumber, normalizeVatNumber } from "./vat";

describe("tax arithmetic in minor units", () => {
  it("takes inclusive tax out of the gross: round(gross × r / (1 + r))", () => {
    expect(inclusiveTax(4900, 1000)).toBe(445); // 4900 / 11 = 445.45
    expect(inclusiveTax(1100, 1000)).toBe(100);
    expect(inclusiveTax(3700, 2000)).toBe(617); // 3700 / 6 = 616.67
    expect(inclusiveTax(0, 1000)).toBe(0);
  });

  it("adds exclusive tax to the net: round(net × r)", () => {
    expect(exclusiveTax(4700, 725)).toBe(341); // 340.75
    expect(exclusiveTax(4900, 1000)).toBe(490);
    expect(exclusiveTax(1, 5000)).toBe(1); // 0.5 rounds up
  });

  it("keeps the total at the price when inclusive and adds the tax when exclusive", () => {
    expect(applyRate(4900, { rate: 1000, inclusive: true })).toEqual({ tax: 445, net: 4455, total: 4900 });
    expect(applyRate(4900, { rate: 1000, inclusive: false })).toEqual({ tax: 490, net: 4900, total: 5390 });
  });

  it("names rates and taxes as buyers read them", () => {
    expect(percentOf(1000)).toBe("10%");
    expect(percentOf(725)).toBe("7.25%");
    expect(taxName("AU", false)).toBe("GST");
    expect(taxName("DE", true)).toBe("VAT");
    expect(taxName("GB", false)).toBe("VAT");
    expect(taxName("US", false)).toBe("Sales tax");
  });
});

describe("refundTaxShare", () => {
  const order = { amount: 5390, taxAmount: 490 };

  it("gives back tax pro rata to the money refunded", () => {
    expect(refundTaxShare(order, 5390)).toBe(490);
    expect(refundTaxShare(order, 2695)).toBe(245);
    expect(refundTaxShare({ amount: 4900, taxAmount: 445 }, 1000)).toBe(91); // 90.8
  });

  it("adds up to exactly the order's tax over several partial refunds", () => {
    const parts = [1000, 1000, 1000, 2390];
    let refunded = 0;
    let tax = 0;
    for (const part of parts) {
      tax += refundTaxShare({ ...order, refundedAmount: refunded }, part);
      refunded += part;
    }
    expect(tax).toBe(490);
  });

  it("is 0 without tax, without a refund, and never beyond what is left", () => {
    expect(refundTaxShare({ amount: 4700, taxAmount: 0 }, 4700)).toBe(0);
    expect(refundTaxShare(order, 0)).toBe(0);
    expect(refundTaxShare({ ...order, refundedAmount: 5390 }, 100)).toBe(0);
  });
});

describe("rule lookup by country, US state and date", () => {
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
  const rule = (over: Partial<RateRule>): RateRule => ({
    id: Math.random().toString(36),
    country: "AU",
    state: null,
    rate: 1000,
    inclusive: true,
    validFrom: day("2026-01-01"),
    validTo: null,
    ...over,
  });

  it("finds the country's rule valid on the day, none before it starts or from its end", () => {
    const au = rule({ validTo: day("2027-01-01") });
    expect(findRule([au], { country: "AU" }, day("2026-06-30"))).toBe(au);
    expect(findRule([au], { country: "AU" }, day("2025-12-31"))).toBeNull();
    expect(findRule([au], { country: "AU" }, day("2027-01-01"))).toBeNull();
    expect(findRule([au], { country: "NZ" }, day("2026-06-30"))).toBeNull();
  });

  it("prefers the rule that started last, and a state's rule over the whole country's", () => {
    const old = rule({ country: "DE", rate: 1900 });
    const reduced = rule({ country: "DE", rate: 700, validFrom: day("2026-07-01") });
    expect(findRule([old, reduced], { country: "DE" }, day("2026-06-30"))).toBe(old);
    expect(findRule([old, reduced], { country: "DE" }, day("2026-07-01"))).toBe(reduced);

    const us = rule({ country: "US", rate: 0 });
    const ca = rule({ country: "US", state: "CA", rate: 725 });
    expect(findRule([us, ca], { country: "US", state: "ca" }, day("2026-06-01"))).toBe(ca);
    expect(findRule([us, ca], { country: "US", state: "NY" }, day("2026-06-01"))).toBe(us);
    expect(findRule([ca], { country: "US", state: null }, day("2026-06-01"))).toBeNull();
  });
});

describe("EU VAT numbers and the reverse charge", () => {
  it("accepts each country's shape and refuses others", () => {
    expect(isValidVatNumber("DE", "DE123456789")).toBe(true);
    expect(isValidVatNumber("DE", "de 123.456.789")).toBe(true);
    expect(isValidVatNumber("DE", "DE12345678")).toBe(false);
    expect(isValidVatNumber("FR", "FRXX123456789")).toBe(true);
    expect(isValidVatNumber("NL", "NL123456789B01")).toBe(true);
    expect(isValidVatNumber("NL", "NL123456789")).toBe(false);
    expect(isValidVatNumber("GR", "EL123456789")).toBe(true);
    expect(isValidVatNumber("GR", "GR123456789")).toBe(false);
    expect(isValidVatNumber("AT", "ATU12345678")).toBe(true);
    expect(isValidVatNumber("IE", "IE1234567WA")).toBe(true);
    expect(isValidVatNumber("DE", "FR12345678901")).toBe(false);
    expect(isValidVatNumber("GB", "GB123456789")).toBe(false); // not in the EU
    expect(normalizeVatNumber(" be-0123.456.789 ")).toBe("BE0123456789");
  });

  it("reverse-charges a business in another EU country than the seller's, with that country's number", () => {
    expect(isReverseCharge({ buyerCountry: "DE", sellerCountry: "US", taxId: "DE123456789" })).toBe(true);
    expect(isReverseCharge({ buyerCountry: "DE", sellerCountry: "FR", taxId: "DE123456789" })).toBe(true);
    expect(isReverseCharge({ buyerCountry: "DE", sellerCountry: "DE", taxId: "DE123456789" })).toBe(false);
    expect(isReverseCharge({ buyerCountry: "DE", sellerCountry: "US", taxId: "FR12345678901" })).toBe(false);
    expect(isReverseCharge({ buyerCountry: "DE", sellerCountry: "US", taxId: null })).toBe(false);
    expect(isReverseCharge({ buyerCountry: "AU", sellerCountry: "US", taxId: "51824753556" })).toBe(false);
    expect(isEuCountry("IE")).toBe(true);
    expect(isEuCountry("GB")).toBe(false);
  });
});

describe("countries as the form and headers give them", () => {
  it("maps names and codes to ISO codes, the UK to GB", () => {
    expect(isoCountryOf("Australia")).toBe("AU");
    expect(isoCountryOf("United Kingdom")).toBe("GB");
    expect(isoCountryOf("uk")).toBe("GB");
    expect(isoCountryOf("Germany")).toBe("DE");
    expect(isoCountryOf("jp")).toBe("JP");
    expect(isoCountryOf("XX")).toBeNull();
    expect(isoCountryOf("Other")).toBeNull();
    expect(isoCountryOf("")).toBeNull();
    expect(usStateCodeOf("California")).toBe("CA");
    expect(usStateCodeOf(" ny ")).toBe("NY");
    expect(usStateCodeOf("")).toBeNull();
  });
});
