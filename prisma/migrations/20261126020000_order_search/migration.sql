-- Admin order search (src/server/services/order-search.ts). pg_trgm ships with PostgreSQL and
-- with PGlite (@electric-sql/pglite/contrib/pg_trgm, loaded wherever PGlite is opened).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateIndex
CREATE INDEX "Order_createdAt_id_idx" ON "Order"("createdAt", "id");

-- CreateIndex
CREATE INDEX "Order_status_createdAt_id_idx" ON "Order"("status", "createdAt", "id");

-- CreateIndex: e-mail fragments (ILIKE '%…%') through trigrams
CREATE INDEX "Order_email_trgm_idx" ON "Order" USING GIN ("email" gin_trgm_ops);

-- AlterTable: the last counted download of a grant (the order page's timeline)
ALTER TABLE "DownloadGrant" ADD COLUMN     "lastDownloadAt" TIMESTAMP(3);
