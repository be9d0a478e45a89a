-- A quote is spent by one payout at most; remittances have none. The unique index holds only the
-- payouts that have a quote, so a remittance (the busiest insert) writes one index less.
CREATE UNIQUE INDEX payouts_quote_once ON payouts (quote_id) WHERE quote_id IS NOT NULL;
ALTER TABLE payouts DROP CONSTRAINT payouts_quote_id_key;
