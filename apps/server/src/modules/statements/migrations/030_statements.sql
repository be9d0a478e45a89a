-- Monthly statements: one per merchant and closed calendar month (UTC), with the figures of each
-- asset's available balance as they were when generated. The movements are read from the history
-- when a statement is rendered (a closed month does not change). A statement is stored only when
-- it reconciles with the ledger (modules/statements/generate.ts).
CREATE TABLE statements (
  id            bigserial PRIMARY KEY,
  merchant_id   uuid NOT NULL,
  month         text NOT NULL CHECK (month ~ '^\d{4}-(0[1-9]|1[0-2])$'),
  period_start  timestamptz NOT NULL,
  period_end    timestamptz NOT NULL,
  generated_at  timestamptz NOT NULL,
  -- when its mails went out (null: not yet); claimed by one instance with SKIP LOCKED
  mailed_at     timestamptz,
  UNIQUE (merchant_id, month)
);
CREATE INDEX statements_merchant_idx ON statements (merchant_id, month DESC);
CREATE INDEX statements_unmailed_idx ON statements (id) WHERE mailed_at IS NULL;

CREATE TABLE statement_assets (
  statement_id  bigint NOT NULL REFERENCES statements (id),
  asset         text NOT NULL,
  opening       bigint NOT NULL,
  inflow        bigint NOT NULL CHECK (inflow >= 0),
  outflow       bigint NOT NULL CHECK (outflow >= 0),
  closing       bigint NOT NULL,
  movements     integer NOT NULL CHECK (movements >= 0),
  CHECK (opening + inflow - outflow = closing),
  PRIMARY KEY (statement_id, asset)
);

-- A user's choice about statement emails; no row: owners get them, other roles do not.
CREATE TABLE statement_email_prefs (
  user_id      uuid PRIMARY KEY,
  merchant_id  uuid NOT NULL,
  enabled      boolean NOT NULL,
  updated_at   timestamptz NOT NULL
);
