import { describe, expect, it } from "vitest";
import { sanitizeText } from "./sanitize";

describe("sanitizeText", () => {
  it("trims", () => expect(sanitizeText("  Jane  ")).toBe("Jane"));
  it("strips tags but keeps their text", () => expect(sanitizeText("<b>Jane</b> <i>Doe</i>")).toBe("Jane Doe"));
  it("drops script and style blocks with their contents", () => {
    expect(sanitizeText('Hi<script>alert("x")</script> there<style>p{}</style>')).toBe("Hi there");
  });
  it("drops comments, unclosed tags and stray brackets", () => {
    expect(sanitizeText("a<!-- hidden -->b <img src=x onerror=alert(1) c > d")).toBe("ab  d");
    expect(sanitizeText("x <b")).toBe("x");
  });
  it("keeps ordinary punctuation and new lines", () => expect(sanitizeText("It's 5 > 3?\nYes")).toBe("It's 5  3?\nYes"));
});
