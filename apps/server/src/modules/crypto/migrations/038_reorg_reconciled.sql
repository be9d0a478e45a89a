-- An operator marks the transfers a chain reorganisation took back after they confirmed as reconciled
-- (modules/ops, "reconcile-reorg"): the order then leaves the operators' queue. The ledger is not changed.
ALTER TABLE deposits ADD COLUMN reorg_reconciled_at timestamptz;

DROP INDEX deposits_reorged_idx;
CREATE INDEX deposits_reorged_idx ON deposits (order_id) WHERE reorged_at IS NOT NULL AND reorg_reconciled_at IS NULL;
