-- ledger_move writes the history row of its entry too (modules/history/migrations/014_history.sql):
-- the same move as 009_ledger_move.sql, with the facts the history shows of it. A move from or to
-- the merchant's available bucket is the row's amount; the available balance after it is the
-- row's balance.
DROP FUNCTION ledger_move(text, text, uuid, text, text, bigint, text, text, text, timestamptz);

CREATE FUNCTION ledger_move(
  from_key text, to_key text, merchant uuid, move_asset text, to_bucket text, amount bigint,
  entry_kind text, entry_ref_type text, entry_ref_id text, at timestamptz,
  row_type text, row_network text, row_fee bigint, row_status text, row_order_no text, row_counterparty text
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
  IF from_key LIKE '%:available' THEN
    PERFORM history_add(entry, merchant, at, entry_kind, row_type, entry_ref_type, entry_ref_id, move_asset,
      row_network, -amount, row_fee, from_balance, row_status, row_order_no, row_counterparty, NULL);
  ELSIF to_key LIKE '%:available' THEN
    PERFORM history_add(entry, merchant, at, entry_kind, row_type, entry_ref_type, entry_ref_id, move_asset,
      row_network, amount, row_fee, to_balance, row_status, row_order_no, row_counterparty, NULL);
  END IF;
  RETURN entry;
END
$$;

-- The entries' memos, for the history's detail of a movement.
CREATE OR REPLACE VIEW ledger_entries AS
SELECT id, kind, ref_type, ref_id, merchant_id, created_at, memo
FROM journal_entries;
