import { describe, expect, it } from "vitest";
import { messages } from "@/lib/messages";
import { asProductKind, checkoutInput, quoteInput, saveCartInput } from "./checkout";

const valid = {
  email: "Jane@Example.com",
  firstName: "Jane",
  lastName: "Doe",
  address: "1 Main St",
  city: "Springfield",
  state: "IL",
  zipCode: "62701",
  country: "United States",
  product: "fertility",
};
const missing = messages.checkout.missingFields.description;
const issuesOf = (input: object) => {
  const result = checkoutInput.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
};

describe("checkoutInput", () => {
  it("accepts a complete form, lower-cases the e-mail and defaults the rest", () => {
    const out = checkoutInput.parse(valid);
    expect(out).toMatchObject({ email: "jane@example.com", marketingOptIn: false, countryCode: "US", product: "fertility" });
    expect(out.addressLine2).toBeUndefined();
    expect(out.discount).toBeUndefined();
  });

  it("flags every missing required field with its text (docs/product.md#messages)", () => {
    expect(issuesOf({ product: "fertility", country: "" })).toEqual(
      ["email", "firstName", "lastName", "address", "city", "state", "zipCode", "country"].map((path) => ({ path, message: missing })),
    );
    expect(issuesOf({ ...valid, city: "   " })).toEqual([{ path: "city", message: missing }]);
    expect(issuesOf({ ...valid, firstName: "<b></b>" })).toEqual([{ path: "firstName", message: missing }]);
  });

  it("keeps addressLine2 optional and defaults the country to United States", () => {
    const { country: _country, ...noCountry } = valid;
    expect(checkoutInput.parse(noCountry).country).toBe("United States");
    expect(checkoutInput.parse({ ...valid, addressLine2: "Apt 4" }).addressLine2).toBe("Apt 4");
    expect(checkoutInput.parse({ ...valid, addressLine2: " " }).addressLine2).toBeUndefined();
  });

  it("rejects an invalid e-mail", () => {
    expect(issuesOf({ ...valid, email: "jane@" })).toEqual([{ path: "email", message: messages.newsletter.invalid.description }]);
  });

  it("strips client-sent amounts, currency and product name", () => {
    const out = checkoutInput.parse({ ...valid, amount: 1, priceAmount: 1, currency: "eur", productName: "Free stuff" });
    expect(out).not.toHaveProperty("amount");
    expect(out).not.toHaveProperty("priceAmount");
    expect(out).not.toHaveProperty("currency");
    expect(out).not.toHaveProperty("productName");
  });

  it("derives the region from the country unless one is given, and normalises the discount", () => {
    expect(checkoutInput.parse({ ...valid, country: "United Kingdom" }).countryCode).toBe("UK");
    expect(checkoutInput.parse({ ...valid, country: "United Kingdom", countryCode: "AU" }).countryCode).toBe("AU");
    expect(checkoutInput.parse({ ...valid, discount: " save50 " }).discount).toBe("SAVE50");
    expect(checkoutInput.parse({ ...valid, discount: "" }).discount).toBeUndefined();
  });

  it("rejects unknown products and regions", () => {
    expect(checkoutInput.safeParse({ ...valid, product: "free" }).success).toBe(false);
    expect(checkoutInput.safeParse({ ...valid, countryCode: "FR" }).success).toBe(false);
  });
});

describe("quoteInput and saveCartInput", () => {
  it("default to the fertility guide in the US", () => {
    // No billing country, state or VAT number yet: the tax line (docs/product.md#tax) has nothing to go on.
    expect(quoteInput.parse({})).toEqual({
      product: "fertility",
      countryCode: "US",
      discount: undefined,
      country: "",
      state: "",
      taxId: "",
    });
  });

  it("need a valid e-mail to save a cart", () => {
    expect(saveCartInput.safeParse({ email: "jane@" }).success).toBe(false);
    expect(saveCartInput.parse({ email: "Jane@Example.com", marketingOptIn: true })).toMatchObject({
      email: "jane@example.com",
      marketingOptIn: true,
      product: "fertility",
    });
  });
});

describe("asProductKind", () => {
  it("accepts the three product kinds and nothing else", () => {
    expect(["fertility", "intimacy", "bundle"].map(asProductKind)).toEqual(["fertility", "intimacy", "bundle"]);
    for (const other of ["Fertility", "", undefined, null, "toString"]) expect(asProductKind(other)).toBeUndefined();
  });
});
