-- What other modules may read of the books: the journal's entries and each posting with its entry
-- and account. The ledger module alone reads and writes its tables; the invariants other modules
-- register (receipt orders, payouts) read these views.
CREATE VIEW ledger_entries AS
SELECT id, kind, ref_type, ref_id, merchant_id, created_at
FROM journal_entries;

CREATE VIEW ledger_lines AS
SELECT p.id AS posting_id, p.entry_id, e.kind, e.ref_type, e.ref_id, e.created_at,
  a.account_key, a.merchant_id, a.platform_account, a.bucket, p.asset, p.amount, p.balance_after
FROM postings p
JOIN journal_entries e ON e.id = p.entry_id
JOIN ledger_accounts a ON a.id = p.account_id;
