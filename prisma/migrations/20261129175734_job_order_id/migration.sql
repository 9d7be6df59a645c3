-- The order page lists the background jobs about its order (src/server/services/orders/history.ts):
-- the jobs whose payload names it. Reading `payload->'orderId'` scanned every job the store ever
-- ran; this column is computed by PostgreSQL from the payload (on insert and on every change of
-- the payload, by whichever engine or process writes the row) and indexed.
-- Written by hand: prisma/schema.prisma cannot say that a column is generated; it knows `orderId`
-- as an optional text it never writes.
ALTER TABLE "ScheduledJob" ADD COLUMN "orderId" TEXT GENERATED ALWAYS AS ("payload" ->> 'orderId') STORED;

-- CreateIndex
CREATE INDEX "ScheduledJob_orderId_idx" ON "ScheduledJob"("orderId");
