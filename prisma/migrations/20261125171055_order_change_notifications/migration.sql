-- The admin dashboard's live orders (src/server/live/order-changes.ts): every insert, update or
-- delete of an order, by any process, NOTIFYs 'order_changes' with '<op>:<order id>' on commit.
-- Written by hand: prisma/schema.prisma cannot express triggers, so `db:check` sees no drift.
CREATE OR REPLACE FUNCTION "notify_order_change"() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('order_changes', lower(TG_OP) || ':' || COALESCE(NEW."id", OLD."id"));
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER "order_change_notify"
AFTER INSERT OR UPDATE OR DELETE ON "Order"
FOR EACH ROW EXECUTE FUNCTION "notify_order_change"();
