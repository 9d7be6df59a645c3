-- CreateTable
CREATE TABLE "OrderTally" (
    "status" "OrderStatus" NOT NULL,
    "currency" TEXT NOT NULL,
    "test" BOOLEAN NOT NULL,
    "slot" SMALLINT NOT NULL,
    "orders" BIGINT NOT NULL DEFAULT 0,
    "net" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "OrderTally_pkey" PRIMARY KEY ("status","currency","test","slot")
);

-- CreateTable
CREATE TABLE "OrderSalesDay" (
    "day" TIMESTAMP(3) NOT NULL,
    "currency" TEXT NOT NULL,
    "test" BOOLEAN NOT NULL,
    "slot" SMALLINT NOT NULL,
    "orders" BIGINT NOT NULL DEFAULT 0,
    "net" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "OrderSalesDay_pkey" PRIMARY KEY ("day","currency","test","slot")
);

-- CreateTable
CREATE TABLE "RefundTally" (
    "currency" TEXT NOT NULL,
    "test" BOOLEAN NOT NULL,
    "slot" SMALLINT NOT NULL,
    "net" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "RefundTally_pkey" PRIMARY KEY ("currency","test","slot")
);


-- The admin's figures as running totals (docs/orders.md#figures-at-any-size), kept by the triggers
-- below so that orders.stats and the chart read a few hundred rows at any number of orders.
-- Written by hand: prisma/schema.prisma cannot express functions or triggers.

-- The test and demo e-mails the figures leave out: the rules of src/lib/orders/test-emails.ts as
-- one predicate (tests/integration/order-tallies.test.ts checks that the two agree).
CREATE FUNCTION "is_test_order_email"(email TEXT) RETURNS BOOLEAN
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT lower(email) LIKE 'test%'
    OR lower(email) LIKE 'demo%'
    OR lower(email) LIKE 'admin@%'
    OR lower(email) LIKE '%@example.%'
    OR lower(email) LIKE '%@test.%'
    OR lower(email) LIKE '%.test'
    OR lower(email) LIKE '%localhost%'
    OR lower(email) LIKE '%stripe.com'
$$;

-- One of 8 rows per key, by order id: orders written at once mostly update different rows.
CREATE FUNCTION "order_tally_slot"(order_id TEXT) RETURNS SMALLINT
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT (hashtext(order_id) & 7)::SMALLINT $$;

-- Adds one order's share to the totals (p_sign 1) or takes it away (p_sign -1).
CREATE FUNCTION "order_tally_add"(o "Order", p_sign INTEGER) RETURNS VOID
LANGUAGE plpgsql AS $$
DECLARE
  v_test BOOLEAN := "is_test_order_email"(o."email");
  v_slot SMALLINT := "order_tally_slot"(o."id");
BEGIN
  INSERT INTO "OrderTally" AS t ("status", "currency", "test", "slot", "orders", "net")
  VALUES (o."status", o."currency", v_test, v_slot, p_sign, p_sign * (o."amount" - o."taxAmount"))
  ON CONFLICT ("status", "currency", "test", "slot")
  DO UPDATE SET "orders" = t."orders" + EXCLUDED."orders", "net" = t."net" + EXCLUDED."net";
  IF o."status" IN ('completed', 'partially_refunded', 'refunded', 'disputed') THEN
    INSERT INTO "OrderSalesDay" AS t ("day", "currency", "test", "slot", "orders", "net")
    VALUES (date_trunc('day', COALESCE(o."completedAt", o."createdAt")), o."currency", v_test, v_slot, p_sign,
            p_sign * (o."amount" - o."taxAmount"))
    ON CONFLICT ("day", "currency", "test", "slot")
    DO UPDATE SET "orders" = t."orders" + EXCLUDED."orders", "net" = t."net" + EXCLUDED."net";
  END IF;
END
$$;

-- Adds money given back (or takes it away, net < 0) to the refund totals.
CREATE FUNCTION "refund_tally_add"(p_currency TEXT, p_test BOOLEAN, p_slot SMALLINT, p_net BIGINT) RETURNS VOID
LANGUAGE sql AS $$
  INSERT INTO "RefundTally" AS t ("currency", "test", "slot", "net") VALUES (p_currency, p_test, p_slot, p_net)
  ON CONFLICT ("currency", "test", "slot") DO UPDATE SET "net" = t."net" + EXCLUDED."net"
$$;

-- A change of status takes the two statuses' rows in one order (by name), whichever way it goes, so
-- two transactions never wait on each other's row.
CREATE FUNCTION "order_tally"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "order_tally_add"(NEW, 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "order_tally_add"(OLD, -1);
  ELSIF OLD."status"::TEXT <= NEW."status"::TEXT THEN
    PERFORM "order_tally_add"(OLD, -1);
    PERFORM "order_tally_add"(NEW, 1);
  ELSE
    PERFORM "order_tally_add"(NEW, 1);
    PERFORM "order_tally_add"(OLD, -1);
  END IF;
  RETURN NULL;
END
$$;

-- Deferred to the commit: the totals' rows are the last locks a transaction takes and are held only
-- while it commits, so a checkout holding its discount code and a payment that completes an order
-- with the same code cannot wait on each other in a circle.
CREATE CONSTRAINT TRIGGER "order_tally"
AFTER INSERT OR DELETE OR UPDATE OF "status", "currency", "amount", "taxAmount", "email", "completedAt", "createdAt" ON "Order"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "order_tally"();

-- An order's refunds count as test or not by the order's e-mail: a change of e-mail that changes
-- that moves them across, and deleting an order takes them off before its refunds go with it (its
-- refunds' own trigger then finds no order and leaves the totals alone).
CREATE FUNCTION "order_refunds_tally"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  r RECORD;
BEGIN
  IF TG_OP = 'DELETE' THEN
    FOR r IN SELECT "currency", SUM("amount" - "taxAmount") AS net FROM "Refund" WHERE "orderId" = OLD."id" GROUP BY 1 LOOP
      PERFORM "refund_tally_add"(r."currency", "is_test_order_email"(OLD."email"), "order_tally_slot"(OLD."id"), -r.net);
    END LOOP;
    RETURN OLD;
  END IF;
  IF "is_test_order_email"(OLD."email") <> "is_test_order_email"(NEW."email") THEN
    FOR r IN SELECT "currency", SUM("amount" - "taxAmount") AS net FROM "Refund" WHERE "orderId" = NEW."id" GROUP BY 1 LOOP
      PERFORM "refund_tally_add"(r."currency", "is_test_order_email"(OLD."email"), "order_tally_slot"(NEW."id"), -r.net);
      PERFORM "refund_tally_add"(r."currency", "is_test_order_email"(NEW."email"), "order_tally_slot"(NEW."id"), r.net);
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "order_refunds_tally_delete"
BEFORE DELETE ON "Order"
FOR EACH ROW EXECUTE FUNCTION "order_refunds_tally"();

CREATE TRIGGER "order_refunds_tally_email"
AFTER UPDATE OF "email" ON "Order"
FOR EACH ROW EXECUTE FUNCTION "order_refunds_tally"();

CREATE FUNCTION "refund_tally"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_email TEXT;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT "email" INTO v_email FROM "Order" WHERE "id" = OLD."orderId";
    -- Not found: deleted with its order, whose trigger already took it off.
    IF FOUND THEN
      PERFORM "refund_tally_add"(OLD."currency", "is_test_order_email"(v_email), "order_tally_slot"(OLD."orderId"),
                                 -(OLD."amount" - OLD."taxAmount"));
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT "email" INTO v_email FROM "Order" WHERE "id" = NEW."orderId";
    PERFORM "refund_tally_add"(NEW."currency", "is_test_order_email"(v_email), "order_tally_slot"(NEW."orderId"),
                               NEW."amount" - NEW."taxAmount");
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "refund_tally"
AFTER INSERT OR DELETE OR UPDATE OF "orderId", "currency", "amount", "taxAmount" ON "Refund"
FOR EACH ROW EXECUTE FUNCTION "refund_tally"();

-- TRUNCATE fires no row trigger: emptying the tables empties their totals (emptying "Order"
-- empties "Refund" with it).
CREATE FUNCTION "order_tallies_clear"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'Order' THEN
    DELETE FROM "OrderTally";
    DELETE FROM "OrderSalesDay";
  END IF;
  DELETE FROM "RefundTally";
  RETURN NULL;
END
$$;

CREATE TRIGGER "order_tallies_clear" AFTER TRUNCATE ON "Order" FOR EACH STATEMENT EXECUTE FUNCTION "order_tallies_clear"();
CREATE TRIGGER "refund_tallies_clear" AFTER TRUNCATE ON "Refund" FOR EACH STATEMENT EXECUTE FUNCTION "order_tallies_clear"();

-- The totals of the orders and refunds already there.
INSERT INTO "OrderTally" ("status", "currency", "test", "slot", "orders", "net")
SELECT "status", "currency", "is_test_order_email"("email"), "order_tally_slot"("id"), COUNT(*), SUM("amount" - "taxAmount")
FROM "Order" GROUP BY 1, 2, 3, 4;

INSERT INTO "OrderSalesDay" ("day", "currency", "test", "slot", "orders", "net")
SELECT date_trunc('day', COALESCE("completedAt", "createdAt")), "currency", "is_test_order_email"("email"), "order_tally_slot"("id"),
       COUNT(*), SUM("amount" - "taxAmount")
FROM "Order" WHERE "status" IN ('completed', 'partially_refunded', 'refunded', 'disputed') GROUP BY 1, 2, 3, 4;

INSERT INTO "RefundTally" ("currency", "test", "slot", "net")
SELECT r."currency", "is_test_order_email"(o."email"), "order_tally_slot"(r."orderId"), SUM(r."amount" - r."taxAmount")
FROM "Refund" r JOIN "Order" o ON o."id" = r."orderId" GROUP BY 1, 2, 3;
