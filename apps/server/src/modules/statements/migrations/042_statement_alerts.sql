-- A merchant's statement of a month that does not reconcile with the ledger: an alert for operators
-- (the back office lists them), one per merchant and month. Each run that finds it again updates
-- what differs, when it was last seen and how many runs saw it; the run that reconciles the month
-- and stores its statement marks it resolved (modules/statements/alerts.ts).
CREATE TABLE statement_alerts (
  id             bigserial PRIMARY KEY,
  merchant_id    uuid NOT NULL,
  month          text NOT NULL CHECK (month ~ '^\d{4}-(0[1-9]|1[0-2])$'),
  -- what does not add up: [{ asset, kind, statement, ledger }], balances in minor units (text)
  problems       jsonb NOT NULL,
  first_seen_at  timestamptz NOT NULL,
  last_seen_at   timestamptz NOT NULL,
  runs           integer NOT NULL CHECK (runs >= 1),
  resolved_at    timestamptz,
  UNIQUE (merchant_id, month)
);
CREATE INDEX statement_alerts_listed_idx ON statement_alerts (last_seen_at DESC, id DESC);
