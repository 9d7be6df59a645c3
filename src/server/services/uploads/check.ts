import "server-only";
import { randomBytes } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import { uploadMessages } from "@/lib/messages";
import { folderRules, formatBytes, type StorageFolder } from "@/lib/uploads";
import { AppError } from "@/server/errors";

/** What a file really is, decided from its bytes. */
export type CheckedType = { ext: string; contentType: string };

// An old Word file is a Compound File (CFB) like an .xls or an .msi: only one holding a
// "WordDocument" stream (its directory names are UTF-16LE) is a .doc.
const WORD_STREAM = Buffer.from("WordDocument", "utf16le");

/** The type of `bytes` by their content (file-type's magic numbers), as one of the upload folders' types, or null. */
export async function sniffType(bytes: Uint8Array): Promise<CheckedType | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return null;
  if (found.ext === "cfb") return Buffer.from(bytes).includes(WORD_STREAM) ? { ext: "doc", contentType: "application/msword" } : null;
  return { ext: found.ext, contentType: found.mime };
}

/** The size limit of a folder, as an AppError (413) naming the file. */
export const tooLargeError = (folder: StorageFolder, name: string) =>
  new AppError("TOO_LARGE", uploadMessages.tooLarge(name, formatBytes(folderRules[folder].maxBytes)));

/**
 * Checks one upload for a folder by what it is, not what it is called: its size against the
 * folder's limit (413), and its content's type against the folder's types (a renamed .exe is
 * refused, 400). The stored extension is the detected one, never the sender's.
 */
export async function checkUpload(folder: StorageFolder, name: string, bytes: Uint8Array): Promise<CheckedType> {
  const rule = folderRules[folder];
  if (bytes.byteLength > rule.maxBytes) throw tooLargeError(folder, name);
  const type = await sniffType(bytes);
  const allowed = rule.extensions.map((e) => e.slice(1));
  if (!type || !allowed.includes(type.ext)) throw new AppError("BAD_INPUT", uploadMessages.wrongType(name, allowed.join(", ")));
  return type;
}

/** A fresh key in a folder: `{folder}/{timestamp}-{random}.{ext}` (docs/product.md#admin). Nothing the sender chose is in it. */
export const newStoredKey = (folder: StorageFolder, ext: string, now = Date.now()) =>
  `${folder}/${now}-${randomBytes(8).toString("hex")}.${ext}`;

/** The sender's file name, kept for display only: no path, no control characters, at most 200 characters. */
export const displayName = (name: string) =>
  (name.split(/[\\/]/).at(-1) ?? "")
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim()
    .slice(0, 200) || "file";
