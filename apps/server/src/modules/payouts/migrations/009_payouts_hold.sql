-- Every payout holds its total: available -> frozen, entry 'payout_held' of ref ('payout', id), booked
-- by the ledger's function ledger_move (modules/ledger/migrations/009_ledger_move.sql), which alone
-- writes the entry and its postings. Databases migrated before this file had it in 009_ledger_move:
-- here it is created or replaced, the same.
-- The trigger is deferred to the commit, so that the merchant's balance is locked only for the
-- moment of the commit, after everything else the transaction writes; a transaction that needs the
-- hold booked before it goes on (a conversion booked next) sets the constraint IMMEDIATE. When the
-- available balance does not cover the total, the transaction fails with SQLSTATE MC001 and
-- nothing of it is written. Account keys are 'm:<merchant>:<asset>:<bucket>' (002_ledger.sql).
CREATE OR REPLACE FUNCTION payout_hold() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF ledger_move(
       'm:' || NEW.merchant_id || ':' || NEW.asset || ':available',
       'm:' || NEW.merchant_id || ':' || NEW.asset || ':frozen',
       NEW.merchant_id, NEW.asset, 'frozen', NEW.total,
       'payout_held', 'payout', NEW.id::text, NEW.created_at) IS NULL THEN
    RAISE EXCEPTION 'the available balance does not cover payout %', NEW.id USING ERRCODE = 'MC001';
  END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS payouts_hold ON payouts;
CREATE CONSTRAINT TRIGGER payouts_hold AFTER INSERT ON payouts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION payout_hold();
