import { describe, expect, it } from "vitest";
import { messages } from "@/lib/messages";
import { toastForError, toastForMessage } from "./error-toast";

describe("toastForError", () => {
  const c = messages.contact;
  it("maps rate limits, validation texts and failures to their toasts (docs/product.md#messages)", () => {
    expect(toastForError({ data: { code: "TOO_MANY_REQUESTS" } }, c)).toBe(c.rateLimited);
    expect(toastForError({ message: c.invalidName.description, data: { code: "BAD_REQUEST" } }, c)).toBe(c.invalidName);
    expect(toastForError({ message: "boom", data: { code: "BAD_GATEWAY" } }, c)).toBe(c.failure);
    expect(toastForError(new Error("network"), c)).toBe(c.failure);
  });
  it("falls back to an Error toast for an unknown validation text", () => {
    expect(toastForMessage("Odd", c)).toEqual({ title: "Error", description: "Odd" });
  });
});
