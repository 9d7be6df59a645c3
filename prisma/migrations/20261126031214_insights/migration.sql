-- CreateTable
CREATE TABLE "InsightSalt" (
    "day" DATE NOT NULL,
    "salt" TEXT NOT NULL,

    CONSTRAINT "InsightSalt_pkey" PRIMARY KEY ("day")
);

-- CreateTable
CREATE TABLE "InsightEvent" (
    "id" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "visitor" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "referrer" TEXT,
    "utmSource" TEXT,
    "utmMedium" TEXT,
    "utmCampaign" TEXT,
    "country" TEXT NOT NULL,
    "device" TEXT NOT NULL,
    "amount" INTEGER NOT NULL DEFAULT 0,
    "currency" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "InsightEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InsightOrderLink" (
    "orderId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "visitor" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "device" TEXT NOT NULL,

    CONSTRAINT "InsightOrderLink_pkey" PRIMARY KEY ("orderId")
);

-- CreateTable
CREATE TABLE "InsightDaily" (
    "id" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "landingPage" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "medium" TEXT NOT NULL,
    "campaign" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "device" TEXT NOT NULL,
    "visitors" INTEGER NOT NULL,
    "pageviews" INTEGER NOT NULL,
    "productViews" INTEGER NOT NULL,
    "checkoutsStarted" INTEGER NOT NULL,
    "emailsEntered" INTEGER NOT NULL,
    "paid" INTEGER NOT NULL,
    "revenue" TEXT NOT NULL,

    CONSTRAINT "InsightDaily_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InsightArticleDaily" (
    "day" DATE NOT NULL,
    "article" TEXT NOT NULL,
    "readers" INTEGER NOT NULL,
    "sales" INTEGER NOT NULL,
    "revenue" TEXT NOT NULL,

    CONSTRAINT "InsightArticleDaily_pkey" PRIMARY KEY ("day","article")
);

-- CreateIndex
CREATE INDEX "InsightEvent_day_visitor_idx" ON "InsightEvent"("day", "visitor");

-- CreateIndex
CREATE INDEX "InsightDaily_day_idx" ON "InsightDaily"("day");

