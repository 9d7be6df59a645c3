import { describe, expect, it } from "vitest";
import { sameDocumentAnchor } from "./anchor-jump";

describe("sameDocumentAnchor", () => {
  const home = new URL("https://store.example/");

  it("finds the id of an anchor on the current page, written either way", () => {
    expect(sameDocumentAnchor("/#pricing", home)).toBe("pricing");
    expect(sameDocumentAnchor("#reviews", home)).toBe("reviews");
  });

  it("leaves other pages, other query strings, other sites and bare '#' to normal navigation", () => {
    expect(sameDocumentAnchor("/blog", home)).toBeNull();
    expect(sameDocumentAnchor("/#pricing", new URL("https://store.example/blog"))).toBeNull();
    expect(sameDocumentAnchor("/?x=1#pricing", home)).toBeNull();
    expect(sameDocumentAnchor("https://elsewhere.example/#pricing", home)).toBeNull();
    expect(sameDocumentAnchor("/#", home)).toBeNull();
  });
});
