-- The transaction history: one row per journal entry and merchant asset whose available (or, for
-- money received and not yet settled, settlement) balance the entry changed. The ledger writes a
-- row in the same transaction as the entry it describes (`post` through the history's face, the
-- SQL function `ledger_move` through `history_add`), so that no booking exists without its row or
-- the reverse; the check (modules/history/invariants.ts) verifies it. Facts that change after the
-- booking (the business object's status, a send's tx hash) are kept current by the owning area's
-- trigger calling `history_track`.
CREATE TABLE history_rows (
  id             bigserial PRIMARY KEY,
  entry_id       bigint NOT NULL,
  merchant_id    uuid NOT NULL,
  created_at     timestamptz NOT NULL,
  kind           text NOT NULL,
  type           text NOT NULL,
  ref_type       text NOT NULL,
  ref_id         text NOT NULL,
  asset          text NOT NULL,
  network        text,
  amount         bigint NOT NULL CHECK (amount <> 0),
  fee            bigint NOT NULL DEFAULT 0 CHECK (fee >= 0),
  balance_after  bigint NOT NULL,
  status         text NOT NULL,
  order_no       text,
  counterparty   text,
  tx_hash        text
);
-- (entry, merchant, asset) is unique by construction: rows are written only with a new entry, and the
-- check counts them; no index is kept for it, so a booking updates one index less.
-- Newest first, and every filtered page (cursor = id). Every index here is written by each booking
-- (a payout's hold among them, on the busiest path): a period alone is read along the merchant's
-- index (rows come in time order), an amount is matched among the merchant's rows; a search by
-- order number, address or tx hash has an index of its own.
CREATE INDEX history_rows_merchant_idx ON history_rows (merchant_id, id DESC);
CREATE INDEX history_rows_type_idx ON history_rows (merchant_id, type, asset, id DESC);
-- exact searches
CREATE INDEX history_rows_order_no_idx ON history_rows (merchant_id, order_no) WHERE order_no IS NOT NULL;
CREATE INDEX history_rows_counterparty_idx ON history_rows (merchant_id, lower(counterparty))
  WHERE counterparty IS NOT NULL;
CREATE INDEX history_rows_tx_hash_idx ON history_rows (merchant_id, lower(tx_hash)) WHERE tx_hash IS NOT NULL;
-- the owning area's updates
CREATE INDEX history_rows_ref_idx ON history_rows (ref_type, ref_id);

-- Entries booked before the history existed have no row: the check starts after this one.
CREATE TABLE history_origin (entry_id bigint NOT NULL);
INSERT INTO history_origin (entry_id) SELECT coalesce(max(id), 0) FROM ledger_entries;

-- One row, written by the ledger's SQL function ledger_move.
CREATE FUNCTION history_add(
  entry bigint, merchant uuid, at timestamptz, entry_kind text, row_type text, entry_ref_type text,
  entry_ref_id text, row_asset text, row_network text, row_amount bigint, row_fee bigint,
  available_after bigint, row_status text, row_order_no text, row_counterparty text, row_tx_hash text
) RETURNS void
LANGUAGE sql VOLATILE AS $$
  INSERT INTO history_rows (entry_id, merchant_id, created_at, kind, type, ref_type, ref_id, asset, network,
    amount, fee, balance_after, status, order_no, counterparty, tx_hash)
  VALUES (entry, merchant, at, entry_kind, row_type, entry_ref_type, entry_ref_id, row_asset, row_network,
    row_amount, row_fee, available_after, row_status, row_order_no, row_counterparty, row_tx_hash);
$$;

-- The business object's status (and a tx hash learnt later) on every row of it; called by the
-- owning area's trigger when they change. A NULL tx hash keeps the one a row has.
CREATE FUNCTION history_track(object_type text, object_id text, new_status text, new_tx_hash text)
RETURNS void
LANGUAGE sql VOLATILE AS $$
  UPDATE history_rows SET status = new_status, tx_hash = coalesce(new_tx_hash, tx_hash)
  WHERE ref_type = object_type AND ref_id = object_id
    AND (status IS DISTINCT FROM new_status OR (new_tx_hash IS NOT NULL AND tx_hash IS DISTINCT FROM new_tx_hash));
$$;

