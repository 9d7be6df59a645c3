import { describe, expect, it } from "vitest";
import { messages } from "@/lib/messages";
import { leadMagnetInput, subscribeInput } from "./newsletter";

const firstError = (schema: typeof subscribeInput | typeof leadMagnetInput, email: unknown) => {
  const result = schema.safeParse({ email });
  return result.success ? null : result.error.issues[0]?.message;
};

describe("subscribeInput", () => {
  it("empty or missing → 'Please enter your email address'", () => {
    expect(firstError(subscribeInput, "")).toBe(messages.newsletter.empty.description);
    expect(firstError(subscribeInput, "   ")).toBe(messages.newsletter.empty.description);
    expect(firstError(subscribeInput, undefined)).toBe(messages.newsletter.empty.description);
  });
  it("invalid or over 254 → 'Please enter a valid email address.'", () => {
    expect(firstError(subscribeInput, "nope")).toBe(messages.newsletter.invalid.description);
    expect(firstError(subscribeInput, `${"a".repeat(243)}@example.com`)).toBe(messages.newsletter.invalid.description);
    expect(firstError(subscribeInput, `${"a".repeat(242)}@example.com`)).toBeNull();
  });
});

describe("leadMagnetInput", () => {
  it("uses the exit popup's texts and defaults the source", () => {
    expect(firstError(leadMagnetInput, "")).toBe("Please enter your email address");
    expect(firstError(leadMagnetInput, "x@y")).toBe("Please enter a valid email address");
    expect(leadMagnetInput.parse({ email: "A@B.co" })).toEqual({ email: "a@b.co", source: "exit_intent_popup" });
  });
  it("rejects unknown sources", () => {
    expect(leadMagnetInput.safeParse({ email: "a@b.co", source: "spam" }).success).toBe(false);
  });
});
