-- Rows that add up: one row per journal entry, merchant, asset and balance the entry moved
-- (available, settlement or frozen), each with the balance it moved, that balance after it, and
-- amount, fee and net stated the same way for every kind: net is the balance's change and
-- amount − fee = net (a payout of 100 with a fee of 1: amount −100, fee 1, net −101; a receipt of
-- 100 with a fee of 1: amount 100, fee 1, net 99). An entry's fee is stated once, on its row of
-- the available balance, else of settlement, else of frozen. Summing a balance's rows' net over any
-- period gives that balance's change. The merchant's own remark travels with the row.
ALTER TABLE history_rows
  ADD COLUMN balance text NOT NULL DEFAULT 'available' CHECK (balance IN ('available', 'settlement', 'frozen')),
  ADD COLUMN net bigint,
  ADD COLUMN remark text;
ALTER TABLE history_rows DROP CONSTRAINT history_rows_amount_check;

-- The rows written so far become the rows of the new shape, rebuilt from the postings in entry
-- order; each takes its facts (type, status, order number, counterparty…) from the row its entry
-- had, or from another row of the same business object (a payout's send had none of its own).
CREATE TEMP TABLE history_rebuilt ON COMMIT DROP AS
WITH origin AS (SELECT coalesce(max(entry_id), 0) AS entry_id FROM history_origin),
moved AS (
  SELECT l.entry_id, l.merchant_id, l.asset, l.bucket, sum(l.amount)::bigint AS net,
    (array_agg(l.balance_after ORDER BY l.posting_id DESC))[1] AS balance_after,
    min(l.kind) AS kind, min(l.ref_type) AS ref_type, min(l.ref_id) AS ref_id, min(l.created_at) AS created_at
  FROM ledger_lines l
  WHERE l.merchant_id IS NOT NULL AND l.bucket IN ('available', 'settlement', 'frozen')
    AND l.entry_id > (SELECT entry_id FROM origin)
  GROUP BY l.entry_id, l.merchant_id, l.asset, l.bucket
  HAVING sum(l.amount) <> 0),
fees AS (
  SELECT entry_id, asset, sum(amount)::bigint AS fee FROM ledger_lines
  WHERE platform_account = 'fees' AND entry_id > (SELECT entry_id FROM origin)
  GROUP BY entry_id, asset),
ranked AS (
  SELECT m.*, row_number() OVER (PARTITION BY m.entry_id, m.merchant_id, m.asset
    ORDER BY CASE m.bucket WHEN 'available' THEN 0 WHEN 'settlement' THEN 1 ELSE 2 END) AS place
  FROM moved m)
SELECT r.entry_id, r.merchant_id, coalesce(f.created_at, r.created_at) AS created_at, r.kind, f.type,
  r.ref_type, r.ref_id, r.asset, f.network, r.bucket AS balance, r.net,
  CASE WHEN r.place = 1 THEN greatest(coalesce(CASE WHEN f.entry_id = r.entry_id THEN f.fee END, fe.fee, 0), 0)
       ELSE 0 END AS fee,
  r.balance_after, f.status, f.order_no, f.counterparty, f.tx_hash, r.place
FROM ranked r
LEFT JOIN fees fe ON fe.entry_id = r.entry_id AND fe.asset = r.asset
JOIN LATERAL (
  SELECT h.entry_id, h.created_at, h.type, h.network, h.fee, h.status, h.order_no, h.counterparty, h.tx_hash
  FROM history_rows h
  WHERE h.merchant_id = r.merchant_id AND h.ref_type = r.ref_type AND h.ref_id = r.ref_id
  ORDER BY (h.entry_id = r.entry_id) DESC, h.id
  LIMIT 1
) f ON true;

DELETE FROM history_rows WHERE entry_id > (SELECT coalesce(max(entry_id), 0) FROM history_origin);
INSERT INTO history_rows (entry_id, merchant_id, created_at, kind, type, ref_type, ref_id, asset, network,
  balance, amount, fee, net, balance_after, status, order_no, counterparty, tx_hash)
SELECT entry_id, merchant_id, created_at, kind, type, ref_type, ref_id, asset, network,
  balance, net + fee, fee, net, balance_after, status, order_no, counterparty, tx_hash
FROM history_rebuilt ORDER BY entry_id, merchant_id, asset, place;
-- rows before the history began (none are written) keep their one shape
UPDATE history_rows SET net = amount WHERE net IS NULL;

ALTER TABLE history_rows ALTER COLUMN net SET NOT NULL;
ALTER TABLE history_rows ALTER COLUMN balance DROP DEFAULT;
ALTER TABLE history_rows ADD CONSTRAINT history_rows_net_check CHECK (net <> 0 AND amount = net + fee);

-- A balance's rows in order, for statements and the money page (a period of one balance).
CREATE INDEX history_rows_balance_idx ON history_rows (merchant_id, balance, asset, id);

-- One row of an entry's move of one balance, written by the ledger's SQL function ledger_move.
DROP FUNCTION history_add(bigint, uuid, timestamptz, text, text, text, text, text, text, bigint, bigint,
  bigint, text, text, text, text);
CREATE FUNCTION history_add(
  entry bigint, merchant uuid, at timestamptz, entry_kind text, row_type text, entry_ref_type text,
  entry_ref_id text, row_asset text, row_network text, row_balance text, row_net bigint, row_fee bigint,
  row_balance_after bigint, row_status text, row_order_no text, row_counterparty text, row_remark text
) RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  INSERT INTO history_rows (entry_id, merchant_id, created_at, kind, type, ref_type, ref_id, asset, network,
    balance, amount, fee, net, balance_after, status, order_no, counterparty, tx_hash, remark)
  VALUES (entry, merchant, at, entry_kind, row_type, entry_ref_type, entry_ref_id, row_asset, row_network,
    row_balance, row_net + row_fee, row_fee, row_net, row_balance_after, row_status, row_order_no,
    row_counterparty, NULL, nullif(row_remark, ''));
END
$$;
