import { describe, expect, it } from "vitest";
import { currencySymbol, formatMinor, formatMoney } from "./money";

describe("money", () => {
  it("shows minor units with the region's symbol", () => {
    expect(formatMoney(4700, "usd")).toBe("$47.00");
    expect(formatMoney(3700, "gbp")).toBe("£37.00");
    expect(formatMoney(4900, "aud")).toBe("A$49.00");
    expect(formatMoney(1450, "USD")).toBe("$14.50");
    expect(formatMoney(13500, "usd")).toBe("$135.00");
  });

  it("keeps two decimals, thousands separators and the sign", () => {
    expect(formatMinor(0)).toBe("0.00");
    expect(formatMinor(5)).toBe("0.05");
    expect(formatMinor(123456)).toBe("1,234.56");
    expect(formatMoney(-2350, "usd")).toBe("-$23.50");
  });

  it("falls back to the currency code", () => {
    expect(currencySymbol("eur")).toBe("EUR ");
    expect(formatMoney(1000, "eur")).toBe("EUR 10.00");
  });
});
