import { describe, it, expect } from "vitest";
import { filterFaq, toggle } from "./faq-accordion";

describe("toggle", () => {
  it("opens an item when none is open", () => {
    expect(toggle(null, "q1")).toBe("q1");
  });

  it("closes the open item when it is toggled again", () => {
    expect(toggle("q1", "q1")).toBeNull();
  });

  it("switches to another item, keeping only one open", () => {
    expect(toggle("q1", "q2")).toBe("q2");
    expect(toggle<number>(3, 4)).toBe(4);
    expect(toggle<number>(0, 0)).toBeNull();
  });
});

describe("filterFaq", () => {
  const items = [
    { id: 1, category: "fertility" },
    { id: 2, category: "gender" },
    { id: 3, category: "fertility" },
    { id: 4, category: "intimacy" },
  ];

  it("returns every item for 'all', as a copy", () => {
    const all = filterFaq(items, "all");
    expect(all).toEqual(items);
    expect(all).not.toBe(items);
  });

  it("keeps only items of the chosen category, in order", () => {
    expect(filterFaq(items, "fertility").map((i) => i.id)).toEqual([1, 3]);
    expect(filterFaq(items, "intimacy").map((i) => i.id)).toEqual([4]);
  });

  it("returns nothing for an unknown category", () => {
    expect(filterFaq(items, "unknown")).toEqual([]);
  });
});
