-- What the network charged for each of our chain sends: the coin a network's fees are paid in is an
-- asset of its own kind, `gas`, which no merchant holds or is offered; a confirmed send keeps the fee it
-- paid, and the ledger books it as the platform's network cost. ETH is kept in gwei (9 decimals, fees
-- rounded up from wei): the ledger's bigint amounts then hold 9.2 billion ETH, in wei only 9.2.
ALTER TABLE assets DROP CONSTRAINT assets_kind_check;
ALTER TABLE assets ADD CONSTRAINT assets_kind_check CHECK (kind IN ('crypto', 'fiat', 'gas'));
INSERT INTO assets (code, kind, decimals, name, sort) VALUES ('ETH', 'gas', 9, 'Ether', 30)
ON CONFLICT (code) DO NOTHING;

ALTER TABLE chain_sends ADD COLUMN fee_paid bigint CHECK (fee_paid >= 0);
ALTER TABLE chain_sends ADD COLUMN fee_asset text REFERENCES assets (code);
