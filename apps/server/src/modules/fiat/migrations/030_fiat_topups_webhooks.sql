-- Webhook events of fiat top-ups (webhook_emit, in the transaction of the change): a top-up's
-- submission and its decision.
CREATE FUNCTION fiat_topup_webhook() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT webhook_wanted(NEW.merchant_id, 'fiat_topup.status_changed') THEN
    RETURN NULL;
  END IF;
  PERFORM webhook_emit(NEW.merchant_id, 'fiat_topup.status_changed', NEW.id::text,
    jsonb_build_object(
      'id', NEW.id,
      'reference', NEW.reference,
      'currency', NEW.currency,
      'amount', asset_amount_text(NEW.currency, NEW.amount),
      'amount_received', CASE WHEN NEW.amount_received IS NOT NULL
                              THEN asset_amount_text(NEW.currency, NEW.amount_received) END,
      'fee', CASE WHEN NEW.fee IS NOT NULL THEN asset_amount_text(NEW.currency, NEW.fee) END,
      'status', NEW.status,
      'reason', NEW.reason,
      'value_date', to_char(NEW.value_date, 'YYYY-MM-DD'),
      'created_at', webhook_time(NEW.created_at),
      'decided_at', CASE WHEN NEW.decided_at IS NOT NULL THEN webhook_time(NEW.decided_at) END),
    CASE WHEN TG_OP = 'UPDATE' THEN OLD.status END,
    coalesce(NEW.decided_at, NEW.created_at));
  RETURN NULL;
END
$$;

CREATE TRIGGER fiat_topups_webhook_created AFTER INSERT ON fiat_topups
  FOR EACH ROW EXECUTE FUNCTION fiat_topup_webhook();
CREATE TRIGGER fiat_topups_webhook AFTER UPDATE OF status ON fiat_topups
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION fiat_topup_webhook();
