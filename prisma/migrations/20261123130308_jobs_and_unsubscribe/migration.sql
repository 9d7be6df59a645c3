-- AlterTable
ALTER TABLE "EmailOutbox" ADD COLUMN     "headers" JSONB;

-- AlterTable
ALTER TABLE "ScheduledJob" ADD COLUMN     "engine" TEXT NOT NULL DEFAULT 'local',
ADD COLUMN     "finishedAt" TIMESTAMP(3),
ADD COLUMN     "lockedBy" TEXT,
ADD COLUMN     "maxAttempts" INTEGER NOT NULL DEFAULT 5,
ADD COLUMN     "outcome" TEXT;

-- CreateTable
CREATE TABLE "Unsubscribe" (
    "email" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Unsubscribe_pkey" PRIMARY KEY ("email")
);

