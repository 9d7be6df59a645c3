import "server-only";
import { degrees, PDFDocument, rgb, StandardFonts } from "pdf-lib";

/** The footer each stamped page carries (docs/discounts-and-stamping.md): the order first, so it stays whole whatever the address's length. */
export const stampText = (email: string, orderId: string) => `Order ${shortOrderId(orderId)} · licensed to ${email}`;

/** The short order id a buyer and an admin can quote: the id's last 8 characters, upper-case. */
export const shortOrderId = (orderId: string) => orderId.slice(-8).toUpperCase();

const FONT_SIZE = 7;
/** The smallest size a long footer shrinks to before it wraps onto more lines. */
const MIN_FONT_SIZE = 4.5;
/** How far the footer's baseline sits above the page's visible bottom edge, in points. */
const MARGIN = 12;

/**
 * Adds `text` in a small grey footer to every page of a PDF, with pdf-lib: the document is
 * loaded and saved whole, so its links (page annotations), outline, metadata and everything else
 * stay as they are; each page only gains a content stream. The footer sits at the bottom of the
 * page as it is shown (crop box and /Rotate respected). Deterministic: no dates are rewritten.
 * Characters outside Helvetica's WinAnsi set (a non-Latin e-mail address) become "?". A PDF
 * without pages has nothing to stamp and comes back as it is. An encrypted or unreadable PDF
 * throws (the caller delivers it unstamped).
 */
export async function stampPdf(bytes: Uint8Array, text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: false });
  if (doc.getPageCount() === 0) return bytes;
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const charset = new Set(font.getCharacterSet());
  const safe = [...text].map((ch) => (charset.has(ch.codePointAt(0)!) ? ch : "?")).join("");
  const color = rgb(0.42, 0.42, 0.42);
  for (const page of doc.getPages()) {
    const box = page.getCropBox();
    const angle = ((page.getRotation().angle % 360) + 360) % 360;
    const sideways = angle === 90 || angle === 270;
    // The page as it is shown: its width, and where a point of it is in the page's own coordinates.
    const shownWidth = sideways ? box.height : box.width;
    const toPage = (vx: number, vy: number) =>
      angle === 90
        ? { x: box.x + box.width - vy, y: box.y + vx }
        : angle === 180
          ? { x: box.x + box.width - vx, y: box.y + box.height - vy }
          : angle === 270
            ? { x: box.x + vy, y: box.y + box.height - vx }
            : { x: box.x + vx, y: box.y + vy };
    const { size, lines } = footerLayout(safe, (text, size) => font.widthOfTextAtSize(text, size), shownWidth - 2 * MARGIN);
    // Centred at the bottom, the first line (the order) on top.
    lines.forEach((line, i) => {
      const width = font.widthOfTextAtSize(line, size);
      const at = toPage((shownWidth - width) / 2, MARGIN + (lines.length - 1 - i) * size * 1.2);
      page.drawText(line, { ...at, size, font, color, rotate: degrees(angle) });
    });
  }
  return doc.save({ updateFieldAppearances: false });
}

/**
 * The footer's size and lines for a width: one line at the usual size when it fits; else shrunk
 * to fit, down to MIN_FONT_SIZE; past that, wrapped at MIN_FONT_SIZE (at spaces when it can, else
 * anywhere: an e-mail address has none), so every character stays on the page.
 */
export function footerLayout(text: string, widthOf: (text: string, size: number) => number, available: number) {
  const full = widthOf(text, FONT_SIZE);
  if (full <= available) return { size: FONT_SIZE, lines: [text] };
  const shrunk = (FONT_SIZE * available) / full;
  if (shrunk >= MIN_FONT_SIZE) return { size: shrunk, lines: [text] };
  const lines: string[] = [];
  let rest = text;
  while (rest) {
    let cut = rest.length;
    while (cut > 1 && widthOf(rest.slice(0, cut), MIN_FONT_SIZE) > available) cut--;
    const space = rest.lastIndexOf(" ", cut);
    if (cut < rest.length && space > 0) cut = space + 1;
    lines.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut);
  }
  return { size: MIN_FONT_SIZE, lines };
}
