import "server-only";
import { siteName } from "@/content/site";
/** A block of text in a generated PDF. */
export type PdfBlock = { text: string; style?: "title" | "heading" | "body" | "bullet" | "small" };

const PAGE = { width: 612, height: 792, margin: 72 } as const; // US Letter, 1-inch margins
const STYLES = {
  title: { font: "F2", size: 22, before: 0, after: 10 },
  heading: { font: "F2", size: 14, before: 12, after: 4 },
  body: { font: "F1", size: 11, before: 0, after: 6 },
  bullet: { font: "F1", size: 11, before: 0, after: 3 },
  small: { font: "F1", size: 9, before: 0, after: 4 },
} as const;
// Helvetica's average glyph width is about half an em; wrapping on it keeps lines inside the margins.
const AVERAGE_WIDTH = 0.5;

const REPLACEMENTS: Record<string, string> = {
  "‘": "'",
  "’": "'",
  "“": '"',
  "”": '"',
  "–": "-",
  "—": "-",
  "…": "...",
  "•": "-",
  "×": "x",
  "≥": ">=",
  "≤": "<=",
};

/** A PDF string literal body: escapes \, ( and ); Latin-1 as octal (WinAnsi); anything else "?". */
function pdfString(text: string) {
  let out = "";
  for (const ch of text.replace(/[‘’“”–—…•×≥≤]/g, (c) => REPLACEMENTS[c] ?? c)) {
    const code = ch.codePointAt(0)!;
    if (ch === "\\" || ch === "(" || ch === ")") out += `\\${ch}`;
    else if (code >= 0x20 && code <= 0x7e) out += ch;
    else if (code >= 0xa0 && code <= 0xff) out += `\\${code.toString(8).padStart(3, "0")}`;
    else out += "?";
  }
  return out;
}

/** Greedy word wrap to `max` characters per line. */
function wrap(text: string, max: number) {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

type Placed = { font: string; size: number; x: number; y: number; text: string };

/** Lays the blocks out on pages, top to bottom, with a footer line on each page. */
function layout(blocks: PdfBlock[], footer: string) {
  const pages: Placed[][] = [[]];
  const bottom = PAGE.margin + 24;
  let y = PAGE.height - PAGE.margin;
  for (const block of blocks) {
    const style = STYLES[block.style ?? "body"];
    const indent = block.style === "bullet" ? 14 : 0;
    const max = Math.floor((PAGE.width - 2 * PAGE.margin - indent) / (style.size * AVERAGE_WIDTH));
    const lines = wrap(block.text, max);
    const leading = style.size * 1.35;
    y -= style.before;
    // Keep a heading with the first lines that follow it.
    if (block.style === "heading" && y - leading * 3 < bottom) y = -Infinity;
    lines.forEach((text, i) => {
      if (y - leading < bottom) {
        pages.push([]);
        y = PAGE.height - PAGE.margin;
      }
      y -= leading;
      const prefix = block.style === "bullet" ? (i === 0 ? "- " : "  ") : "";
      pages.at(-1)!.push({ font: style.font, size: style.size, x: PAGE.margin + (prefix ? 4 : indent), y, text: prefix + text });
    });
    y -= style.after;
  }
  return pages.map((placed, i) => [
    ...placed,
    { font: "F1", size: 8, x: PAGE.margin, y: PAGE.margin - 20, text: `${footer}  -  Page ${i + 1} of ${pages.length}` },
  ]);
}

/**
 * A small, valid PDF 1.4 of text blocks: standard Helvetica fonts (nothing embedded), one
 * content stream per page, and an xref table with exact byte offsets.
 */
export function makePdf(blocks: PdfBlock[], opts: { title: string; footer?: string }): Uint8Array {
  const pages = layout(blocks, opts.footer ?? opts.title);
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 6 + i * 2);
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`;
  objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";
  objects[4] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>";
  objects[5] = `<< /Title (${pdfString(opts.title)}) /Producer (${pdfString(siteName)}) >>`;
  pages.forEach((placed, i) => {
    const content = placed
      .map((p) => `BT /${p.font} ${p.size} Tf 1 0 0 1 ${p.x.toFixed(2)} ${p.y.toFixed(2)} Tm (${pdfString(p.text)}) Tj ET`)
      .join("\n");
    objects[pageIds[i]!] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`;
    objects[pageIds[i]! + 1] = `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`;
  });

  let pdf = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(pdf, "latin1");
    pdf += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) pdf += `${String(offsets[id]).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, "latin1"));
}
