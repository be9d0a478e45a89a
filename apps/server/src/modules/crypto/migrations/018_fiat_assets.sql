-- Fiat currencies beyond USD, as assets of the catalogue (2 decimals): what the fiat account's
-- top-ups (modules/fiat) and bank accounts may be held in. Whether top-ups take them is the fiat
-- module's data (fiat_currencies.enabled, off until an operator enables them).
INSERT INTO assets (code, kind, decimals, name, sort) VALUES
  ('EUR', 'fiat', 2, 'Euro', 11),
  ('HKD', 'fiat', 2, 'Hong Kong Dollar', 12)
ON CONFLICT (code) DO NOTHING;
