-- The ledger's function for bookings made by the database (a payout's hold, booked as the payout's
-- transaction commits: modules/payouts/migrations/009_payouts_hold.sql calls it).
--
-- ledger_move moves an amount between two buckets of one merchant and asset, booked as `post`
-- books it: the source debited only when it covers the amount, the destination created or
-- credited, one journal entry and its two postings with their running balances. It answers the
-- entry's id, or NULL when the source falls short (then it wrote nothing). Each statement of a
-- function takes its own snapshot: when the source row was updated by another transaction while
-- this one waited for its lock, only this small UPDATE is checked again against the row's latest
-- version. Two moves of one account in one transaction both apply, one after the other.
CREATE FUNCTION ledger_move(
  from_key text, to_key text, merchant uuid, move_asset text, to_bucket text, amount bigint,
  entry_kind text, entry_ref_type text, entry_ref_id text, at timestamptz
) RETURNS bigint
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  from_id bigint;
  from_balance bigint;
  to_id bigint;
  to_balance bigint;
  entry bigint;
BEGIN
  IF amount <= 0 THEN
    RAISE EXCEPTION 'a ledger move of nothing';
  END IF;
  IF NOT from_key < to_key THEN
    RAISE EXCEPTION 'a ledger move must lock its accounts in key order';
  END IF;
  UPDATE ledger_accounts a SET balance = a.balance - amount
  WHERE a.account_key = from_key AND a.balance >= amount
  RETURNING a.id, a.balance INTO from_id, from_balance;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  INSERT INTO ledger_accounts AS a (account_key, merchant_id, asset, bucket, balance)
  VALUES (to_key, merchant, move_asset, to_bucket, amount)
  ON CONFLICT (account_key) DO UPDATE SET balance = a.balance + EXCLUDED.balance
  RETURNING a.id, a.balance INTO to_id, to_balance;
  INSERT INTO journal_entries (kind, ref_type, ref_id, merchant_id, memo, created_at)
  VALUES (entry_kind, entry_ref_type, entry_ref_id, merchant, '', at)
  RETURNING id INTO entry;
  INSERT INTO postings (entry_id, account_id, asset, amount, balance_after)
  VALUES (entry, from_id, move_asset, -amount, from_balance), (entry, to_id, move_asset, amount, to_balance);
  RETURN entry;
END
$$;
