-- Webhook events of payouts (webhook_emit, in the transaction of the change): a payout's creation
-- and each change of its status.
CREATE FUNCTION payout_webhook() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT webhook_wanted(NEW.merchant_id, 'payout.status_changed') THEN
    RETURN NULL;
  END IF;
  PERFORM webhook_emit(NEW.merchant_id, 'payout.status_changed', NEW.id::text,
    jsonb_build_object(
      'id', NEW.id,
      'kind', NEW.kind,
      'status', NEW.status,
      'asset', NEW.asset,
      'network', NEW.network,
      'amount', asset_amount_text(NEW.asset, NEW.amount),
      'fee', asset_amount_text(NEW.asset, NEW.fee),
      'to_address', NEW.to_address,
      'fiat_currency', NEW.fiat_currency,
      'fiat_amount', CASE WHEN NEW.fiat_amount IS NOT NULL
                          THEN asset_amount_text(NEW.fiat_currency, NEW.fiat_amount) END,
      'tx_hash', NEW.tx_hash,
      'failure_reason', NEW.failure_reason,
      'created_at', webhook_time(NEW.created_at),
      'updated_at', webhook_time(NEW.updated_at)),
    CASE WHEN TG_OP = 'UPDATE' THEN OLD.status END,
    NEW.updated_at);
  RETURN NULL;
END
$$;

CREATE TRIGGER payouts_webhook_created AFTER INSERT ON payouts
  FOR EACH ROW EXECUTE FUNCTION payout_webhook();
CREATE TRIGGER payouts_webhook AFTER UPDATE OF status ON payouts
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION payout_webhook();
