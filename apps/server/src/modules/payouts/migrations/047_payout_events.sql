-- Events of payouts (event_record, in the transaction of the change): `payout.created` when one is
-- made and its new status at each change.
DROP TRIGGER payouts_webhook_created ON payouts;
DROP TRIGGER payouts_webhook ON payouts;
DROP FUNCTION payout_webhook();

CREATE FUNCTION payout_event() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM event_record(NEW.merchant_id, 'payout',
    'payout.' || CASE WHEN TG_OP = 'INSERT' THEN 'created' ELSE NEW.status END,
    NEW.id::text, to_jsonb(NEW), CASE WHEN TG_OP = 'INSERT' THEN NEW.created_at ELSE NEW.updated_at END);
  RETURN NULL;
END
$$;

CREATE TRIGGER payouts_event_created AFTER INSERT ON payouts
  FOR EACH ROW EXECUTE FUNCTION payout_event();
CREATE TRIGGER payouts_event AFTER UPDATE OF status ON payouts
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION payout_event();
