-- AlterTable
ALTER TABLE "DownloadGrant" ADD COLUMN     "servedEditionId" TEXT;

