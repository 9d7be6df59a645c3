import "server-only";
import { createRouteHandler, createUploadthing, type FileRouter, UploadThingError, UTFiles } from "uploadthing/server";
import { uploadMessages } from "@/lib/messages";
import { folderRules, formatBytes, type StorageFolder, storageFolders } from "@/lib/uploads";
import { getDb } from "@/server/db";
import { AppError } from "@/server/errors";
import { requireAdminRequest } from "./route";
import { recordStoredFile } from "@/server/services/uploads/storage";
import { checkUpload, newStoredKey } from "@/server/services/uploads/check";
import { getFileStore } from "@/server/files";

const f = createUploadthing();

const MB = 1024 * 1024;
type Size = `${1 | 2 | 4 | 8 | 16 | 32 | 64}MB`;
const sizeOf = (bytes: number) => `${bytes / MB}MB` as Size;

/** The extension a key gets from the sender's name (checked against the content on completion). */
const extensionOf = (name: string) => {
  const ext = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();
  return ext === "jpeg" ? "jpg" : ext;
};

/** An AppError as UploadThing's error, so its client shows our message and status. */
const utError = (error: AppError) =>
  new UploadThingError({
    code:
      error.code === "UNAUTHORIZED" || error.code === "FORBIDDEN" ? "FORBIDDEN" : error.code === "TOO_LARGE" ? "TOO_LARGE" : "BAD_REQUEST",
    message: error.message,
  });

/** One file route per folder: the same limits, admin check and content check as POST /api/uploads. */
function folderRoute(folder: StorageFolder) {
  const rule = folderRules[folder];
  const limit = {
    maxFileSize: sizeOf(rule.maxBytes),
    maxFileCount: rule.maxFiles,
    acl: folder === "images" ? "public-read" : "private",
    contentDisposition: "attachment",
  } as const;
  const types =
    folder === "images"
      ? { image: limit }
      : { pdf: limit, "application/msword": limit, "application/vnd.openxmlformats-officedocument.wordprocessingml.document": limit };
  return f(types)
    .middleware(async ({ req, files }) => {
      try {
        const viewer = await requireAdminRequest(req, await getDb());
        if (files.length > rule.maxFiles) throw new AppError("BAD_INPUT", uploadMessages.tooManyFiles(rule.maxFiles));
        const allowed = rule.extensions.map((e) => e.slice(1));
        const keys = files.map((file) => {
          if (file.size > rule.maxBytes) throw new AppError("TOO_LARGE", uploadMessages.tooLarge(file.name, formatBytes(rule.maxBytes)));
          const ext = extensionOf(file.name);
          if (!ext || !allowed.includes(ext)) throw new AppError("BAD_INPUT", uploadMessages.wrongType(file.name, allowed.join(", ")));
          return newStoredKey(folder, ext);
        });
        // Our key is the file's customId on UploadThing: the names cannot leave the folder.
        return { userId: viewer.userId, email: viewer.email, folder, [UTFiles]: files.map((file, i) => ({ ...file, customId: keys[i] })) };
      } catch (error) {
        throw error instanceof AppError ? utError(error) : error;
      }
    })
    .onUploadComplete(async ({ metadata, file }) => {
      const key = file.customId!;
      const store = getFileStore();
      const bytes = await store.get(key);
      try {
        if (!bytes) throw new AppError("BAD_INPUT", uploadMessages.noFile);
        // The same check by content as the local route; the key's extension must be what the file is.
        const type = await checkUpload(folder, file.name, bytes);
        if (!key.endsWith(`.${type.ext}`))
          throw new AppError("BAD_INPUT", uploadMessages.wrongType(file.name, rule.extensions.join(", ").replaceAll(".", "")));
        await recordStoredFile(
          await getDb(),
          { userId: metadata.userId, email: metadata.email },
          { key, folder, originalName: file.name, size: bytes.byteLength, contentType: type.contentType },
        );
        return { key, error: null };
      } catch (error) {
        await store.remove(key);
        // A refusal goes back to the browser as the upload's server data (the upload card shows it).
        if (error instanceof AppError) return { key: null, error: error.message };
        throw error;
      }
    });
}

/** The admin's file routes on UploadThing, one per folder (slugs single, bundle, images). */
export const uploadRouter = Object.fromEntries(storageFolders.map((folder) => [folder, folderRoute(folder)])) as Record<
  StorageFolder,
  ReturnType<typeof folderRoute>
> satisfies FileRouter;
export type UploadRouter = typeof uploadRouter;

/** The handler of GET/POST /api/uploadthing for a token (and, in tests, a fake UploadThing's ingest URL and fetch). */
export function uploadThingHandler(config: { token: string; ingestUrl?: string; fetch?: typeof fetch; isDev?: boolean }) {
  const handle = createRouteHandler({ router: uploadRouter, config: { ...config, logLevel: "Error" } });
  return (req: Request) => handle(req);
}
