import "server-only";
import { degrees, PDFDocument, rgb, StandardFonts } from "pdf-lib";

/** The footer each stamped page carries (docs/discounts-and-stamping.md). */
export const stampText = (email: string, orderId: string) => `Licensed to ${email} · order ${shortOrderId(orderId)}`;

/** The short order id a buyer and an admin can quote: the id's last 8 characters, upper-case. */
export const shortOrderId = (orderId: string) => orderId.slice(-8).toUpperCase();

const FONT_SIZE = 7;
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
  const width = font.widthOfTextAtSize(safe, FONT_SIZE);
  const color = rgb(0.42, 0.42, 0.42);
  for (const page of doc.getPages()) {
    const box = page.getCropBox();
    const angle = ((page.getRotation().angle % 360) + 360) % 360;
    // Where the visible bottom-centre is in the page's own (unrotated) coordinates, and the text's direction.
    const at =
      angle === 90
        ? { x: box.x + box.width - MARGIN, y: box.y + (box.height - width) / 2 }
        : angle === 180
          ? { x: box.x + (box.width + width) / 2, y: box.y + box.height - MARGIN }
          : angle === 270
            ? { x: box.x + MARGIN, y: box.y + (box.height + width) / 2 }
            : { x: box.x + (box.width - width) / 2, y: box.y + MARGIN };
    page.drawText(safe, { ...at, size: FONT_SIZE, font, color, rotate: degrees(angle) });
  }
  return doc.save({ updateFieldAppearances: false });
}
