-- Webhook events of receipt orders (webhook_emit, in the transaction of the change): an order's
-- creation and each change of its status. An order a collection account's transfer made is a
-- deposit of that account (collection.deposit_received), any other a receipt order's change.
CREATE FUNCTION receipt_order_webhook() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  event_type text := CASE WHEN NEW.collection_account_id IS NULL THEN 'receipt_order.status_changed'
                          ELSE 'collection.deposit_received' END;
BEGIN
  IF NOT webhook_wanted(NEW.merchant_id, event_type) THEN
    RETURN NULL;
  END IF;
  PERFORM webhook_emit(NEW.merchant_id, event_type, NEW.id::text,
    jsonb_build_object(
      'id', NEW.id,
      'merchant_order_no', NEW.merchant_order_no,
      'status', NEW.status,
      'asset', NEW.asset,
      'network', NEW.network,
      'amount', asset_amount_text(NEW.asset, NEW.amount),
      'received_amount', asset_amount_text(NEW.asset, NEW.received_amount),
      'deposit_address', NEW.deposit_address,
      'exception_reason', NEW.exception_reason,
      'collection_account_id', NEW.collection_account_id,
      'created_at', webhook_time(NEW.created_at),
      'updated_at', webhook_time(NEW.updated_at)),
    CASE WHEN TG_OP = 'UPDATE' THEN OLD.status END,
    NEW.updated_at);
  RETURN NULL;
END
$$;

CREATE TRIGGER receipt_orders_webhook_created AFTER INSERT ON receipt_orders
  FOR EACH ROW EXECUTE FUNCTION receipt_order_webhook();
CREATE TRIGGER receipt_orders_webhook AFTER UPDATE OF status ON receipt_orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION receipt_order_webhook();
