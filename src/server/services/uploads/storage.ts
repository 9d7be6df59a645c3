import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { uploadMessages } from "@/lib/messages";
import { isGuideFolder, type StorageFolder } from "@/lib/uploads";
import type { ProductKind } from "@/lib/validation/checkout";
import type { Viewer } from "@/server/auth/port";
import type { Db } from "@/server/db/open";
import { AppError } from "@/server/errors";
import { getFileStore } from "@/server/files";
import { recordAudit } from "@/server/audit";
import { checkUpload, displayName, newStoredKey } from "@/server/services/uploads/check";

/** docs/product.md#numbers: a folder lists at most 100 files. */
export const STORAGE_LIST_LIMIT = 100;

const withUse = { products: { select: { kind: true } }, _count: { select: { grants: true } } } as const;
type Row = Prisma.StoredFileGetPayload<{ include: typeof withUse }>;

/** A stored file as the admin's upload cards show it. */
export type StoredFileView = {
  key: string;
  folder: string;
  name: string;
  size: number;
  contentType: string;
  createdAt: Date;
  /** Images only: where a browser fetches it. Guides have none. */
  url: string | null;
  /** The products that deliver this file to new orders. */
  deliveredFor: ProductKind[];
  /** Whether links already issued point at it (then it cannot be deleted). */
  issued: boolean;
};

const viewOf = (row: Row): StoredFileView => ({
  key: row.key,
  folder: row.folder,
  name: row.originalName ?? row.name,
  size: row.size,
  contentType: row.contentType,
  createdAt: row.createdAt,
  url: row.folder === "images" ? getFileStore().publicUrl(row.key) : null,
  deliveredFor: row.products.map((p) => p.kind),
  issued: row._count.grants > 0,
});

/** A folder's files, newest first, at most 100 (docs/product.md#numbers). */
export async function listFolder(db: Db, folder: StorageFolder): Promise<StoredFileView[]> {
  const rows = await db.storedFile.findMany({
    where: { folder },
    include: withUse,
    orderBy: [{ createdAt: "desc" }, { key: "desc" }],
    take: STORAGE_LIST_LIMIT,
  });
  return rows.map(viewOf);
}

/** A file already in the store (whichever adapter put it there), as its StoredFile row. */
export type StoredFileRecord = { key: string; folder: StorageFolder; originalName: string; size: number; contentType: string };

/**
 * Records a file the store now holds, and who put it there, in one transaction with the audit
 * event. The local upload route calls it after writing the bytes; UploadThing's onUploadComplete
 * after UploadThing has them.
 */
export async function recordStoredFile(db: Db, actor: Viewer, file: StoredFileRecord): Promise<StoredFileView> {
  const row = await db.$transaction(async (tx) => {
    const created = await tx.storedFile.create({
      data: {
        key: file.key,
        folder: file.folder,
        name: file.key.slice(file.folder.length + 1),
        originalName: displayName(file.originalName),
        size: file.size,
        contentType: file.contentType,
        provider: getFileStore().name,
        uploadedBy: actor.userId,
      },
      include: withUse,
    });
    await recordAudit(tx, actor, "file.uploaded", file.key, { folder: file.folder, name: created.originalName, size: file.size });
    return created;
  });
  return viewOf(row);
}

/**
 * Stores an admin's files in a folder: every file is checked first (size, type by content), so
 * one bad file stores nothing; then each is written under a fresh key and recorded. If writing
 * fails part-way, what this call wrote is removed again.
 */
export async function storeUploads(db: Db, actor: Viewer, folder: StorageFolder, files: { name: string; bytes: Uint8Array }[]) {
  const checked = [];
  for (const file of files) checked.push({ ...file, type: await checkUpload(folder, file.name, file.bytes) });
  const store = getFileStore();
  const written: string[] = [];
  const stored: StoredFileView[] = [];
  try {
    for (const file of checked) {
      const key = newStoredKey(folder, file.type.ext);
      await store.put(key, file.bytes);
      written.push(key);
      stored.push(
        await recordStoredFile(db, actor, {
          key,
          folder,
          originalName: file.name,
          size: file.bytes.byteLength,
          contentType: file.type.contentType,
        }),
      );
    }
  } catch (error) {
    await Promise.allSettled(
      written.map(async (key) => {
        await db.storedFile.deleteMany({ where: { key } });
        await store.remove(key);
      }),
    );
    throw error;
  }
  return stored;
}

const isForeignKeyViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2003";

/**
 * Deletes a stored file: refused (409) while a product delivers it or links already issued
 * point at it, so no buyer's link ever breaks. The row goes first (with its audit event), then
 * the bytes.
 */
export async function removeStoredFile(db: Db, actor: Viewer, key: string) {
  const deleted = await db
    .$transaction(async (tx) => {
      const file = await tx.storedFile.findUnique({ where: { key }, include: withUse });
      if (!file) throw new AppError("NOT_FOUND", uploadMessages.notFound);
      if (file.products.length || file._count.grants) throw new AppError("CONFLICT", uploadMessages.inUse);
      // The condition is in the DELETE itself: a product given this file meanwhile keeps it.
      const { count } = await tx.storedFile.deleteMany({ where: { key, products: { none: {} }, grants: { none: {} } } });
      if (count === 0) throw new AppError("CONFLICT", uploadMessages.inUse);
      await recordAudit(tx, actor, "file.deleted", key, { folder: file.folder, name: file.originalName ?? file.name, size: file.size });
      return file;
    })
    .catch((error: unknown) => {
      // A grant pinned to it by an order completing at that moment (its foreign key refuses the delete).
      throw isForeignKeyViolation(error) ? new AppError("CONFLICT", uploadMessages.inUse) : error;
    });
  await getFileStore().remove(deleted.key);
}

/**
 * Makes a stored guide the file delivered for a product: orders completed from now on deliver
 * it; grants already issued keep the file they were pinned to (DownloadGrant.fileId). Images
 * are refused: they are public, guides never are.
 */
export async function assignProductFile(db: Db, actor: Viewer, product: ProductKind, key: string) {
  return db.$transaction(async (tx) => {
    const file = await tx.storedFile.findUnique({ where: { key } });
    if (!file) throw new AppError("NOT_FOUND", uploadMessages.notFound);
    if (!isGuideFolder(file.folder as StorageFolder)) throw new AppError("BAD_INPUT", uploadMessages.notAGuide);
    const before = await tx.product.findUnique({ where: { kind: product }, include: { file: { select: { key: true } } } });
    if (!before) throw new AppError("NOT_FOUND", uploadMessages.notFound);
    await tx.product.update({ where: { id: before.id }, data: { fileId: file.id } });
    await recordAudit(tx, actor, "product.file_assigned", product, { from: before.file?.key ?? null, to: key });
    return { product, key, name: file.originalName ?? file.name, productName: before.name };
  });
}

/** The guide each product delivers to new orders (the "deliver this guide" control shows it). */
export async function deliveredFiles(db: Db) {
  const products = await db.product.findMany({
    select: { kind: true, name: true, file: { select: { key: true, name: true, originalName: true } } },
    orderBy: { id: "asc" },
  });
  return products.map((p) => ({
    product: p.kind,
    productName: p.name,
    key: p.file?.key ?? null,
    name: p.file ? (p.file.originalName ?? p.file.name) : null,
  }));
}
