-- How an operator resolved a credited deposit a chain reorganisation took back after it confirmed
-- (`reorg_reconciled_at` is when): `reconciled` (found again on chain or made good outside the order:
-- the ledger is not changed), `charge_back` (taken from the merchant: available, then owed) or
-- `platform_loss` (the platform bears it); the entry that booked it (ref `deposit`/<id>).
ALTER TABLE deposits
  ADD COLUMN reorg_outcome text CHECK (reorg_outcome IN ('reconciled', 'charge_back', 'platform_loss')),
  ADD COLUMN reorg_entry_id bigint;
UPDATE deposits SET reorg_outcome = 'reconciled' WHERE reorg_reconciled_at IS NOT NULL;
