-- A deposit remembers the block it was seen in, so that a chain reorganisation is noticed. A transfer
-- whose block is replaced before it confirms becomes `reorged`: it no longer counts, and the same
-- transfer is recorded again as a new deposit if a block takes it later. A confirmed or held deposit
-- whose block is replaced keeps its status and its booking and is marked `reorged_at` for an operator.
ALTER TABLE deposits
  ADD COLUMN block_hash text,
  ADD COLUMN reorged_at timestamptz;

ALTER TABLE deposits DROP CONSTRAINT deposits_status_check;
ALTER TABLE deposits ADD CONSTRAINT deposits_status_check
  CHECK (status IN ('confirming', 'confirmed', 'held', 'reorged'));

-- One live deposit per transfer; those taken back by the chain stay beside it as history.
ALTER TABLE deposits DROP CONSTRAINT deposits_network_tx_hash_log_index_key;
CREATE UNIQUE INDEX deposits_transfer_key ON deposits (network, tx_hash, log_index) WHERE status <> 'reorged';

-- The confirmed deposits of a network's newest blocks, checked on every pass of the watcher.
CREATE INDEX deposits_recent_idx ON deposits (network, block_height)
  WHERE status IN ('confirmed', 'held') AND reorged_at IS NULL;
-- Orders with a confirmed transfer the chain took back, for the operators' queue.
CREATE INDEX deposits_reorged_idx ON deposits (order_id) WHERE reorged_at IS NOT NULL;

-- A transfer the chain took back is no longer one of a collection account's transfers.
CREATE OR REPLACE VIEW collection_transfers AS
  SELECT o.collection_account_id AS account_id, o.merchant_id, o.id AS order_id, o.merchant_order_no,
    o.collection_month AS month, o.asset, d.asset AS transfer_asset, o.amount, o.received_amount, o.status,
    o.exception_reason, (o.status IN ('paid', 'completed') OR o.resolution = 'accepted') AS credited,
    d.id AS deposit_id, d.tx_hash, d.from_address, d.confirmations, d.seen_at
  FROM receipt_orders o JOIN deposits d ON d.order_id = o.id
  WHERE o.collection_account_id IS NOT NULL AND d.status <> 'reorged';
