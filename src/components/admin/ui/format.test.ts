import { describe, expect, it } from "vitest";
import { formatAmount, formatDate } from "./format";

describe("the admin's date format", () => {
  // Local times: the admin shows dates in the browser's time zone.
  const morning = new Date(2026, 11, 1, 9, 5, 7);

  it("is 'MMM dd, yyyy HH:mm' (docs/product.md#admin): a two-digit day and a 24-hour clock", () => {
    expect(formatDate(morning)).toBe("Dec 01, 2026 09:05");
    expect(formatDate(new Date(2026, 10, 26, 23, 59, 59))).toBe("Nov 26, 2026 23:59");
  });

  it("keeps the seconds when asked (webhook deliveries)", () => {
    expect(formatDate(morning, { seconds: true })).toBe("Dec 01, 2026 09:05:07");
  });

  it("gives null for no date, so each caller says what that means", () => {
    expect(formatDate(null)).toBeNull();
    expect(formatDate(undefined)).toBeNull();
    expect(formatDate(null) ?? "Never").toBe("Never");
  });
});

describe("the admin's money format", () => {
  it("writes one amount in minor units with its currency's symbol", () => {
    expect(formatAmount(4700, "usd")).toBe("$47.00");
    expect(formatAmount(3290, "gbp")).toBe("£32.90");
    expect(formatAmount(123456, "aud")).toBe("A$1,234.56");
    expect(formatAmount(-500, "usd")).toBe("-$5.00");
  });

  it("joins several currencies with ' · ' in currency-code order, from a map or from rows", () => {
    expect(formatAmount({ usd: 4700, gbp: 3700, aud: 4900 })).toBe("A$49.00 · £37.00 · $47.00");
    expect(
      formatAmount([
        { currency: "usd", amount: 1000 },
        { currency: "gbp", amount: 800 },
      ]),
    ).toBe("£8.00 · $10.00");
    expect(formatAmount({ usd: 4230 })).toBe("$42.30");
  });

  it("says '—' when there is no amount at all", () => {
    expect(formatAmount({})).toBe("—");
    expect(formatAmount([])).toBe("—");
  });
});
