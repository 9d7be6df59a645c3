-- CreateTable
CREATE TABLE "CartReminder" (
    "id" TEXT NOT NULL,
    "cartId" TEXT NOT NULL,
    "step" INTEGER NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL,
    "clickedAt" TIMESTAMP(3),

    CONSTRAINT "CartReminder_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CartReminder_sentAt_idx" ON "CartReminder"("sentAt");

-- CreateIndex
CREATE UNIQUE INDEX "CartReminder_cartId_step_key" ON "CartReminder"("cartId", "step");

-- AddForeignKey
ALTER TABLE "CartReminder" ADD CONSTRAINT "CartReminder_cartId_fkey" FOREIGN KEY ("cartId") REFERENCES "Cart"("id") ON DELETE CASCADE ON UPDATE CASCADE;

