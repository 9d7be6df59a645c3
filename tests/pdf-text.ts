// The text a PDF shows, for tests: every string its content streams paint (Tj / TJ / ' / "),
// hex or literal, decoded as WinAnsi/Latin-1. Hand-written (about 40 lines on pdf-lib's own
// stream decoding) because no maintained pure-JS text extractor is a dependency here
// (pdfjs-dist is 10+ MB and needs a worker); enough for the store's own PDFs: the seeded guides
// (make-pdf.ts) and the stamped footers (stamp-pdf.ts), which use Helvetica's standard encoding.
import { decodePDFRawStream, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";

function literal(body: string) {
  return body.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, e: string) =>
    /^[0-7]/.test(e)
      ? String.fromCharCode(parseInt(e, 8))
      : (({ n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" } as Record<string, string>)[e] ?? e),
  );
}

const hex = (body: string) => {
  const clean = body.replace(/\s+/g, "");
  let out = "";
  for (let i = 0; i < clean.length; i += 2) out += String.fromCharCode(parseInt(clean.slice(i, i + 2).padEnd(2, "0"), 16));
  return out;
};

// "·" is 0xB7 in WinAnsi and Latin-1 alike, so Latin-1 decoding is right for these fonts.
const STRING = /\((?:\\.|[^\\)])*\)|<[0-9A-Fa-f\s]*>/g;

/** Every painted string of every content stream of the PDF, in file order, joined by new lines. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const lines: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const type = object.dict.get(PDFName.of("Type"));
    if (type && type !== PDFName.of("Page")) continue; // content streams have no /Type
    if (object.dict.get(PDFName.of("Subtype"))) continue; // images, forms, fonts
    let data: string;
    try {
      data = Buffer.from(decodePDFRawStream(object).decode()).toString("latin1");
    } catch {
      continue;
    }
    for (const op of data.matchAll(/(\[(?:[^\]]*)\]|\((?:\\.|[^\\)])*\)|<[0-9A-Fa-f\s]*>)\s*(Tj|TJ|'|")/g)) {
      const parts = op[1]!.match(STRING) ?? [];
      lines.push(parts.map((p) => (p.startsWith("(") ? literal(p.slice(1, -1)) : hex(p.slice(1, -1)))).join(""));
    }
  }
  return lines.join("\n");
}
