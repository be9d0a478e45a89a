-- The hold of 019_payouts_bank_and_conversions.sql with the merchant's remark, which its history
-- rows carry (ledger's 040_ledger_move_balances.sql).
CREATE OR REPLACE FUNCTION payout_hold() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF ledger_move(
       'm:' || NEW.merchant_id || ':' || NEW.asset || ':available',
       'm:' || NEW.merchant_id || ':' || NEW.asset || ':frozen',
       NEW.merchant_id, NEW.asset, 'frozen', NEW.total,
       'payout_held', 'payout', NEW.id::text, NEW.created_at,
       NEW.kind, NEW.network, NEW.fee, NEW.status, NULL,
       CASE WHEN NEW.kind IN ('fiat_withdrawal', 'fiat_conversion') THEN NEW.fiat_currency
            ELSE coalesce(NEW.to_address, NEW.payee_name) END,
       NEW.remark) IS NULL THEN
    RAISE EXCEPTION 'the available balance does not cover payout %', NEW.id USING ERRCODE = 'MC001';
  END IF;
  RETURN NULL;
END
$$;
