-- Events of receipt orders (event_record, in the transaction of the change): `created` when an order
-- is made and its new status at each change. An order a collection account's transfer made is a
-- `collection_transfer`, any other a `receipt_order`.
DROP TRIGGER receipt_orders_webhook_created ON receipt_orders;
DROP TRIGGER receipt_orders_webhook ON receipt_orders;
DROP FUNCTION receipt_order_webhook();

CREATE FUNCTION receipt_order_event() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM event_record(NEW.merchant_id, 'receipt_order',
    CASE WHEN NEW.collection_account_id IS NULL THEN 'receipt_order.' ELSE 'collection_transfer.' END ||
      CASE WHEN TG_OP = 'INSERT' THEN 'created' ELSE NEW.status END,
    NEW.id::text, to_jsonb(NEW), CASE WHEN TG_OP = 'INSERT' THEN NEW.created_at ELSE NEW.updated_at END);
  RETURN NULL;
END
$$;

CREATE TRIGGER receipt_orders_event_created AFTER INSERT ON receipt_orders
  FOR EACH ROW EXECUTE FUNCTION receipt_order_event();
CREATE TRIGGER receipt_orders_event AFTER UPDATE OF status ON receipt_orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION receipt_order_event();
