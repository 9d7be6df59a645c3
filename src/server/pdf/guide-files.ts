import "server-only";
import { fertilityGuide } from "@/content/guides/fertility-guide";
import { intimacyGuide } from "@/content/guides/intimacy-guide";
import type { Db } from "@/server/db/open";
import { makePdf } from "./make-pdf";
import type { FileStore } from "@/server/files/port";
import { guides, siteName } from "@/content/site";

/** The PDF each guide ships with on a fresh machine (an admin upload replaces it later). */
export const guideFiles = [
  {
    productId: "fertility",
    key: "single/fertility-guide.pdf",
    title: guides.fertility.title,
    blocks: fertilityGuide,
  },
  {
    productId: "intimacy",
    key: "single/intimacy-guide.pdf",
    title: guides.intimacy.title,
    blocks: intimacyGuide,
  },
] as const;

/**
 * Writes each guide's PDF to the file store (if absent), records it as a StoredFile and links
 * it to its product unless the product already has a file. Safe to run any number of times.
 */
export async function seedGuideFiles(db: Db, files: FileStore) {
  for (const guide of guideFiles) {
    const bytes = makePdf(guide.blocks, { title: guide.title, footer: `${guide.title} - ${siteName}` });
    if (!(await files.get(guide.key))) await files.put(guide.key, bytes);
    const file = await db.storedFile.upsert({
      where: { key: guide.key },
      create: {
        key: guide.key,
        folder: "single",
        name: guide.key.split("/")[1]!,
        size: bytes.byteLength,
        contentType: "application/pdf",
        provider: files.name,
      },
      update: {},
    });
    await db.product.updateMany({ where: { id: guide.productId, fileId: null }, data: { fileId: file.id } });
  }
}
