-- Two more kinds of payout: a remit of fiat to one of the merchant's bank accounts ('bank_transfer')
-- and a conversion of fiat to crypto ('fiat_conversion', the reverse of 'fiat_withdrawal').
ALTER TABLE payouts DROP CONSTRAINT payouts_kind_check;
ALTER TABLE payouts ADD CONSTRAINT payouts_kind_check
  CHECK (kind IN ('remittance', 'fiat_withdrawal', 'bank_transfer', 'fiat_conversion'));
ALTER TABLE payouts ADD CONSTRAINT payouts_bank_transfer_check
  CHECK (kind <> 'bank_transfer' OR (to_address IS NOT NULL AND total = amount + fee));
ALTER TABLE payouts ADD CONSTRAINT payouts_fiat_conversion_check
  CHECK (kind <> 'fiat_conversion' OR (quote_id IS NOT NULL AND fiat_amount > 0 AND total = amount));

-- A quote converts either way. 'to_fiat': amount, fee, converted and remainder in the crypto asset,
-- fiat_amount (what arrives) in the currency. 'to_crypto': amount, fee, converted and remainder in
-- the currency, fiat_amount (what arrives) in the crypto asset. fee + converted + remainder = amount.
ALTER TABLE fx_quotes ADD COLUMN direction text NOT NULL DEFAULT 'to_fiat'
  CHECK (direction IN ('to_fiat', 'to_crypto'));

-- The bank transfer of a 'bank_transfer' payout, with the account it pays as it was when it was made.
-- 'waiting' while an operator must approve the payout, 'queued' for the sender (in the transaction
-- that makes or approves the payout), 'sent' once the bank took it (idempotent by reference
-- 'payout:<id>'), then 'completed' or 'failed'; 'cancelled' when the payout was rejected.
CREATE TABLE bank_sends (
  payout_id       uuid PRIMARY KEY REFERENCES payouts (id),
  merchant_id     uuid NOT NULL,
  currency        text NOT NULL,
  amount          bigint NOT NULL CHECK (amount > 0),
  reference       text NOT NULL UNIQUE,
  bank_account_id uuid,
  account_name    text NOT NULL,
  bank_name       text NOT NULL,
  account_number  text NOT NULL,
  swift_code      text NOT NULL,
  country         text NOT NULL,
  status          text NOT NULL CHECK (status IN ('waiting', 'queued', 'sent', 'completed', 'failed', 'cancelled')),
  transfer_id     text,
  failure         text,
  created_at      timestamptz NOT NULL,
  sent_at         timestamptz,
  settled_at      timestamptz
);
CREATE INDEX bank_sends_open_idx ON bank_sends (created_at, payout_id) WHERE status IN ('queued', 'sent');

-- The hold of 016_payouts_history.sql, written out whole: a conversion to crypto shows the asset it
-- buys as its counterparty (as a withdrawal shows its currency); a bank transfer its account number.
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
            ELSE coalesce(NEW.to_address, NEW.payee_name) END) IS NULL THEN
    RAISE EXCEPTION 'the available balance does not cover payout %', NEW.id USING ERRCODE = 'MC001';
  END IF;
  RETURN NULL;
END
$$;
