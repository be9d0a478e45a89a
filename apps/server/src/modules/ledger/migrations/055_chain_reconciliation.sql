-- What a merchant owes the platform in an asset (bucket `owed`): the part of a charge back (a credited
-- deposit a chain reorganisation took back) that the available balance did not cover. Its balance is at
-- or below zero and never part of the merchant's total; later credits of the asset repay it first.
ALTER TABLE ledger_accounts DROP CONSTRAINT merchant_bucket_not_negative;
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_check1;
ALTER TABLE ledger_accounts ADD CONSTRAINT merchant_bucket_not_negative
  CHECK (merchant_id IS NULL OR bucket = 'owed' OR balance >= 0);
ALTER TABLE ledger_accounts ADD CONSTRAINT merchant_owed_not_positive
  CHECK (bucket <> 'owed' OR balance <= 0);
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_bucket_check
  CHECK (merchant_id IS NULL OR bucket IN ('available', 'frozen', 'settlement', 'deposit', 'owed'));
