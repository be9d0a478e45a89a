-- One index instead of two on the entries' reference: the unique (kind, ref_type, ref_id) is kept
-- as (ref_type, ref_id, kind), which also serves every lookup by (ref_type, ref_id) that
-- journal_entries_ref_idx was for. Every booking writes one index less (a payout's hold among them).
-- ON CONFLICT (kind, ref_type, ref_id) infers the new index: the columns are a set.
CREATE UNIQUE INDEX journal_entries_ref_kind_key ON journal_entries (ref_type, ref_id, kind);
ALTER TABLE journal_entries DROP CONSTRAINT journal_entries_kind_ref_type_ref_id_key;
ALTER TABLE journal_entries ADD CONSTRAINT journal_entries_ref_kind_key UNIQUE USING INDEX journal_entries_ref_kind_key;
DROP INDEX journal_entries_ref_idx;
