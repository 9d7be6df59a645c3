// POST /api/uploads?folder=single|bundle|images – an admin's files into the local file store
// (multipart/form-data, streamed; each file checked by size and content before anything is kept)
import { uploadMessages } from "@/lib/messages";
import { folderRules } from "@/lib/uploads";
import { storageFolderInput } from "@/lib/validation/storage";
import { AppError } from "@/server/errors";
import { readMultipartFiles } from "@/server/http/multipart";
import { withRoute } from "@/server/http/route";
import { storeUploads } from "@/server/services/uploads/storage";
import { tooLargeError } from "@/server/services/uploads/check";

// Node's streams (busboy) and the file store need the Node runtime.
export const runtime = "nodejs";

// `admin: true` checks the role first: a non-admin's body is never read.
export const POST = withRoute("POST /api/uploads", { admin: true }, async ({ req, searchParams, db, viewer }) => {
  const parsed = storageFolderInput.safeParse({ folder: searchParams.get("folder") });
  if (!parsed.success) throw new AppError("BAD_INPUT", uploadMessages.badFolder);
  const { folder } = parsed.data;
  const rule = folderRules[folder];
  // A declared length past what the folder can take at all is refused before reading.
  const declared = Number(req.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > rule.maxFiles * (rule.maxBytes + 64 * 1024)) throw tooLargeError(folder, "This upload");
  const files = await readMultipartFiles(req, {
    maxFileBytes: rule.maxBytes,
    maxFiles: rule.maxFiles,
    tooLarge: (name) => tooLargeError(folder, name),
    tooMany: () => new AppError("BAD_INPUT", uploadMessages.tooManyFiles(rule.maxFiles)),
    notMultipart: () => new AppError("BAD_INPUT", uploadMessages.notMultipart),
  });
  if (!files.length) throw new AppError("BAD_INPUT", uploadMessages.noFile);
  const stored = await storeUploads(db, viewer, folder, files);
  return Response.json({ files: stored }, { status: 201 });
});
