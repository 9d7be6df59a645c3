-- CreateEnum
CREATE TYPE "EmailDelivery" AS ENUM ('sent', 'delayed', 'delivered', 'complained', 'bounced');

-- AlterTable
ALTER TABLE "DownloadGrant" ADD COLUMN     "editionId" TEXT,
ADD COLUMN     "stampedEditionId" TEXT;

-- AlterTable
ALTER TABLE "EmailOutbox" ADD COLUMN     "delivery" "EmailDelivery",
ADD COLUMN     "deliveryAt" TIMESTAMP(3),
ADD COLUMN     "deliveryReason" TEXT,
ADD COLUMN     "orderId" TEXT;

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "pastBuyersGet" TEXT NOT NULL DEFAULT 'latest';

-- CreateTable
CREATE TABLE "ProductEdition" (
    "id" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "label" TEXT NOT NULL,
    "whatChanged" TEXT NOT NULL DEFAULT '',
    "fileId" TEXT NOT NULL,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "noticeStartedAt" TIMESTAMP(3),

    CONSTRAINT "ProductEdition_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EditionNotice" (
    "editionId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),

    CONSTRAINT "EditionNotice_pkey" PRIMARY KEY ("editionId","email")
);

-- CreateTable
CREATE TABLE "MailEvent" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "outboxId" TEXT,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MailEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EmailSuppression" (
    "email" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "detail" TEXT,
    "outboxId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmailSuppression_pkey" PRIMARY KEY ("email")
);

-- CreateIndex
CREATE UNIQUE INDEX "ProductEdition_productId_number_key" ON "ProductEdition"("productId", "number");

-- CreateIndex
CREATE INDEX "EditionNotice_editionId_status_idx" ON "EditionNotice"("editionId", "status");

-- CreateIndex
CREATE INDEX "EmailOutbox_providerMessageId_idx" ON "EmailOutbox"("providerMessageId");

-- CreateIndex
CREATE INDEX "EmailOutbox_orderId_idx" ON "EmailOutbox"("orderId");

-- CreateIndex
CREATE INDEX "EmailOutbox_delivery_idx" ON "EmailOutbox"("delivery");

-- AddForeignKey
ALTER TABLE "ProductEdition" ADD CONSTRAINT "ProductEdition_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductEdition" ADD CONSTRAINT "ProductEdition_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EditionNotice" ADD CONSTRAINT "EditionNotice_editionId_fkey" FOREIGN KEY ("editionId") REFERENCES "ProductEdition"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DownloadGrant" ADD CONSTRAINT "DownloadGrant_editionId_fkey" FOREIGN KEY ("editionId") REFERENCES "ProductEdition"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

