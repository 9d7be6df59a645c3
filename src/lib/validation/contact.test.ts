import { describe, expect, it } from "vitest";
import { messages } from "@/lib/messages";
import { contactInput } from "./contact";

const valid = { name: "Jane O'Neil-Smith Jr.", email: "jane@example.com", message: "Hello, I have a question." };
const errorsOf = (input: object) => {
  const result = contactInput.safeParse({ ...valid, ...input });
  return result.success ? [] : result.error.issues.map((i) => i.message);
};
const m = messages.contact;

describe("contactInput", () => {
  it("accepts a valid message and lower-cases the e-mail", () => {
    expect(contactInput.parse({ ...valid, email: " Jane@Example.COM " }).email).toBe("jane@example.com");
  });

  it("requires every field", () => {
    for (const field of ["name", "email", "message"]) {
      expect(errorsOf({ [field]: "   " })).toEqual([m.missing.description]);
    }
    expect(errorsOf({ name: "<b></b>" })).toEqual([m.missing.description]);
  });

  it("limits the name to 100 characters after sanitising", () => {
    expect(errorsOf({ name: "a".repeat(100) })).toEqual([]);
    expect(errorsOf({ name: "a".repeat(101) })).toEqual([m.invalidName.description]);
    expect(errorsOf({ name: `<em>${"a".repeat(100)}</em>` })).toEqual([]);
  });

  it("allows letters, spaces, hyphens, apostrophes and periods only", () => {
    for (const name of ["José Núñez", "Zoë", "D’Angelo", "Mary-Jane", "J. R."]) expect(errorsOf({ name })).toEqual([]);
    for (const name of ["Jane2", "Jane_Doe", "Jane!", "Jane@Doe", "Jane, Doe"]) {
      expect(errorsOf({ name })).toEqual([m.invalidName.description]);
    }
  });

  it("limits the e-mail to 254 characters", () => {
    const at254 = `${"a".repeat(254 - "@example.com".length)}@example.com`;
    expect(at254).toHaveLength(254);
    expect(errorsOf({ email: at254 })).toEqual([]);
    expect(errorsOf({ email: `a${at254}` })).toEqual([m.invalidEmail.description]);
    for (const email of ["jane", "jane@", "jane@example", "ja ne@example.com", "jane@@example.com"]) {
      expect(errorsOf({ email })).toEqual([m.invalidEmail.description]);
    }
  });

  it("needs 10 to 2000 characters of message after sanitising", () => {
    expect(errorsOf({ message: "a".repeat(9) })).toEqual([m.invalidMessage.description]);
    expect(errorsOf({ message: "a".repeat(10) })).toEqual([]);
    expect(errorsOf({ message: "a".repeat(2000) })).toEqual([]);
    expect(errorsOf({ message: "a".repeat(2001) })).toEqual([m.invalidMessage.description]);
    expect(errorsOf({ message: "<p>short</p>     " })).toEqual([m.invalidMessage.description]);
  });

  it("strips markup from what it returns", () => {
    const out = contactInput.parse({ ...valid, message: "Hi <script>x()</script><b>there</b>, how are you?" });
    expect(out.message).toBe("Hi there, how are you?");
  });
});
