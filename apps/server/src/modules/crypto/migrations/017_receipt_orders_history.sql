-- The history follows a receipt order's status (history_track, at commit): rows booked for it show
-- the order as it stands. An order has rows only once it was paid (or resolved): the statuses before
-- that (and an order ending without money) are not sent, nor `paid`: the booking that makes an order
-- paid writes its first row with that status. The watcher's busiest updates thus skip it.
CREATE FUNCTION receipt_order_history_track() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM history_track('receipt_order', NEW.id::text, NEW.status, NULL);
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER receipt_orders_history AFTER UPDATE OF status ON receipt_orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status
    AND NEW.status NOT IN ('unpaid', 'confirming', 'partially_paid', 'paid', 'expired', 'cancelled'))
  EXECUTE FUNCTION receipt_order_history_track();
