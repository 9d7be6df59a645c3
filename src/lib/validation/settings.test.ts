import { describe, expect, it } from "vitest";
import { adminMessages } from "@/lib/messages";
import { settingsUpdateInput, storedPrice } from "./settings";

describe("settings.update input", () => {
  it("takes any of the seven keys, sanitising text", () => {
    expect(settingsUpdateInput.parse({ hero_description: "  <b>New</b> copy  ", single_price: 89.5 })).toEqual({
      hero_description: "New copy",
      single_price: 89.5,
    });
    expect(settingsUpdateInput.parse({})).toEqual({});
  });

  it.each([
    [{ single_price: "97" }, adminMessages.priceNotNumeric],
    [{ single_price: "abc" }, adminMessages.priceNotNumeric],
    [{ bundle_price: -1 }, adminMessages.priceNotNumeric],
    [{ bundle_price: 1.234 }, adminMessages.priceNotNumeric],
    [{ bundle_price: Number.NaN }, adminMessages.priceNotNumeric],
    [{ site_title: "   " }, adminMessages.settingEmpty],
    [{ site_title: 5 }, undefined],
    [{ hero_text: "x" }, undefined],
    [{ site_title: "a".repeat(101) }, "At most 100 characters."],
  ])("refuses %j", (input, message) => {
    const result = settingsUpdateInput.safeParse(input);
    expect(result.success).toBe(false);
    if (message) expect(result.error!.issues[0]!.message).toBe(message);
  });

  it("stores prices as the form shows them", () => {
    expect([storedPrice(97), storedPrice(97.5), storedPrice(135.25)]).toEqual(["97", "97.50", "135.25"]);
  });
});
