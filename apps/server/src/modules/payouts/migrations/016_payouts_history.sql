-- A payout's hold books its history row too (the same hold as 009_payouts_hold.sql, with what the
-- history shows: the payout's type, network, fee, status and where it goes), and the history follows
-- the payout: its status and the tx hash of its send, when they change (history_track, at commit).
CREATE OR REPLACE FUNCTION payout_hold() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF ledger_move(
       'm:' || NEW.merchant_id || ':' || NEW.asset || ':available',
       'm:' || NEW.merchant_id || ':' || NEW.asset || ':frozen',
       NEW.merchant_id, NEW.asset, 'frozen', NEW.total,
       'payout_held', 'payout', NEW.id::text, NEW.created_at,
       NEW.kind, NEW.network, NEW.fee, NEW.status, NULL,
       CASE WHEN NEW.kind = 'fiat_withdrawal' THEN NEW.fiat_currency
            ELSE coalesce(NEW.to_address, NEW.payee_name) END) IS NULL THEN
    RAISE EXCEPTION 'the available balance does not cover payout %', NEW.id USING ERRCODE = 'MC001';
  END IF;
  RETURN NULL;
END
$$;

CREATE FUNCTION payout_history_track() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM history_track('payout', NEW.id::text, NEW.status, NEW.tx_hash);
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER payouts_history AFTER UPDATE OF status, tx_hash ON payouts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.tx_hash IS DISTINCT FROM NEW.tx_hash)
  EXECUTE FUNCTION payout_history_track();
