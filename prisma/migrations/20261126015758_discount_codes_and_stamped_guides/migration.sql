-- CreateEnum
CREATE TYPE "DiscountKind" AS ENUM ('percent', 'fixed');

-- AlterTable
ALTER TABLE "DiscountCode" ADD COLUMN     "amountsOff" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "kind" "DiscountKind" NOT NULL DEFAULT 'percent',
ADD COLUMN     "productIds" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "startsAt" TIMESTAMP(3),
ADD COLUMN     "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- AlterTable
ALTER TABLE "DownloadGrant" ADD COLUMN     "stampedKey" TEXT,
ADD COLUMN     "stampedSize" INTEGER,
ADD COLUMN     "stampingSince" TIMESTAMP(3);

