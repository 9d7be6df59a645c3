import { describe, expect, it } from "vitest";
import { makePdf } from "./make-pdf";

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

describe("makePdf", () => {
  const many = Array.from({ length: 120 }, (_, i) => ({ text: `Paragraph ${i}: ${"word ".repeat(40)}` }));
  const pdf = text(makePdf([{ text: "A (Title) \\ with ‘quotes’ – and é", style: "title" }, ...many], { title: "Test guide" }));

  it("is a PDF 1.4 file that ends with %%EOF", () => {
    expect(pdf.startsWith("%PDF-1.4\n")).toBe(true);
    expect(pdf.trimEnd().endsWith("%%EOF")).toBe(true);
  });

  it("has an xref table whose offsets point at each object", () => {
    const startxref = Number(pdf.match(/startxref\n(\d+)\n%%EOF/)![1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe("xref");
    const [, count] = pdf.slice(startxref).match(/^xref\n0 (\d+)\n/)!;
    const entries = pdf
      .slice(startxref)
      .split("\n")
      .slice(3, 2 + Number(count));
    expect(entries).toHaveLength(Number(count) - 1);
    entries.forEach((entry, i) => {
      expect(entry).toMatch(/^\d{10} 00000 n $/);
      const offset = Number(entry.slice(0, 10));
      expect(pdf.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
  });

  it("paginates long text and keeps stream lengths exact", () => {
    const pageCount = Number(pdf.match(/\/Count (\d+)/)![1]);
    expect(pageCount).toBeGreaterThan(3);
    expect(pdf.match(/\/Type \/Page /g)).toHaveLength(pageCount);
    for (const m of pdf.matchAll(/<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/g)) {
      expect(Buffer.byteLength(m[2]!, "latin1")).toBe(Number(m[1]));
    }
    expect(pdf).toContain(`Page ${pageCount} of ${pageCount}`);
  });

  it("escapes PDF string syntax and maps typographic characters", () => {
    expect(pdf).toContain("(A \\(Title\\) \\\\ with 'quotes' - and \\351)");
  });
});
