-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "latestDelivery" "EmailDelivery";

-- CreateIndex
CREATE INDEX "Order_latestDelivery_createdAt_id_idx" ON "Order"("latestDelivery", "createdAt", "id");


-- Each order's latest reported delivery (docs/orders.md#delivery-at-any-size), kept by the trigger
-- below so that the admin's delivery filter and the "not received their links" count read one
-- indexed column instead of every reported e-mail of the store.
-- Written by hand: prisma/schema.prisma cannot express functions or triggers.

-- Recomputes one order's column from its e-mails: the delivery of the latest one (by creation,
-- then id) that has a reported delivery. The order's row is locked first, so that two events for
-- the same order, applied at once, compute in turn, the second seeing what the first committed.
CREATE FUNCTION "order_latest_delivery_refresh"(order_id TEXT) RETURNS VOID
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "Order" WHERE "id" = order_id FOR UPDATE;
  UPDATE "Order" o SET "latestDelivery" = l."delivery"
  FROM (SELECT (
    SELECT e."delivery" FROM "EmailOutbox" e
    WHERE e."orderId" = order_id AND e."delivery" IS NOT NULL
    ORDER BY e."createdAt" DESC, e."id" DESC LIMIT 1) AS "delivery") l
  WHERE o."id" = order_id AND o."latestDelivery" IS DISTINCT FROM l."delivery";
END $$;

-- A new e-mail counts once a delivery is reported for it; a queued one changes nothing. The order
-- the row named before and the one it names now are each refreshed once.
CREATE FUNCTION "email_outbox_latest_delivery"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  refreshed TEXT;
BEGIN
  IF TG_OP = 'UPDATE' AND (NEW."orderId", NEW."delivery", NEW."createdAt") IS NOT DISTINCT FROM
    (OLD."orderId", OLD."delivery", OLD."createdAt") THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD."orderId" IS NOT NULL AND OLD."delivery" IS NOT NULL THEN
    refreshed := OLD."orderId";
    PERFORM "order_latest_delivery_refresh"(refreshed);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."orderId" IS NOT NULL AND NEW."delivery" IS NOT NULL
    AND NEW."orderId" IS DISTINCT FROM refreshed THEN
    PERFORM "order_latest_delivery_refresh"(NEW."orderId");
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "email_outbox_latest_delivery"
AFTER INSERT OR DELETE OR UPDATE OF "orderId", "delivery", "createdAt" ON "EmailOutbox"
FOR EACH ROW EXECUTE FUNCTION "email_outbox_latest_delivery"();

-- TRUNCATE fires no row trigger: emptying the e-mails empties the column too.
CREATE FUNCTION "email_outbox_latest_delivery_clear"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Order" SET "latestDelivery" = NULL WHERE "latestDelivery" IS NOT NULL;
  RETURN NULL;
END $$;

CREATE TRIGGER "email_outbox_latest_delivery_clear" AFTER TRUNCATE ON "EmailOutbox"
FOR EACH STATEMENT EXECUTE FUNCTION "email_outbox_latest_delivery_clear"();

-- The e-mails already there.
UPDATE "Order" o SET "latestDelivery" = l."delivery"
FROM (
  SELECT DISTINCT ON ("orderId") "orderId", "delivery" FROM "EmailOutbox"
  WHERE "orderId" IS NOT NULL AND "delivery" IS NOT NULL
  ORDER BY "orderId", "createdAt" DESC, "id" DESC
) l
WHERE o."id" = l."orderId";
