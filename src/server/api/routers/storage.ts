import "server-only";
import { assignFileInput, storageFolderInput, storageKeyInput } from "@/lib/validation/storage";
import { adminProcedure, createTRPCRouter } from "@/server/api/trpc";
import { assignProductFile, deliveredFiles, listFolder, removeStoredFile } from "@/server/services/uploads/storage";

/** The admin's files (uploads themselves go through POST /api/uploads or UploadThing's route). */
export const storageRouter = createTRPCRouter({
  /** A folder's stored files, newest first, 100 at most (admin). */
  list: adminProcedure.input(storageFolderInput).query(({ ctx, input }) => listFolder(ctx.db, input.folder)),
  /** Deletes a stored file unless buyers are delivered it (admin). */
  remove: adminProcedure.input(storageKeyInput).mutation(({ ctx, input }) => removeStoredFile(ctx.db, ctx.viewer, input.key)),
  /** The guide each product delivers to new orders (admin). */
  delivered: adminProcedure.query(({ ctx }) => deliveredFiles(ctx.db)),
  /** Makes a stored guide the file delivered for a product (admin). */
  assign: adminProcedure
    .input(assignFileInput)
    .mutation(({ ctx, input }) => assignProductFile(ctx.db, ctx.viewer, input.product, input.key)),
});
