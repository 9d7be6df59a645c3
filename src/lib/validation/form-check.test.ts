import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type * as z from "zod/mini";
import { countryCodes } from "@/lib/country";
import { checkoutInput } from "./checkout";
import { contactInput } from "./contact";
import { type Checked, checkCheckout, checkContact, checkLeadMagnet, checkSubscribe } from "./form-check";
import { leadSources, productKinds } from "./form-constants";
import { leadMagnetInput, subscribeInput } from "./newsletter";

// The browser's hand-written checks (./form-check.ts) must accept and refuse exactly what the
// server's zod schemas do: the same output when accepted, and when refused the same fields with the
// same first message each (what react-hook-form shows), on hand-picked and generated values.

type Outcome = { data: unknown } | { errors: Record<string, string> };

/** The zod schema's verdict as zodResolver read it: the output, or each path's first message. */
function byZod(schema: z.ZodMiniType, value: unknown): Outcome {
  const result = schema.safeParse(value);
  if (result.success) return { data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return { errors };
}
const byHand = (check: (value: unknown) => Checked<unknown>, value: unknown): Outcome => {
  const result = check(value);
  return result.errors ? { errors: result.errors } : { data: result.data };
};

// Hand corpus: empty, padded, markup, over-long, control characters, lone surrogates, direction
// controls, non-strings.
const strings = [
  "",
  "   ",
  "Jane",
  "  <b>Jane</b> O'Neil  ",
  "Zoë-Ann’s",
  "Jane@Example.COM",
  " jane@example.com ",
  "<i>jane@example.com</i>",
  "jane@",
  "x@y",
  `${"a".repeat(242)}@example.com`,
  `${"a".repeat(243)}@example.com`,
  "save50",
  " Save50 ",
  "<b></b>",
  "<script>alert(1)</script>",
  "<!-- x -->",
  "a < b > c",
  "Hello,\r\n\tthere, this is long enough",
  "Hello there, a message of some length.",
  "jane\u0000@example.com",
  "Jane\u0007",
  "Jane\u0085",
  "\uD800jane",
  "jane\uDC00",
  "ja\u202Ene",
  "ja\u2067ne",
  "ja\u061Cne",
  "Zoë 😀",
  // At a limit in code points but over it in UTF-16 units (zod counts code points).
  `${"a".repeat(19)}😀`,
  `${"a".repeat(20)}😀`,
  "a".repeat(9),
  "a".repeat(10),
  "a".repeat(20),
  "a".repeat(21),
  "a".repeat(64),
  "a".repeat(65),
  "a".repeat(100),
  "a".repeat(101),
  "a".repeat(200),
  "a".repeat(201),
  "a".repeat(254),
  "a".repeat(999),
  "a".repeat(1000),
  "a".repeat(1001),
  "a".repeat(2000),
  "a".repeat(2001),
  "<b>x</b>".repeat(130),
  "a".repeat(10_000),
  "a".repeat(10_001),
];
const others: unknown[] = [undefined, null, 0, 42, true, false, [], {}, ["Jane"], { toString: () => "Jane" }];
const corpus = [...strings, ...others];

const validCheckout = {
  email: "Jane@Example.com",
  firstName: "Jane",
  lastName: "Doe",
  address: "1 Main St",
  addressLine2: "",
  city: "Springfield",
  state: "IL",
  zipCode: "62701",
  country: "United States",
  marketingOptIn: false,
  product: "fertility",
  discount: "",
};
const validContact = { name: "Jane O'Neil", email: "Jane@Example.com", message: "Hello, I have a question about the guide." };
const checkoutKeys = Object.keys(validCheckout).concat("countryCode");

// Generated values: strings built from the pieces the rules care about, at every length around the limits.
const piece = fc.constantFrom(
  "a",
  "Jane",
  "O'Neil",
  "é",
  "😀",
  " ",
  "@",
  "example",
  ".",
  "com",
  "<b>",
  "</b>",
  "<script>x</script>",
  "<",
  ">",
  "\t",
  "\n",
  "\u0000",
  "\u007F",
  "\u202E",
  "\uD800",
  "\uDC00",
  "-",
  "’",
);
const built = fc.array(piece, { maxLength: 40 }).map((parts) => parts.join(""));
const repeated = fc.tuple(fc.constantFrom("a", " ", "<b>", "é", "\u0001"), fc.integer({ min: 0, max: 2100 })).map(([p, n]) => p.repeat(n));
const text = fc.oneof(built, repeated, fc.string(), fc.string({ unit: "binary" }), fc.emailAddress(), fc.constantFrom(...strings));
const anyValue = fc.oneof(
  { weight: 6, arbitrary: text },
  { weight: 1, arbitrary: fc.constantFrom(...others) },
  { weight: 1, arbitrary: fc.anything() },
);
const field = fc.option(anyValue, { nil: undefined });
const runs = { numRuns: 400 };

describe("the browser's form checks give the zod schemas' verdicts", () => {
  it("checkout: the hand corpus in every field, and whole values", () => {
    for (const key of checkoutKeys) {
      for (const value of [...corpus, ...productKinds, ...countryCodes, "us"]) {
        const input = { ...validCheckout, [key]: value };
        expect(byHand(checkCheckout, input), `${key}: ${JSON.stringify(value)}`).toEqual(byZod(checkoutInput, input));
      }
    }
    for (const input of [
      ...corpus,
      validCheckout,
      { product: "fertility", country: "" },
      { ...validCheckout, country: undefined, extra: "x" },
      { ...validCheckout, business: { name: "Acme Ltd", address: "1 High St, London", taxId: "GB123456789" } },
      { ...validCheckout, business: { name: " ", taxId: "GB1" } },
      { ...validCheckout, business: {} },
      ...corpus.map((value) => ({ ...validCheckout, business: value })),
      ...corpus.flatMap((value) =>
        ["name", "address", "taxId"].map((key) => ({ ...validCheckout, business: { name: "Acme", [key]: value } })),
      ),
    ]) {
      expect(byHand(checkCheckout, input)).toEqual(byZod(checkoutInput, input));
    }
  });

  it("checkout: generated forms", () => {
    const business = fc.oneof(
      field,
      fc.record({ name: fc.oneof(field, fc.constant("Acme")), address: field, taxId: field }, { requiredKeys: [] }),
    );
    const record = fc.record(
      {
        ...Object.fromEntries(
          checkoutKeys.map((key) => [
            key,
            fc.oneof(
              field,
              fc.constant(validCheckout[key as keyof typeof validCheckout]),
              fc.constantFrom(...productKinds, ...countryCodes),
            ),
          ]),
        ),
        business,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(record, (input) => {
        expect(byHand(checkCheckout, input)).toEqual(byZod(checkoutInput, input));
      }),
      runs,
    );
  });

  it("contact: the hand corpus in every field, and generated forms", () => {
    for (const key of Object.keys(validContact)) {
      for (const value of corpus) {
        const input = { ...validContact, [key]: value };
        expect(byHand(checkContact, input), `${key}: ${JSON.stringify(value)}`).toEqual(byZod(contactInput, input));
      }
    }
    for (const input of [...corpus, validContact, { name: "", email: "", message: "" }])
      expect(byHand(checkContact, input)).toEqual(byZod(contactInput, input));
    const record = fc.record(
      {
        name: fc.oneof(field, fc.constant(validContact.name)),
        email: fc.oneof(field, fc.emailAddress()),
        message: fc.oneof(field, fc.constant(validContact.message)),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(record, (input) => {
        expect(byHand(checkContact, input)).toEqual(byZod(contactInput, input));
      }),
      runs,
    );
  });

  it("newsletter and the exit popup's claim: the hand corpus and generated values", () => {
    for (const email of corpus) {
      expect(byHand(checkSubscribe, { email })).toEqual(byZod(subscribeInput, { email }));
      for (const source of [undefined, ...leadSources, "elsewhere", null]) {
        expect(byHand(checkLeadMagnet, { email, source })).toEqual(byZod(leadMagnetInput, { email, source }));
      }
    }
    for (const input of corpus) {
      expect(byHand(checkSubscribe, input)).toEqual(byZod(subscribeInput, input));
      expect(byHand(checkLeadMagnet, input)).toEqual(byZod(leadMagnetInput, input));
    }
    fc.assert(
      fc.property(fc.record({ email: field, source: fc.oneof(field, fc.constantFrom(...leadSources)) }, { requiredKeys: [] }), (input) => {
        expect(byHand(checkSubscribe, input)).toEqual(byZod(subscribeInput, input));
        expect(byHand(checkLeadMagnet, input)).toEqual(byZod(leadMagnetInput, input));
      }),
      runs,
    );
  });

  it("refuses what the forms must refuse, with the texts people see", () => {
    expect(checkCheckout({ ...validCheckout, email: "jane@" }).errors).toEqual({ email: "Please enter a valid email address." });
    expect(checkCheckout({ ...validCheckout, city: " <b></b> " }).errors).toEqual({ city: "Please fill in all required fields" });
    expect(checkCheckout(validCheckout).data).toMatchObject({
      email: "jane@example.com",
      countryCode: "US",
      addressLine2: undefined,
      discount: undefined,
    });
    expect(checkCheckout({ ...validCheckout, business: { name: " ", taxId: "DE1" } }).errors).toEqual({
      "business.name": "Please fill in all required fields",
    });
    expect(checkCheckout({ ...validCheckout, business: { name: "Acme\u0007" } }).errors).toEqual({
      "business.name": expect.stringContaining("control characters"),
    });
    expect(checkCheckout({ ...validCheckout, business: { name: " Acme ", address: "", taxId: " DE123 " } }).data?.business).toEqual({
      name: "Acme",
      address: undefined,
      taxId: "DE123",
    });
    expect(checkContact({ ...validContact, name: "Jane\u0000" }).errors).toEqual({ name: expect.stringContaining("control characters") });
    expect(checkSubscribe({ email: "" }).errors).toEqual({ email: "Please enter your email address" });
  });
});
