-- ledger_move writes a history row for each of the merchant's balances it moves (history's
-- 039_history_balances.sql): a hold moves available and frozen, so it has two rows, each with that
-- balance after it. The fee is stated on the available row (the one a hold takes it from), the
-- merchant's remark on both.
DROP FUNCTION ledger_move(text, text, uuid, text, text, bigint, text, text, text, timestamptz,
  text, text, bigint, text, text, text);

CREATE FUNCTION ledger_move(
  from_key text, to_key text, merchant uuid, move_asset text, to_bucket text, amount bigint,
  entry_kind text, entry_ref_type text, entry_ref_id text, at timestamptz,
  row_type text, row_network text, row_fee bigint, row_status text, row_order_no text, row_counterparty text,
  row_remark text
) RETURNS bigint
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  from_id bigint;
  from_balance bigint;
  to_id bigint;
  to_balance bigint;
  entry bigint;
  from_bucket text := substring(from_key FROM '^m:.*:(available|settlement|frozen)$');
  to_bucket_moved text := substring(to_key FROM '^m:.*:(available|settlement|frozen)$');
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
  -- the fee goes on the row of the available balance, else on the first row written
  IF from_bucket IS NOT NULL THEN
    PERFORM history_add(entry, merchant, at, entry_kind, row_type, entry_ref_type, entry_ref_id, move_asset,
      row_network, from_bucket, -amount,
      CASE WHEN from_bucket = 'available' OR to_bucket_moved IS DISTINCT FROM 'available' THEN row_fee ELSE 0 END,
      from_balance, row_status, row_order_no, row_counterparty, row_remark);
  END IF;
  IF to_bucket_moved IS NOT NULL THEN
    PERFORM history_add(entry, merchant, at, entry_kind, row_type, entry_ref_type, entry_ref_id, move_asset,
      row_network, to_bucket_moved, amount,
      CASE WHEN to_bucket_moved = 'available' OR from_bucket IS NULL THEN row_fee ELSE 0 END,
      to_balance, row_status, row_order_no, row_counterparty, row_remark);
  END IF;
  RETURN entry;
END
$$;
