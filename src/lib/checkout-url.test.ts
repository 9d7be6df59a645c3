import { describe, expect, it } from "vitest";
import { checkoutPath, checkoutUrl } from "./checkout-url";
import { siteUrl } from "./seo/urls";

describe("checkout links", () => {
  it("link buy buttons to checkout with the product, and the country only when regional", () => {
    expect(checkoutPath({ product: "fertility" })).toBe("/checkout?product=fertility");
    expect(checkoutPath({ product: "fertility", country: "US" })).toBe("/checkout?product=fertility");
    expect(checkoutPath({ product: "fertility", country: "UK" })).toBe("/checkout?product=fertility&country=UK");
    expect(checkoutPath({ product: "intimacy", country: "AU" })).toBe("/checkout?product=intimacy&country=AU");
    expect(checkoutPath({ product: "fertility", country: "US", pinCountry: true })).toBe("/checkout?product=fertility&country=US");
  });

  it("carry a discount and the cancelled flag, and are plain /checkout with nothing set", () => {
    expect(checkoutPath()).toBe("/checkout");
    expect(checkoutPath({ discount: "WELCOME20" })).toBe("/checkout?discount=WELCOME20");
    expect(checkoutPath({ product: "intimacy", cancelled: true, discount: "SAVE50" })).toBe(
      "/checkout?product=intimacy&cancelled=1&discount=SAVE50",
    );
    expect(checkoutPath({ product: "bundle", discount: null })).toBe("/checkout?product=bundle");
  });

  it("are absolute on the origin given, the site's or another", () => {
    expect(checkoutUrl({ product: "fertility", discount: "SAVE50" }, siteUrl)).toBe(
      `${siteUrl}/checkout?product=fertility&discount=SAVE50`,
    );
    expect(checkoutUrl({ product: "intimacy" }, "https://shop.example/")).toBe("https://shop.example/checkout?product=intimacy");
  });
});
