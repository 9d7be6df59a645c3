import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as classic from "./fields";
import * as mini from "./form-fields";

// The storefront forms' zod/mini builders must accept, refuse and transform exactly as the classic
// ones the server's other inputs use: same output, same messages, on every kind of value.
const values: unknown[] = [
  "",
  "   ",
  "Jane",
  "  <b>Jane</b> O'Neil  ",
  "Jane@Example.COM",
  " jane@example.com ",
  "jane@",
  "x@y",
  `${"a".repeat(242)}@example.com`,
  `${"a".repeat(243)}@example.com`,
  "a".repeat(999),
  "a".repeat(1000),
  "a".repeat(1001),
  "<script>alert(1)</script>",
  "Hello,\r\n\tthere",
  "jane\u0000@example.com",
  "\uD800jane",
  "ja\u202Ene",
  "Zoë 😀",
  undefined,
  null,
  42,
  true,
];

const outcome = (schema: z.core.$ZodType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? { ok: result.data } : { messages: result.error.issues.map((issue) => issue.message) };
};

describe("the zod/mini form fields behave as the classic fields", () => {
  const options = [{ rawMax: 1000 }, { rawMax: 20, tooLong: "Too long here" }, { rawMax: 10_000, multiline: true }];
  it.each(options)("safeString and sanitized with %o", (opts) => {
    for (const value of values) {
      expect(outcome(mini.safeString(opts), value)).toEqual(outcome(classic.safeString(opts), value));
      expect(outcome(mini.sanitized(opts), value)).toEqual(outcome(classic.sanitized(opts), value));
    }
  });
  it("emailField", () => {
    for (const value of values) {
      expect(outcome(mini.emailField("Required", "Invalid"), value)).toEqual(outcome(classic.emailField("Required", "Invalid"), value));
    }
  });
});
