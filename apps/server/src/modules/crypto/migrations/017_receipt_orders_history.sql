-- The history follows a receipt order's status (history_track, at commit): rows booked for it show
-- the order as it stands.
CREATE FUNCTION receipt_order_history_track() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM history_track('receipt_order', NEW.id::text, NEW.status, NULL);
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER receipt_orders_history AFTER UPDATE OF status ON receipt_orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION receipt_order_history_track();
