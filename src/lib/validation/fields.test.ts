import { describe, expect, it } from "vitest";
import { z } from "zod";
import { inputMessages, messages } from "@/lib/messages";
import { grantRoleInput } from "./admin";
import { checkoutInput, quoteInput, saveCartInput } from "./checkout";
import { contactInput } from "./contact";
import { isSafeText } from "./fields";
import { jobIdInput } from "./jobs";
import { leadMagnetInput, subscribeInput } from "./newsletter";
import { freshLinkForm, sessionIdInput, testPaymentForm } from "./orders";

const unsafe = inputMessages.unsafeCharacters;
// Seen as 500s with PostgreSQL's text echoed back (NUL), or as spoofed names in the admin (overrides).
const hostile = [
  "jane\u0000@example.com",
  "\uD800jane",
  "jane\uDFFF",
  "ja\u0007ne",
  "ja\u009Bne",
  "jane\u202Edoe",
  "ja\u2066ne",
  "ja\u200Fne",
];

describe("isSafeText", () => {
  it("accepts ordinary text in any script, with emoji (surrogate pairs)", () => {
    for (const text of ["Jane O'Neil", "José Núñez", "Zoë 😀", "مريم", "山田 花子", ""]) expect(isSafeText(text)).toBe(true);
  });
  it("refuses NUL, control characters, lone surrogates and direction controls", () => {
    for (const text of hostile) expect(isSafeText(text)).toBe(false);
  });
  it("lets multi-line text keep tab and new lines, and direction marks, but never NUL or lone surrogates", () => {
    expect(isSafeText("Hello,\r\n\tthere", { multiline: true })).toBe(true);
    expect(isSafeText("Hello,\r\nthere")).toBe(false);
    expect(isSafeText("שלום\u200F!", { multiline: true })).toBe(true);
    expect(isSafeText("a\u0000b", { multiline: true })).toBe(false);
    expect(isSafeText("a\uD800b", { multiline: true })).toBe(false);
  });
});

// The storefront's form schemas are zod/mini, the rest classic zod: both are core schemas.
const firstMessage = (schema: z.core.$ZodType, input: unknown) => {
  const result = z.safeParse(schema, input);
  return result.success ? null : result.error.issues[0]!.message;
};

describe("every shared schema refuses unsafe text with one clear message", () => {
  const checkout = {
    email: "jane@example.com",
    firstName: "Jane",
    lastName: "Doe",
    address: "1 Main St",
    city: "Springfield",
    state: "IL",
    zipCode: "62701",
    product: "fertility",
  };
  const cases: [string, z.core.$ZodType, (bad: string) => unknown][] = [
    ["contact name", contactInput, (bad) => ({ name: bad, email: "jane@example.com", message: "Hello there, a question." })],
    ["contact e-mail", contactInput, (bad) => ({ name: "Jane", email: bad, message: "Hello there, a question." })],
    [
      "contact message",
      contactInput,
      (bad) => ({
        name: "Jane",
        email: "jane@example.com",
        message: `Hello there ${bad.replace(/[\u0007\u009B\u202E\u2066\u200F]/, "\u0000")}`,
      }),
    ],
    ["newsletter", subscribeInput, (bad) => ({ email: bad })],
    ["lead magnet", leadMagnetInput, (bad) => ({ email: bad })],
    ["grant admin", grantRoleInput, (bad) => ({ email: bad })],
    ["checkout e-mail", checkoutInput, (bad) => ({ ...checkout, email: bad })],
    ["checkout name", checkoutInput, (bad) => ({ ...checkout, firstName: bad })],
    ["checkout discount", checkoutInput, (bad) => ({ ...checkout, discount: bad })],
    ["quote discount", quoteInput, (bad) => ({ discount: bad })],
    ["saved cart", saveCartInput, (bad) => ({ email: bad })],
    ["session id", sessionIdInput, (bad) => ({ sessionId: bad })],
    ["test payment", testPaymentForm, (bad) => ({ session_id: bad, action: "pay" })],
    ["fresh link", freshLinkForm, (bad) => ({ email: bad })],
    ["job id", jobIdInput, (bad) => ({ id: bad })],
  ];
  it.each(cases)("%s", (_name, schema, input) => {
    for (const bad of hostile) expect(firstMessage(schema, input(bad))).toBe(unsafe);
  });

  it("reads no more than a bounded raw value, and says so in the field's own words", () => {
    const huge = "<script>".repeat(200_000);
    expect(firstMessage(contactInput, { name: "Jane", email: "jane@example.com", message: huge })).toBe(
      messages.contact.invalidMessage.description,
    );
    expect(firstMessage(contactInput, { name: huge, email: "jane@example.com", message: "Hello there, a question." })).toBe(
      messages.contact.invalidName.description,
    );
    expect(firstMessage(subscribeInput, { email: huge })).toBe(messages.newsletter.invalid.description);
    expect(firstMessage(checkoutInput, { ...checkout, city: huge })).toBe(inputMessages.tooLong);
  });
});
