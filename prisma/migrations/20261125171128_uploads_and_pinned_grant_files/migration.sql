-- AlterTable
ALTER TABLE "DownloadGrant" ADD COLUMN     "fileId" TEXT;

-- AlterTable
ALTER TABLE "StoredFile" ADD COLUMN     "originalName" TEXT,
ADD COLUMN     "uploadedBy" TEXT;

-- AddForeignKey
ALTER TABLE "DownloadGrant" ADD CONSTRAINT "DownloadGrant_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- Pin every grant issued so far to the file its product delivers today.
UPDATE "DownloadGrant" g SET "fileId" = p."fileId" FROM "Product" p WHERE g."productId" = p."id" AND g."fileId" IS NULL;
