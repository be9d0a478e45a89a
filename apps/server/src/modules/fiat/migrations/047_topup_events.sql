-- Events of fiat top-ups (event_record, in the transaction of the change): `topup.created` when the
-- merchant submits one, `topup.approved` or `topup.rejected` when an operator decides it.
DROP TRIGGER fiat_topups_webhook_created ON fiat_topups;
DROP TRIGGER fiat_topups_webhook ON fiat_topups;
DROP FUNCTION fiat_topup_webhook();

CREATE FUNCTION fiat_topup_event() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM event_record(NEW.merchant_id, 'topup',
    'topup.' || CASE WHEN TG_OP = 'INSERT' THEN 'created' ELSE NEW.status END,
    NEW.id::text, to_jsonb(NEW), coalesce(NEW.decided_at, NEW.created_at));
  RETURN NULL;
END
$$;

CREATE TRIGGER fiat_topups_event_created AFTER INSERT ON fiat_topups
  FOR EACH ROW EXECUTE FUNCTION fiat_topup_event();
CREATE TRIGGER fiat_topups_event AFTER UPDATE OF status ON fiat_topups
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION fiat_topup_event();
